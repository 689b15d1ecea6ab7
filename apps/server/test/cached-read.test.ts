import { appointmentEndpoints, type Endpoint, statisticsEndpoints, type Topic } from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { KEPT_ENDPOINTS, keptRead } from '../src/db/cached-read.js';
import { clinicalSettings, doctorSchedules, testTypes, users } from '../src/db/schema.js';
import { keptDerivation, keptFormsOf } from '../src/lib/kept.js';
import { sameEnvelope } from '../src/lib/reply.js';
import { useTestApp } from './helpers/build.js';
import { appointmentOf } from './helpers/clinical.js';

/**
 * The answers a replica keeps until migration 0013 notifies a write to a topic their endpoint reads
 * (db/cached-read.ts, decisions/0013). replicas.test.ts shows the same across two app instances on PostgreSQL.
 */

const t = useTestApp();

/**
 * A read of an endpoint that counts how often it ran, kept under its own inputs. The appointment pages read
 * appointments, results, accounts and master data (test types).
 */
function counted(name: string, endpoint: Endpoint = appointmentEndpoints.getByPatientId) {
  let runs = 0;
  const compute = async () => {
    runs += 1;
    return { runs };
  };
  return { read: () => keptRead(t.app.ctx.db, endpoint, { name }, compute), compute, runs: () => runs };
}

describe('keptRead', () => {
  it('computes once until a write: concurrent reads share it, later reads get it', async () => {
    const k = counted('k');
    const [first, second] = await Promise.all([k.read(), k.read()]);
    expect(second).toBe(first);
    expect(await k.read()).toBe(first);
    const other = keptRead(
      t.app.ctx.db,
      appointmentEndpoints.getByPatientId,
      { name: 'other' },
      async () => 'autre',
    );
    expect(await other).toBe('autre');
    await t.db.insert(testTypes).values({ testTypeName: 'CD4', unit: 'cells/mm³', normalRange: '500-1500' });
    expect(await k.read()).toEqual({ runs: 2 });
    expect(await k.read()).toEqual({ runs: 2 });
  });

  it('is kept through a write to a topic its endpoint does not read', async () => {
    const k = counted('free doctors', appointmentEndpoints.getAvailableDoctors);
    await k.read();
    await t.db.insert(testTypes).values({ testTypeName: 'CrAg', unit: '-', normalRange: '-' });
    await t.db.update(clinicalSettings).set({ updatedAt: new Date() });
    await k.read();
    expect(k.runs()).toBe(1);
    const patient = await t.user('Patient');
    const doctor = await t.user('Doctor');
    await appointmentOf(t.db, patient, doctor);
    await k.read();
    expect(k.runs()).toBe(2);
  });

  it('kept under a part of its topics, is kept through a write to the others; it may not add one', async () => {
    let runs = 0;
    const read = (reads: readonly Topic[]) =>
      keptRead(t.app.ctx.db, statisticsEndpoints.indicators, { part: 'clinic' }, async () => ++runs, {
        reads,
      });
    await read(['results']);
    await t.db.execute(sql`update appointments set status = status`);
    expect(await read(['results'])).toBe(1);
    await t.db.execute(sql`update test_results set notes = notes`);
    expect(await read(['results'])).toBe(2);
    await expect(read(['content'])).rejects.toThrow('never widen');
    await expect(
      keptRead(t.app.ctx.db, statisticsEndpoints.indicators, { part: 'clinic' }, async () => ++runs, {
        reads: ['results'],
        appointments: ['day:2030-01-07'],
      }),
    ).rejects.toThrow('reads no appointments');
  });

  it('keys the answer by the endpoint and its inputs, in any order of their fields', async () => {
    const db = t.app.ctx.db;
    const answer = await keptRead(
      db,
      appointmentEndpoints.getAvailableSlots,
      { from: '2030-01-07', days: 7 },
      async () => ({ n: 1 }),
    );
    const same = await keptRead(
      db,
      appointmentEndpoints.getAvailableSlots,
      { days: 7, doctorId: undefined, from: '2030-01-07' },
      async () => ({ n: 2 }),
    );
    expect(same).toBe(answer);
    const elsewhere = await keptRead(
      db,
      appointmentEndpoints.getAvailableDoctors,
      { from: '2030-01-07', days: 7 },
      async () => ({ n: 3 }),
    );
    expect(elsewhere).toEqual({ n: 3 });
  });

  it('refuses an endpoint that is not declared kept, whose topics may have no trigger', async () => {
    expect(KEPT_ENDPOINTS).not.toContain(appointmentEndpoints.getById);
    await expect(keptRead(t.app.ctx.db, appointmentEndpoints.getById, {}, async () => 1)).rejects.toThrow(
      'not in KEPT_ENDPOINTS',
    );
  });

  it('is read again after a write of several rows in one transaction, and not after a rolled-back one', async () => {
    const k = counted('transactions');
    await k.read();
    await t.db
      .transaction(async (tx) => {
        await tx.insert(testTypes).values({ testTypeName: 'HBsAg', unit: '-', normalRange: '-' });
        tx.rollback();
      })
      .catch(() => undefined);
    await k.read();
    expect(k.runs()).toBe(1);
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
    await k.read();
    expect(k.runs()).toBe(2);
  });

  it("is read again when an account's shown details or a schedule change, not when its login state does", async () => {
    const doctor = await t.user('Doctor');
    const k = counted('accounts', appointmentEndpoints.getAvailableDoctors);
    await k.read();
    const where = eq(users.userId, doctor.userId as number);
    await t.db.update(users).set({ tokenVersion: 3 }).where(where);
    await k.read();
    expect(k.runs()).toBe(1);
    await t.db.update(users).set({ phoneNumber: '0912345678' }).where(where);
    await k.read();
    expect(k.runs()).toBe(2);
    await t.db.insert(doctorSchedules).values({
      doctorId: doctor.doctorId as number,
      workDay: 'Monday',
      startTime: '08:00:00',
      endTime: '12:00:00',
    });
    await k.read();
    expect(k.runs()).toBe(3);
  });

  it('sees a write made in plain SQL on another connection at once', async () => {
    const k = counted('plain sql');
    await k.read();
    await t.db.execute(sql`update test_types set unit = unit`);
    await k.read();
    expect(k.runs()).toBe(2);
  });

  it('keeps a page of an account list until an account changes, also in plain SQL', async () => {
    const admin = await t.user('Admin');
    const page = async () => (await t.get('/api/Patient/GetAll?page=1&pageSize=100', admin.token)).body;
    const before = (await page()).meta.total as number;
    const patient = await t.user('Patient');
    expect((await page()).meta.total).toBe(before + 1);
    await t.db.update(users).set({ fullName: 'Tên Mới' }).where(eq(users.userId, patient.userId));
    const listed = (await page()).data.find((u: { userId: number }) => u.userId === patient.userId);
    expect(listed?.fullName).toBe('Tên Mới');
  });

  it('keeps no failure', async () => {
    const read = (compute: () => Promise<string>) =>
      keptRead(t.app.ctx.db, appointmentEndpoints.getByPatientId, { name: 'failing' }, compute);
    await expect(
      read(async () => {
        throw new Error('không đọc được');
      }),
    ).rejects.toThrow('không đọc được');
    expect(await read(async () => 'đã đọc')).toBe('đã đọc');
  });

  it('makes what depends on more than the data once per variant of a kept answer, and keeps it with it', async () => {
    const k = counted('derived');
    const kept = await k.read();
    let made = 0;
    const derive = (variant: string) =>
      keptDerivation(kept, variant, (answer) => {
        made += 1;
        return { ...answer, variant };
      });
    const first = derive('10h');
    expect(derive('10h')).toBe(first);
    expect(keptFormsOf(first)).toBe(t.app.ctx.kept.forms);
    const next = derive('11h');
    expect(next).toEqual({ runs: 1, variant: '11h' });
    expect(derive('11h')).toBe(next);
    expect(made).toBe(2);
    // Of an answer that is not kept, it is made every time.
    const fresh = { runs: 0 };
    expect(keptDerivation(fresh, '10h', (a) => ({ ...a }))).not.toBe(
      keptDerivation(fresh, '10h', (a) => ({ ...a })),
    );
  });

  it('makes the envelope of a kept answer once, and a new one for any other answer', async () => {
    const kept = await counted('enveloped').read();
    const envelope = sameEnvelope(kept, () => ({ data: kept }));
    expect(sameEnvelope(kept, () => ({ data: kept }))).toBe(envelope);
    const plain = { runs: 0 };
    expect(sameEnvelope(plain, () => ({ data: plain }))).not.toBe(
      sameEnvelope(plain, () => ({ data: plain })),
    );
  });

  it('keeps what it reads with the app that read it: another app keeps its own', async () => {
    const k = counted('per app');
    const mine = await k.read();
    expect(keptFormsOf(mine)).toBe(t.app.ctx.kept.forms);
    // The database's own handle is not the app's: what is read through it is not kept.
    const direct = () => keptRead(t.db, appointmentEndpoints.getByPatientId, { name: 'per app' }, k.compute);
    expect(await direct()).not.toBe(mine);
    expect(keptFormsOf(await direct())).toBeUndefined();
  });

  it('keeps nothing for a transaction, whose reads may see its own uncommitted writes', async () => {
    const k = counted('in a transaction');
    await t.app.ctx.db.transaction(async (tx) => {
      const endpoint = appointmentEndpoints.getByPatientId;
      await keptRead(tx as never, endpoint, { name: 'in a transaction' }, k.compute);
      await keptRead(tx as never, endpoint, { name: 'in a transaction' }, k.compute);
    });
    expect(k.runs()).toBe(2);
  });
});
