import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane): ~25-40 ms here, measured in bench/login. */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id is an ambient const enum, unusable with isolatedModules: its value is 2.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The hashing under way in this process, which the next one waits for. */
let hashing: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` after the hashing under way: one at a time per process, each call its own run (unlike
 * lib/one-at-a-time.ts, which shares a run among the callers of a key). Each takes 19 MiB and a core for tens of
 * milliseconds on the libuv threads, four of them at once by default; a burst of logins then took both cores of a
 * small server from the requests in flight. One at a time, at 1,000,000 appointments and 3 % logins
 * (apps/server/bench/mixed.ts), 312 answers a second became about 400.
 */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = hashing.then(work, work);
  hashing = run.catch(() => undefined);
  return run;
}

export function hashSecret(secret: string): Promise<string> {
  return inTurn(() => hash(secret, ARGON2_OPTIONS));
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(hashed, secret));
  } catch {
    return false;
  }
}

/** Spent on unknown usernames so that timing does not tell whether an account exists. */
let dummyHash: Promise<string> | undefined;
export async function burnVerifyTime(secret: string): Promise<void> {
  dummyHash ??= hashSecret('timing-equaliser');
  await verifySecret(await dummyHash, secret);
}
