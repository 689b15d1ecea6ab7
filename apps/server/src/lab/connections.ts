import { randomBytes } from 'node:crypto';
import { type LabConnectionItem, labMessages } from '@clinic/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { labConnections } from '../db/schema.js';
import { sha256Hex } from '../lib/digest.js';
import { notFound } from '../lib/http-error.js';

/** The keys of laboratory connections start so, which tells them from a session token at a glance. */
export const LAB_KEY_PREFIX = 'lab_';
export const LAB_KEY_PATTERN = /^lab_[A-Za-z0-9_-]{43}$/;

const item = (row: typeof labConnections.$inferSelect): LabConnectionItem => ({
  connectionId: row.connectionId,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** POST /Lab/Connections: a new key of 256 random bits, answered this once and kept as its hash. */
export async function createLabConnection(db: Db, name: string, createdBy: number) {
  const key = `${LAB_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(labConnections)
    .values({ name, keyHash: sha256Hex(key), createdBy })
    .returning({ connectionId: labConnections.connectionId });
  return { connectionId: row?.connectionId as number, name, key };
}

export async function listLabConnections(db: Db): Promise<LabConnectionItem[]> {
  return (await db.select().from(labConnections).orderBy(asc(labConnections.connectionId))).map(item);
}

/** DELETE /Lab/Connections/:id: the key stops working at once, on every replica (each request reads the table). */
export async function revokeLabConnection(
  db: Db,
  connectionId: number,
  now: Date,
): Promise<LabConnectionItem> {
  const [row] = await db
    .update(labConnections)
    .set({ revokedAt: now })
    .where(and(eq(labConnections.connectionId, connectionId), isNull(labConnections.revokedAt)))
    .returning();
  if (row) return item(row);
  const [revoked] = await db
    .select()
    .from(labConnections)
    .where(eq(labConnections.connectionId, connectionId));
  if (!revoked) throw notFound(labMessages.connectionNotFound);
  return item(revoked);
}

/** The live connection a key belongs to, or null. */
export async function labConnectionOf(
  db: Db,
  key: string,
): Promise<{ connectionId: number; name: string } | null> {
  if (!LAB_KEY_PATTERN.test(key)) return null;
  const [row] = await db
    .select({ connectionId: labConnections.connectionId, name: labConnections.name })
    .from(labConnections)
    .where(and(eq(labConnections.keyHash, sha256Hex(key)), isNull(labConnections.revokedAt)));
  return row ?? null;
}
