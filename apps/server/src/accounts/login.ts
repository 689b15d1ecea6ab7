import { type LoginBody, type LoginData, messages } from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { doctors, patients, users } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';
import { burnVerifyTime, verifySecret } from '../lib/password.js';
import type { TokenService } from '../plugins/auth.js';
import {
  beginLoginAttempt,
  failLoginAttempt,
  type LoginAttempt,
  succeedLoginAttempt,
} from './login-throttle.js';
import { profileColumns, userDetailsOf } from './profiles.js';

/**
 * Checks the credentials and issues a token. Unknown user and wrong password give the same 401 in the same
 * time, and the same 429 once the name has failed too often (login-throttle.ts); the account state (deactivated,
 * unverified) is only revealed to someone who knows the password.
 */
export async function login(
  db: Db,
  tokens: TokenService,
  input: LoginBody,
  client: Omit<LoginAttempt, 'username'>,
): Promise<LoginData> {
  const attempt = { ...client, username: input.username };
  // A locked name is refused before any password check: the right password must not end the lock early.
  await beginLoginAttempt(db, attempt);
  const account = prepared(db, 'login_account', (name) =>
    db
      .select({ ...profileColumns, passwordHash: users.passwordHash, tokenVersion: users.tokenVersion })
      .from(users)
      .leftJoin(patients, eq(patients.userId, users.userId))
      .leftJoin(doctors, eq(doctors.userId, users.userId))
      .where(sql`lower(${users.username}) = lower(${sql.placeholder('username')})`)
      .prepare(name),
  );
  const [row] = await account.execute({ username: input.username });
  if (!row) await burnVerifyTime(input.password);
  if (!row || !(await verifySecret(row.passwordHash, input.password))) {
    await failLoginAttempt(db, attempt);
    throw new HttpError(401, messages.auth.invalidCredentials);
  }
  await succeedLoginAttempt(db, attempt);
  if (!row.isActive) throw new HttpError(403, messages.auth.deactivated);
  if (!row.isVerified) throw new HttpError(403, messages.auth.notVerified, undefined, { email: row.email });

  const token = await tokens.sign({ userId: row.userId, role: row.role, tokenVersion: row.tokenVersion });
  return { token, userDetails: userDetailsOf(row) };
}
