import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  messages,
} from '@clinic/contract';
import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { loginFailures } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';

/*
 * Login throttling that holds across API replicas: all state is in login_failures rows and every clock reading is
 * the database's now(), so replicas with skewed clocks agree on when a window or a lock ends.
 *
 * Per account name, whether or not an account has it: an unknown name gets the same 401s and the same lock as a
 * known one, so the answers do not tell which usernames exist. An attempt is counted before its password is
 * checked and the count is wiped when the password is right: attempts in flight count too, so however many
 * requests race on one name, at most LOGIN_MAX_FAILURES passwords are checked per window.
 *
 * Per client address, only attempts that failed count, once they have failed: a clinic's staff signing in behind
 * one address are never refused, and someone trying passwords from it is refused for the rest of the minute.
 */

/** The subject of a login attempt's name: lower-cased by PostgreSQL, as the login's lookup of the account is. */
const accountSubject = (username: string) => sql`'account:' || lower(${username})`;
const addressSubject = (address: string) => `address:${address}`;

const ADDRESS_WINDOW_MINUTES = 1;

const windowOpen = (minutes: number) =>
  sql<boolean>`${loginFailures.windowStartedAt} > now() - make_interval(mins => ${minutes})`;

/** Minutes left on the name's lock (rounded up), null when it is not locked. */
const lockedMinutes = sql<number | null>`case when ${loginFailures.lockedUntil} > now()
  then ceil(extract(epoch from ${loginFailures.lockedUntil} - now()) / 60)::int end`;

const notLocked = or(isNull(loginFailures.lockedUntil), lte(loginFailures.lockedUntil, sql`now()`));

const accountLocked = (minutes: number = LOGIN_LOCK_MINUTES) =>
  new HttpError(429, messages.auth.loginLocked(Math.min(Math.max(minutes, 1), LOGIN_LOCK_MINUTES)));

export interface LoginAttempt {
  username: string;
  /** The client's address (request.ip: behind a trusted proxy, the forwarded one). */
  address: string;
  /** Failed logins one address may make per minute (AUTH_RATE_LIMIT). */
  addressLimit: number;
}

/** Locks the name's row, created on its first attempt, so that its attempts are counted one after the other. */
async function lockName(tx: Tx, subject: SQL) {
  await tx.insert(loginFailures).values({ subject }).onConflictDoNothing();
  const [row] = await tx
    .select({
      failures: loginFailures.failures,
      windowOpen: windowOpen(LOGIN_FAILURE_WINDOW_MINUTES),
      lockedMinutes,
    })
    .from(loginFailures)
    .where(eq(loginFailures.subject, subject))
    .for('update');
  const open = row?.windowOpen === true && row.failures > 0;
  return { failures: open ? (row?.failures ?? 0) : 0, lockedMinutes: row?.lockedMinutes ?? null };
}

/**
 * Takes one attempt for the name before its password is checked; 429 when the address has failed too often this
 * minute, when the name is locked, or when its attempts of the window are used up (some may still be in flight).
 */
export async function beginLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.transaction(async (tx) => {
    const [address] = await tx
      .select({ failures: loginFailures.failures })
      .from(loginFailures)
      .where(
        and(eq(loginFailures.subject, addressSubject(attempt.address)), windowOpen(ADDRESS_WINDOW_MINUTES)),
      );
    if ((address?.failures ?? 0) >= attempt.addressLimit)
      throw new HttpError(429, messages.common.rateLimited);

    const subject = accountSubject(attempt.username);
    const name = await lockName(tx, subject);
    if (name.lockedMinutes !== null) throw accountLocked(name.lockedMinutes);
    if (name.failures >= LOGIN_MAX_FAILURES) throw accountLocked();
    await tx
      .update(loginFailures)
      .set(
        name.failures === 0
          ? { failures: 1, windowStartedAt: sql`now()`, lockedUntil: null }
          : { failures: name.failures + 1 },
      )
      .where(eq(loginFailures.subject, subject));
  });
  // Names and addresses that are not tried again would keep their rows; an occasional sweep bounds the table.
  if (Math.random() < 0.02) {
    await db
      .delete(loginFailures)
      .where(and(sql`not ${windowOpen(LOGIN_FAILURE_WINDOW_MINUTES)}`, notLocked));
  }
}

/**
 * The name has no account or the password was wrong: the attempt stays counted on the name, and when it makes
 * LOGIN_MAX_FAILURES the name is locked for LOGIN_LOCK_MINUTES (its count then starts afresh, so the lock always
 * ends on its own); the address counts one more failure.
 */
export async function failLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.transaction(async (tx) => {
    const addressOpen = windowOpen(ADDRESS_WINDOW_MINUTES);
    await tx
      .insert(loginFailures)
      .values({ subject: addressSubject(attempt.address), failures: 1 })
      .onConflictDoUpdate({
        target: loginFailures.subject,
        set: {
          failures: sql`case when ${addressOpen} then ${loginFailures.failures} + 1 else 1 end`,
          windowStartedAt: sql`case when ${addressOpen} then ${loginFailures.windowStartedAt} else now() end`,
        },
      });

    const subject = accountSubject(attempt.username);
    if ((await lockName(tx, subject)).failures < LOGIN_MAX_FAILURES) return;
    await tx
      .update(loginFailures)
      .set({ failures: 0, lockedUntil: sql`now() + make_interval(mins => ${LOGIN_LOCK_MINUTES})` })
      .where(eq(loginFailures.subject, subject));
  });
}

/** The password was right: the name's count, this attempt's included, is wiped; the address's is left alone. */
export async function succeedLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  // A lock set meanwhile by a racing wrong password stays.
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.subject, accountSubject(attempt.username)), notLocked));
}
