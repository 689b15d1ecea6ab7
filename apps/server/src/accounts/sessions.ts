import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { revokedTokens } from '../db/schema.js';

/**
 * Ends one session before its token expires: the token's id is written down and every later call with it is
 * refused (plugins/auth.ts), on every replica. The user's other tokens are untouched. Logging out twice is fine.
 */
export async function revokeToken(db: Db, token: { jti: string; exp: number }): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti: token.jti, expiresAt: new Date(token.exp * 1000) })
    .onConflictDoNothing({ target: revokedTokens.jti });
  // A row is useless once its token would have expired anyway; an occasional sweep keeps the table small.
  if (Math.random() < 0.05) await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
}
