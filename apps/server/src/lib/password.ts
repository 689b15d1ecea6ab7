import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane): ~25-40 ms here, measured in bench/login. */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id is an ambient const enum, unusable with isolatedModules: its value is 2.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2_OPTIONS);
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
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
