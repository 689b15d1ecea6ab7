import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cachedRead } from '../src/clinic/clinical-cache.js';
import { dataVersions, testTypes, users } from '../src/db/schema.js';
import { useTestApp } from './helpers/build.js';

/**
 * The clinical data version (migration 0007) and the answers kept for it (clinical-cache.ts, decisions/0012).
 * replicas.test.ts shows the same across two app instances on PostgreSQL.
 */

const t = useTestApp();

const version = async () => {
  const [row] = await t.db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, 'clinical'));
  return row?.version;
};

describe('the clinical data version', () => {
  it('moves once per transaction that writes a clinical table, however many rows it writes', async () => {
    const before = (await version()) as number;
    await t.db.transaction(async (tx) => {
      const rows = await tx
        .insert(testTypes)
        .values([1, 2, 3].map((n) => ({ testTypeName: `Xét nghiệm ${n}`, unit: 'mg', normalRange: '-' })))
        .returning();
      await tx
        .update(testTypes)
        .set({ unit: 'g' })
        .where(eq(testTypes.testTypeId, rows[0]?.testTypeId as number));
    });
    expect(await version()).toBe(before + 1);
    await t.db.select().from(testTypes);
    expect(await version()).toBe(before + 1);
  });

  it("moves when an account's shown details change, not when its login state does", async () => {
    const patient = await t.user('Patient');
    const before = (await version()) as number;
    const where = eq(users.userId, patient.userId as number);
    await t.db.update(users).set({ loginLockedUntil: new Date(), tokenVersion: 3 }).where(where);
    expect(await version()).toBe(before);
    await t.db.update(users).set({ phoneNumber: '0912345678' }).where(where);
    expect(await version()).toBe(before + 1);
  });
});

describe('cachedRead', () => {
  it('computes once per version: concurrent reads share it, later reads get it until a write', async () => {
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return { runs };
    };
    const [first, second] = await Promise.all([
      cachedRead(t.db, 'k', compute),
      cachedRead(t.db, 'k', compute),
    ]);
    expect(second).toBe(first);
    expect(await cachedRead(t.db, 'k', compute)).toBe(first);
    expect(await cachedRead(t.db, 'other key', compute)).toEqual({ runs: 2 });
    await t.db.insert(testTypes).values({ testTypeName: 'CD4', unit: 'cells/mm³', normalRange: '500-1500' });
    expect(await cachedRead(t.db, 'k', compute)).toEqual({ runs: 3 });
  });

  it('keeps no failure', async () => {
    await expect(
      cachedRead(t.db, 'failing', async () => {
        throw new Error('không đọc được');
      }),
    ).rejects.toThrow('không đọc được');
    expect(await cachedRead(t.db, 'failing', async () => 'đã đọc')).toBe('đã đọc');
  });
});
