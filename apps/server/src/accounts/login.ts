import { type LoginBody, type LoginData, messages, type UserDetails } from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { doctors, patients, users } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';
import { burnVerifyTime, verifySecret } from '../lib/password.js';
import type { TokenService } from '../plugins/auth.js';
import {
  accountLocked,
  beginLoginAttempt,
  failLoginAttempt,
  lockedMinutesColumn,
  succeedLoginAttempt,
} from './login-throttle.js';
import { profileColumns } from './profiles.js';

/**
 * Checks the credentials and issues a token. Unknown user and wrong password give the same 401 in the same
 * time; the account state (deactivated, unverified) is only revealed to someone who knows the password.
 * Too many wrong passwords lock the account's logins for a while (429), whatever address they come from.
 */
export async function login(db: Db, tokens: TokenService, input: LoginBody): Promise<LoginData> {
  const [row] = await db
    .select({
      ...profileColumns,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
      lockedMinutes: lockedMinutesColumn,
    })
    .from(users)
    .leftJoin(patients, eq(patients.userId, users.userId))
    .leftJoin(doctors, eq(doctors.userId, users.userId))
    .where(sql`lower(${users.username}) = lower(${input.username})`);
  if (!row) {
    await burnVerifyTime(input.password);
    throw new HttpError(401, messages.auth.invalidCredentials);
  }
  // A locked account is refused before any password check: the right password must not end the lock early.
  if (row.lockedMinutes !== null) throw accountLocked(row.lockedMinutes);
  await beginLoginAttempt(db, row.userId);
  if (!(await verifySecret(row.passwordHash, input.password))) {
    await failLoginAttempt(db, row.userId);
    throw new HttpError(401, messages.auth.invalidCredentials);
  }
  await succeedLoginAttempt(db, row.userId);
  if (!row.isActive) throw new HttpError(403, messages.auth.deactivated);
  if (!row.isVerified) throw new HttpError(403, messages.auth.notVerified, undefined, { email: row.email });

  const token = await tokens.sign({ userId: row.userId, role: row.role, tokenVersion: row.tokenVersion });
  const userDetails: UserDetails = {
    role: row.role,
    userRole: row.role,
    userId: row.userId,
    ...(row.doctorId !== null && { doctorId: row.doctorId }),
    ...(row.patientId !== null && { patientId: row.patientId }),
    username: row.username,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    gender: row.gender,
    address: row.address,
    dateOfBirth: row.dateOfBirth,
    avatar: row.avatar,
  };
  return { token, userDetails };
}
