import { createHmac, randomInt } from 'node:crypto';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from '@clinic/contract';
import { and, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { verificationCodes } from '../db/schema.js';
import { sameSecret } from '../lib/digest.js';

export type CodePurpose = 'verify_email' | 'reset_password' | 'change_email' | 'verify_phone';
export type CodeCheck = 'ok' | 'invalid' | 'burned';
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** A second request within this time keeps the code already sent (no mail flood, no code churn). */
export const CODE_RESEND_COOLDOWN_SECONDS = 60;

/*
 * A code's life is timed by the database's now(), as the login lock and the code-mail caps are: replicas with
 * skewed clocks then agree on when a code was issued and when it expires.
 */
const expired = sql<boolean>`${verificationCodes.expiresAt} <= now()`;

/**
 * HMAC-SHA256 keyed with the server secret, over purpose, user and code: a 6-digit code cannot be brute-forced
 * from a leaked table without the key, and a code of one purpose or user never matches another. `boundTo`
 * ties a code to one value more (the address an e-mail change code was sent to): it matches nothing else.
 */
function digest(
  secret: string,
  userId: number,
  purpose: CodePurpose,
  code: string,
  boundTo?: string,
): Buffer {
  const subject = boundTo === undefined ? `${purpose}:${userId}` : `${purpose}:${userId}:${boundTo}`;
  return createHmac('sha256', secret).update(`${subject}:${code}`).digest();
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Issues a fresh code for (user, purpose), replacing any earlier one, and returns it in clear for the mail.
 * With `cooldown`, a live code issued less than CODE_RESEND_COOLDOWN_SECONDS ago is kept and null is returned.
 */
export async function issueCode(
  tx: Executor,
  secret: string,
  userId: number,
  purpose: CodePurpose,
  opts: { cooldown?: boolean; boundTo?: string } = {},
): Promise<string | null> {
  if (opts.cooldown) {
    const [recent] = await tx
      .select({ codeId: verificationCodes.codeId })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.userId, userId),
          eq(verificationCodes.purpose, purpose),
          gt(verificationCodes.expiresAt, sql`now()`),
          gt(
            verificationCodes.createdAt,
            sql`now() - make_interval(secs => ${CODE_RESEND_COOLDOWN_SECONDS})`,
          ),
        ),
      );
    if (recent) return null;
  }
  const code = newCode();
  const values = {
    codeHash: digest(secret, userId, purpose, code, opts.boundTo).toString('hex'),
    expiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
    failedAttempts: 0,
    createdAt: sql`now()`,
  };
  await tx
    .insert(verificationCodes)
    .values({ userId, purpose, ...values })
    .onConflictDoUpdate({ target: [verificationCodes.userId, verificationCodes.purpose], set: values });
  return code;
}

/**
 * Checks a code; call it inside the transaction that applies its effect. A right, live code is deleted ('ok');
 * a wrong one counts a failed attempt and the code is burned (deleted) at the CODE_MAX_ATTEMPTS-th ('burned');
 * a missing or expired code is 'invalid'. The row is locked so concurrent guesses are all counted.
 */
export async function consumeCode(
  tx: Executor,
  secret: string,
  userId: number,
  purpose: CodePurpose,
  code: string,
  boundTo?: string,
): Promise<CodeCheck> {
  const [row] = await tx
    .select({ ...getTableColumns(verificationCodes), expired })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .for('update');
  if (!row) return 'invalid';
  const byId = eq(verificationCodes.codeId, row.codeId);
  if (row.expired) {
    await tx.delete(verificationCodes).where(byId);
    return 'invalid';
  }
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = digest(secret, userId, purpose, code, boundTo);
  if (sameSecret(expected, given)) {
    await tx.delete(verificationCodes).where(byId);
    return 'ok';
  }
  const failedAttempts = row.failedAttempts + 1;
  if (failedAttempts >= CODE_MAX_ATTEMPTS) {
    await tx.delete(verificationCodes).where(byId);
    return 'burned';
  }
  await tx.update(verificationCodes).set({ failedAttempts }).where(byId);
  return 'invalid';
}
