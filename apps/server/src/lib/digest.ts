import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The SHA-256 of a text or a file, in hex: what is stored of a bearer key or a link's token (a copy of the table
 * gives no usable key), and the fingerprint of an imported file.
 */
export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Whether a secret given matches the one expected, in a time that does not tell how much of it matched. */
export function sameSecret(expected: string | Uint8Array, given: string | Uint8Array): boolean {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}
