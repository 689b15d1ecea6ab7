import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  messages,
} from '@clinic/contract';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { loginFailures, users } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';

/*
 * Per-account login throttling that holds across API replicas: all state is in database rows and every clock
 * reading is the database's now(), so replicas with skewed clocks agree on when a lock ends.
 *
 * An attempt is written down as a failure before its password is checked and wiped when the password is right.
 * Attempts in flight therefore count too: however many requests race on one account, at most
 * LOGIN_MAX_FAILURES passwords are checked per window.
 */

const windowStart = sql`now() - make_interval(mins => ${LOGIN_FAILURE_WINDOW_MINUTES})`;

/** Minutes left on the account's lock (rounded up), null when it is not locked; for the login query. */
export const lockedMinutesColumn = sql<number | null>`case when ${users.loginLockedUntil} > now()
  then ceil(extract(epoch from ${users.loginLockedUntil} - now()) / 60)::int end`;

export const accountLocked = (minutes: number | null = LOGIN_LOCK_MINUTES) =>
  new HttpError(
    429,
    messages.auth.loginLocked(Math.min(Math.max(minutes ?? LOGIN_LOCK_MINUTES, 1), LOGIN_LOCK_MINUTES)),
  );

/** Locks the user's row, so that one account's attempts are counted one after the other on every replica. */
async function lockUser(tx: Tx, userId: number): Promise<number | null> {
  const [row] = await tx
    .select({ lockedMinutes: lockedMinutesColumn })
    .from(users)
    .where(eq(users.userId, userId))
    .for('update');
  return row?.lockedMinutes ?? null;
}

const recentFailures = (tx: Tx, userId: number) =>
  tx.$count(loginFailures, and(eq(loginFailures.userId, userId), gt(loginFailures.failedAt, windowStart)));

/**
 * Takes one attempt for the account before its password is checked; 429 when the account is locked or its
 * attempts of the window are used up (some may still be in flight).
 */
export async function beginLoginAttempt(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const lockedMinutes = await lockUser(tx, userId);
    if (lockedMinutes !== null) throw accountLocked(lockedMinutes);
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.userId, userId), lt(loginFailures.failedAt, windowStart)));
    if ((await recentFailures(tx, userId)) >= LOGIN_MAX_FAILURES) throw accountLocked();
    await tx.insert(loginFailures).values({ userId });
  });
  // Accounts that never log in again would keep their last rows; an occasional sweep bounds the table.
  if (Math.random() < 0.02) await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart));
}

/**
 * The password was wrong: the attempt stays counted, and when it makes LOGIN_MAX_FAILURES the account is locked
 * for LOGIN_LOCK_MINUTES. The count then starts afresh, so the lock always ends on its own.
 */
export async function failLoginAttempt(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await recentFailures(tx, userId)) < LOGIN_MAX_FAILURES) return;
    await tx
      .update(users)
      .set({ loginLockedUntil: sql`now() + make_interval(mins => ${LOGIN_LOCK_MINUTES})` })
      .where(eq(users.userId, userId));
    await tx.delete(loginFailures).where(eq(loginFailures.userId, userId));
  });
}

/** The password was right: the account's failures, this attempt's included, are wiped. */
export async function succeedLoginAttempt(db: Db, userId: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.userId, userId));
}
