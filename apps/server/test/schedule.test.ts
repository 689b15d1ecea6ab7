import { messages, type Role, scheduleMessages, WEEKDAYS } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { doctorSchedules } from '../src/db/schema.js';
import { useTestApp } from './helpers/build.js';
import { rowsWhere } from './helpers/database.js';
import { expectMessage } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';

const t = useTestApp();
let staff: CreatedUser;
let doctor: CreatedUser;
let otherDoctor: CreatedUser;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.call({ method, url: `/api/DoctorSchedule${url}`, token, ...(payload && { payload }) });
const createFor = (
  d: CreatedUser,
  workDay: string,
  token: string,
  startTime = '08:00:00',
  endTime = '17:00:00',
) => call('POST', '/Create', token, { doctorId: d.doctorId, workDay, startTime, endTime });

beforeAll(async () => {
  staff = await t.user('Staff');
  doctor = await t.user('Doctor', { fullName: 'BS. Trần Văn Bảo' });
  otherDoctor = await t.user('Doctor', { fullName: 'BS. Đỗ Thị An' });
});

describe('POST /api/DoctorSchedule/Create', () => {
  it.each(['Admin', 'Manager', 'Staff'] as Role[])(
    'lets %s create a schedule for any doctor',
    async (role) => {
      const u = await t.user(role);
      const d = await t.user('Doctor', { fullName: `BS. ${role}` });
      const res = await createFor(d, 'Tuesday', u.token, '08:00', '12:00');
      expect(res.statusCode).toBe(201);
      expect(res.body).toMatchObject({ status: true, message: scheduleMessages.created });
      expect(res.body.data).toEqual({
        scheduleId: expect.any(Number),
        doctorId: d.doctorId,
        workDay: 'Tuesday',
        startTime: '08:00:00',
        endTime: '12:00:00',
        fullName: `BS. ${role}`,
      });
    },
  );

  it('lets a doctor create their own, and answers 404 for another doctor', async () => {
    expect((await createFor(doctor, 'Monday', doctor.token)).statusCode).toBe(201);
    const res = await createFor(otherDoctor, 'Monday', doctor.token);
    expect(res.statusCode).toBe(404);
    expect(
      await rowsWhere(t.db, doctorSchedules, doctorSchedules.doctorId, otherDoctor.doctorId as number),
    ).toEqual([]);
  });

  it('answers 409 with the message of the original app and a WorkDay field error for a second schedule on one weekday', async () => {
    expect((await createFor(otherDoctor, 'Friday', staff.token)).statusCode).toBe(201);
    const res = await createFor(otherDoctor, 'Friday', staff.token, '13:00', '18:00');
    expectMessage(res, 409, 'Bác sĩ đã có lịch làm việc vào ngày này');
    expect(res.body.fieldErrors).toEqual({ WorkDay: ['Bác sĩ đã có lịch làm việc vào ngày này'] });
    // Another doctor may still work that weekday.
    expect((await createFor(doctor, 'Friday', staff.token)).statusCode).toBe(201);
  });

  it.each([
    ['start = end', { startTime: '10:00', endTime: '10:00' }, 'endTime', scheduleMessages.endAfterStart],
    ['start > end', { startTime: '15:00', endTime: '09:00' }, 'endTime', scheduleMessages.endAfterStart],
    ['07:00', { startTime: '07:00' }, 'startTime', scheduleMessages.hourRange],
    ['19:00', { endTime: '19:00:00' }, 'endTime', scheduleMessages.hourRange],
    ['08:30', { startTime: '08:30:00' }, 'startTime', scheduleMessages.hourRange],
    ['no start', { startTime: undefined }, 'startTime', scheduleMessages.chooseBoth],
    ['an unknown weekday', { workDay: 'Someday' }, 'workDay', scheduleMessages.workDay],
    ['a text doctorId', { doctorId: 'abc' }, 'doctorId', messages.common.mustBeInteger],
    ['an unknown field', { scheduleId: 3 }, 'scheduleId', messages.common.unknownField('scheduleId')],
  ])('answers 400 for %s', async (_, change, field, message) => {
    const res = await call('POST', '/Create', staff.token, {
      doctorId: doctor.doctorId,
      workDay: 'Sunday',
      startTime: '08:00',
      endTime: '17:00',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.fieldErrors[field]).toContain(message);
  });

  it('answers 404 for an unknown doctor, 403 for a patient, 401 without a token', async () => {
    const res = await call('POST', '/Create', staff.token, {
      doctorId: 999_999,
      workDay: 'Monday',
      startTime: '08:00',
      endTime: '09:00',
    });
    expectMessage(res, 404, scheduleMessages.doctorNotFound);
    const patient = await t.user('Patient');
    expect((await createFor(doctor, 'Saturday', patient.token)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/Create', undefined, {
          doctorId: doctor.doctorId,
          workDay: 'Saturday',
          startTime: '08:00',
          endTime: '09:00',
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('reading schedules', () => {
  let sorted: CreatedUser;
  beforeAll(async () => {
    sorted = await t.user('Doctor', { fullName: 'BS. Thứ tự' });
    for (const day of ['Sunday', 'Wednesday', 'Monday', 'Saturday']) {
      expect((await createFor(sorted, day, staff.token)).statusCode).toBe(201);
    }
  });

  it('GetByDoctorId answers Monday..Sunday for A M S and the doctor themself', async () => {
    for (const token of [
      staff.token,
      (await t.user('Admin')).token,
      (await t.user('Manager')).token,
      sorted.token,
    ]) {
      const res = await call('GET', `/GetByDoctorId/${sorted.doctorId}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.body.data.map((s: { workDay: string }) => s.workDay)).toEqual([
        'Monday',
        'Wednesday',
        'Saturday',
        'Sunday',
      ]);
      expect(res.body.data[0]).toMatchObject({
        startTime: '08:00:00',
        endTime: '17:00:00',
        fullName: 'BS. Thứ tự',
      });
    }
  });

  it("GetByDoctorId answers 404 to a doctor asking for another doctor's schedule, 403 to a patient", async () => {
    expect((await call('GET', `/GetByDoctorId/${sorted.doctorId}`, doctor.token)).statusCode).toBe(404);
    expect(
      (await call('GET', `/GetByDoctorId/${sorted.doctorId}`, (await t.user('Patient')).token)).statusCode,
    ).toBe(403);
  });

  it('GetAll answers every schedule sorted Monday..Sunday then by doctor, only to A M S', async () => {
    const res = await call('GET', '/GetAll', staff.token);
    expect(res.statusCode).toBe(200);
    const rows = res.body.data as { workDay: string; fullName: string }[];
    expect(rows.length).toBeGreaterThan(5);
    const order = rows.map(
      (r) => [WEEKDAYS.indexOf(r.workDay as (typeof WEEKDAYS)[number]), r.fullName] as const,
    );
    const expected = [...order].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1], 'en'));
    expect(order.map((o) => o[0])).toEqual(expected.map((o) => o[0]));
    for (const role of ['Doctor', 'Patient'] as Role[]) {
      expect((await call('GET', '/GetAll', (await t.user(role)).token)).statusCode, role).toBe(403);
    }
    expect((await call('GET', '/GetAll')).statusCode).toBe(401);
  });

  it("GetById answers the schedule with the doctor's name; another doctor gets 404", async () => {
    const [row] = await rowsWhere(t.db, doctorSchedules, doctorSchedules.doctorId, sorted.doctorId as number);
    const id = row?.scheduleId as number;
    const res = await call('GET', `/GetById/${id}`, sorted.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      scheduleId: id,
      doctorId: sorted.doctorId,
      fullName: 'BS. Thứ tự',
    });
    expect((await call('GET', `/GetByID/${id}`, staff.token)).statusCode).toBe(200);
    expect((await call('GET', `/GetById/${id}`, doctor.token)).statusCode).toBe(404);
    expect((await call('GET', '/GetById/999999', staff.token)).statusCode).toBe(404);
    expect((await call('GET', '/GetById/abc', staff.token)).statusCode).toBe(400);
  });
});

describe('PUT /api/DoctorSchedule/Update and DELETE /api/DoctorSchedule/Delete/:id', () => {
  let own: number;
  beforeAll(async () => {
    own = (await createFor(doctor, 'Thursday', doctor.token)).body.data.scheduleId;
  });
  const setHours = (token: string, startTime: string, endTime: string) =>
    call('PUT', '/Update', token, { scheduleId: own, startTime, endTime });

  it('lets the doctor change the hours of their own schedule, keeping the weekday', async () => {
    const res = await setHours(doctor.token, '09:00', '18:00:00');
    expectMessage(res, 200, scheduleMessages.updated);
    expect(res.body.data).toMatchObject({
      scheduleId: own,
      workDay: 'Thursday',
      startTime: '09:00:00',
      endTime: '18:00:00',
    });
  });

  it("answers 404 to a doctor editing or deleting another doctor's schedule, and leaves it as it was", async () => {
    const res = await setHours(otherDoctor.token, '10:00', '11:00');
    expect(res.statusCode).toBe(404);
    expect((await call('DELETE', `/Delete/${own}`, otherDoctor.token)).statusCode).toBe(404);
    const [row] = await t.db.select().from(doctorSchedules).where(eq(doctorSchedules.scheduleId, own));
    expect(row).toMatchObject({ startTime: '09:00:00', endTime: '18:00:00' });
  });

  it('answers 400 for start >= end, whole-hour violations and other fields; 403 for a patient', async () => {
    for (const body of [
      { scheduleId: own, startTime: '12:00', endTime: '12:00' },
      { scheduleId: own, startTime: '13:00', endTime: '12:00' },
      { scheduleId: own, startTime: '08:15', endTime: '12:00' },
      { scheduleId: own, startTime: '08:00' },
      { scheduleId: own, startTime: '08:00', endTime: '12:00', room: 'A' },
    ]) {
      expect((await call('PUT', '/Update', staff.token, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const patient = await t.user('Patient');
    expect(
      (await call('PUT', '/Update', patient.token, { scheduleId: own, startTime: '08:00', endTime: '12:00' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', '/Update', staff.token, {
          scheduleId: 999_999,
          startTime: '08:00',
          endTime: '12:00',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('ignores a weekday and a doctor sent back with the hours: neither ever changes', async () => {
    const res = await call('PUT', '/Update', staff.token, {
      scheduleId: own,
      startTime: '10:00',
      endTime: '12:00',
      workDay: 'Monday',
      doctorId: otherDoctor.doctorId,
      fullName: 'BS. Khác',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(doctorSchedules).where(eq(doctorSchedules.scheduleId, own));
    expect(row).toMatchObject({
      workDay: 'Thursday',
      doctorId: doctor.doctorId,
      startTime: '10:00:00',
      endTime: '12:00:00',
    });
  });

  it('lets staff edit any schedule and the doctor delete their own; then it is gone', async () => {
    expect(
      (await call('PUT', '/Update', staff.token, { scheduleId: own, startTime: '08:00', endTime: '12:00' }))
        .statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/Delete/${own}`, (await t.user('Patient')).token)).statusCode).toBe(403);
    expect((await call('DELETE', `/Delete/${own}`)).statusCode).toBe(401);
    const res = await call('DELETE', `/Delete/${own}`, doctor.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: scheduleMessages.deleted, data: null });
    expect((await call('GET', `/GetById/${own}`, staff.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/Delete/${own}`, staff.token)).statusCode).toBe(404);
    // The weekday is free again.
    expect((await createFor(doctor, 'Thursday', doctor.token)).statusCode).toBe(201);
  });

  it('lets A and M delete any schedule', async () => {
    for (const role of ['Admin', 'Manager'] as Role[]) {
      const d = await t.user('Doctor');
      const id = (await createFor(d, 'Monday', staff.token)).body.data.scheduleId;
      expect((await call('DELETE', `/Delete/${id}`, (await t.user(role)).token)).statusCode, role).toBe(200);
    }
  });
});
