import { retentionApiMessages } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refills } from '../src/db/schema.js';
import { useAppWithEveryRole } from './helpers/build.js';
import { treatmentOf } from './helpers/clinical.js';
import type { CreatedUser } from './helpers/factories.js';

/**
 * POST /api/Treatment/Refill with the clinic clock fixed at 2031-06-01 (Asia/Ho_Chi_Minh). The treatment of
 * treatmentOf starts 2031-02-01 with 90 days dispensed: run-out 2031-05-02, refill due 2031-04-25.
 */
const NOW = new Date('2031-06-01T03:00:00Z');
const url = '/api/Treatment/Refill';

describe('POST /api/Treatment/Refill', () => {
  const { t, users } = useAppWithEveryRole({ clock: () => NOW });
  let doctor: CreatedUser;
  let patient: CreatedUser;
  let treatmentId: number;
  beforeAll(async () => {
    doctor = users.Doctor;
    patient = users.Patient;
    const treatment = await treatmentOf(t.db, patient, doctor);
    treatmentId = treatment.treatmentId;
  });

  const refill = (payload: object, token = doctor.token) => t.call({ method: 'POST', url, token, payload });
  const supplyRead = async () => {
    const res = await t.get('/api/Treatment/GetAll', patient.token);
    return res.body.data.find((i: { treatmentId: number }) => i.treatmentId === treatmentId);
  };

  it('is refused to every role but Doctor, and to no token', async () => {
    const body = { treatmentId, dispenseDate: '2031-04-28', daysDispensed: 90 };
    for (const role of ['Patient', 'Staff', 'Manager', 'Admin'] as const) {
      expect((await refill(body, users[role].token)).statusCode, role).toBe(403);
    }
    expect((await t.call({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    expect(await t.db.select().from(refills).where(eq(refills.treatmentId, treatmentId))).toEqual([]);
  });

  it("answers another doctor's treatment and an unknown one as missing", async () => {
    const other = await t.user('Doctor');
    const body = { treatmentId, dispenseDate: '2031-04-28', daysDispensed: 90 };
    expect((await refill(body, other.token)).statusCode).toBe(404);
    expect((await refill({ ...body, treatmentId: 999_999 })).statusCode).toBe(404);
  });

  it.each([
    [
      { dispenseDate: '2031-06-02', daysDispensed: 90 },
      'dispenseDate',
      retentionApiMessages.dispenseDateInFuture,
    ],
    [
      { dispenseDate: '2031-01-31', daysDispensed: 90 },
      'dispenseDate',
      retentionApiMessages.dispenseBeforeStart,
    ],
    [
      { dispenseDate: '2031-04-28', daysDispensed: 45 },
      'daysDispensed',
      retentionApiMessages.daysDispensedInvalid,
    ],
    [{ dispenseDate: '2031-04-28' }, 'daysDispensed', retentionApiMessages.daysDispensedRequired],
    [{ daysDispensed: 90 }, 'dispenseDate', retentionApiMessages.dispenseDateRequired],
  ])('refuses %o with 400 on %s', async (fields, field, message) => {
    const res = await refill({ treatmentId, ...fields });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(JSON.stringify(res.body)).toContain(field);
  });

  it('refuses a body without the treatment or with unknown fields', async () => {
    expect((await refill({ dispenseDate: '2031-04-28', daysDispensed: 90 })).statusCode).toBe(400);
    expect(
      (await refill({ treatmentId, dispenseDate: '2031-04-28', daysDispensed: 90, x: 1 })).statusCode,
    ).toBe(400);
  });

  it('records the refill and moves the run-out and refill dates of the treatment read', async () => {
    expect(await supplyRead()).toMatchObject({ runOutDate: '2031-05-02', refillDueDate: '2031-04-25' });
    const res = await refill({ treatmentId, dispenseDate: '2031-04-28', daysDispensed: 90 });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(retentionApiMessages.refillRecorded);
    expect(res.body.data).toEqual({
      refillId: expect.any(Number),
      treatmentId,
      runOutDate: '2031-07-27',
      refillDueDate: '2031-07-20',
    });
    expect(await supplyRead()).toMatchObject({
      daysDispensed: 90,
      runOutDate: '2031-07-27',
      refillDueDate: '2031-07-20',
    });
    const [row] = await t.db.select().from(refills).where(eq(refills.refillId, res.body.data.refillId));
    expect(row).toMatchObject({
      dispenseDate: '2031-04-28',
      daysDispensed: 90,
      createdByDoctorId: doctor.doctorId,
    });
  });

  it('keeps the latest dispense when a refill is back-dated, and takes today as a dispense date', async () => {
    const earlier = await refill({ treatmentId, dispenseDate: '2031-03-01', daysDispensed: 30 });
    expect(earlier.statusCode).toBe(201);
    expect(earlier.body.data).toMatchObject({ runOutDate: '2031-07-27' });
    const today = await refill({ treatmentId, dispenseDate: '2031-06-01', daysDispensed: '180' });
    expect(today.statusCode, JSON.stringify(today.body)).toBe(201);
    expect(today.body.data).toMatchObject({ runOutDate: '2031-11-28', refillDueDate: '2031-11-21' });
    expect(await supplyRead()).toMatchObject({ daysDispensed: 180, runOutDate: '2031-11-28' });
  });
});
