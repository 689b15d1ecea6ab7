import {
  appointmentMessages,
  clinicNow,
  messages,
  type Role,
  type Weekday,
  weekdayOf,
} from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, doctorSchedules, users } from '../src/db/schema.js';
import { useTestApp } from './helpers/build.js';
import { addDays, doctorWithHours } from './helpers/clinical.js';
import { insertRow } from './helpers/database.js';
import { expectMessage } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';

const t = useTestApp();
let patient: CreatedUser;
let today: string;
/** A date two to eight days ahead that falls on a Wednesday, and the Thursday after it. */
let wednesday: string;
let thursday: string;
let morning: CreatedUser;
let day: CreatedUser;
let thursdayOnly: CreatedUser;

const doctorWith = (fullName: string, hours: [Weekday, string, string][]) =>
  doctorWithHours(t, hours, { fullName, phoneNumber: '0901112223', bio: `Tiểu sử ${fullName}` });

const available = (query: Record<string, string>, token?: string) =>
  t.call({
    method: 'GET',
    url: `/api/Appointment/GetAvailableDoctors?${new URLSearchParams(query)}`,
    token: token ?? patient.token,
  });
const ids = (res: { body: { data: { availableDoctors: { doctorId: number }[] } } }) =>
  res.body.data.availableDoctors.map((d) => d.doctorId);

beforeAll(async () => {
  patient = await t.user('Patient');
  today = clinicNow(t.app.ctx.config.clinicTz).date;
  wednesday = addDays(today, 2);
  while (weekdayOf(wednesday) !== 'Wednesday') wednesday = addDays(wednesday, 1);
  thursday = addDays(wednesday, 1);
  morning = await doctorWith('BS. Sáng', [['Wednesday', '08:00', '11:00']]);
  day = await doctorWith('BS. Cả ngày', [
    ['Wednesday', '08:00', '17:00'],
    ['Thursday', '13:00', '18:00'],
  ]);
  thursdayOnly = await doctorWith('BS. Thứ Năm', [['Thursday', '08:00', '17:00']]);
});

describe('GET /api/Appointment/GetAvailableDoctors', () => {
  it('lists active doctors whose schedule on that weekday covers the hour, with their public card', async () => {
    const res = await available({ appointmentDate: wednesday, appointmentTime: '09:00:00' });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(true);
    expect(ids(res).sort()).toEqual([morning.doctorId, day.doctorId].sort());
    expect(
      res.body.data.availableDoctors.find((d: { doctorId: number }) => d.doctorId === day.doctorId),
    ).toEqual({
      doctorId: day.doctorId,
      doctorName: 'BS. Cả ngày',
      bio: 'Tiểu sử BS. Cả ngày',
      phoneNumber: '0901112223',
      gender: 'Male',
      doctorImage: null,
    });
  });

  it('includes the start and the end hour (start <= H <= end) and nothing outside', async () => {
    expect(ids(await available({ appointmentDate: wednesday, appointmentTime: '08:00' })).sort()).toEqual(
      [morning.doctorId, day.doctorId].sort(),
    );
    expect(ids(await available({ appointmentDate: wednesday, appointmentTime: '11:00' })).sort()).toEqual(
      [morning.doctorId, day.doctorId].sort(),
    );
    expect(ids(await available({ appointmentDate: wednesday, appointmentTime: '12:00' }))).toEqual([
      day.doctorId,
    ]);
    expect(ids(await available({ appointmentDate: wednesday, appointmentTime: '17:00' }))).toEqual([
      day.doctorId,
    ]);
    expect(ids(await available({ appointmentDate: wednesday, appointmentTime: '18:00' }))).toEqual([]);
    expect(ids(await available({ appointmentDate: thursday, appointmentTime: '10:00' }))).toEqual([
      thursdayOnly.doctorId,
    ]);
    expect(ids(await available({ appointmentDate: thursday, appointmentTime: '18:00' }))).toEqual([
      day.doctorId,
    ]);
  });

  it('leaves out a doctor with a Scheduled or Confirmed appointment at that slot, not a Cancelled or Completed one', async () => {
    const slot = { appointmentDate: wednesday, appointmentTime: '10:00:00' };
    const row = await insertRow(t.db, appointments, {
      patientId: patient.patientId as number,
      doctorId: morning.doctorId as number,
      ...slot,
      appointmentType: 'Appointment',
    });
    const id = row?.appointmentId as number;
    for (const [status, listed] of [
      ['Scheduled', false],
      ['Confirmed', false],
      ['Cancelled', true],
      ['Completed', true],
    ] as const) {
      await t.db.update(appointments).set({ status }).where(eq(appointments.appointmentId, id));
      expect(ids(await available(slot)).includes(morning.doctorId as number), status).toBe(listed);
    }
  });

  it('leaves out an inactive doctor', async () => {
    const gone = await doctorWith('BS. Nghỉ', [['Wednesday', '08:00', '17:00']]);
    const slot = { appointmentDate: wednesday, appointmentTime: '14:00' };
    expect(ids(await available(slot))).toContain(gone.doctorId);
    await t.db.update(users).set({ isActive: false }).where(eq(users.userId, gone.userId));
    expect(ids(await available(slot))).not.toContain(gone.doctorId);
  });

  it("follows a change of a doctor's schedule at once", async () => {
    const moving = await doctorWith('BS. Đổi lịch', [['Wednesday', '08:00', '17:00']]);
    const slot = { appointmentDate: wednesday, appointmentTime: '16:00:00' };
    expect(ids(await available(slot))).toContain(moving.doctorId);
    await t.db
      .update(doctorSchedules)
      .set({ endTime: '12:00' })
      .where(eq(doctorSchedules.doctorId, moving.doctorId as number));
    expect(ids(await available(slot))).not.toContain(moving.doctorId);
  });

  it('answers an empty list with the message of the original app when nobody works then', async () => {
    let sunday = addDays(today, 2);
    while (weekdayOf(sunday) !== 'Sunday') sunday = addDays(sunday, 1);
    const res = await available({ appointmentDate: sunday, appointmentTime: '09:00' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({ availableDoctors: [] });
    expect(res.body.message).toBe(appointmentMessages.noDoctorsFound);
  });

  it.each([
    ['07:00', 'appointmentTime', appointmentMessages.hourRange],
    ['09:30', 'appointmentTime', appointmentMessages.hourRange],
    ['19:00:00', 'appointmentTime', appointmentMessages.hourRange],
    ['nine', 'appointmentTime', appointmentMessages.invalidTime],
  ])('answers 400 for the hour %s', async (time, field, message) => {
    const res = await available({ appointmentDate: wednesday, appointmentTime: time });
    expect(res.statusCode).toBe(400);
    expect(res.body.fieldErrors[field]).toContain(message);
  });

  it('answers 400 for a past date, a missing parameter, a bad date and an unknown parameter', async () => {
    const past = await available({ appointmentDate: addDays(today, -1), appointmentTime: '10:00' });
    expectMessage(past, 400, appointmentMessages.pastDate);
    expect(past.body.fieldErrors).toEqual({ appointmentDate: [appointmentMessages.pastDate] });
    expect((await available({ appointmentDate: wednesday })).statusCode).toBe(400);
    expect((await available({ appointmentDate: '2031-13-01', appointmentTime: '10:00' })).statusCode).toBe(
      400,
    );
    const unknown = await available({ appointmentDate: wednesday, appointmentTime: '10:00', doctorId: '1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.fieldErrors.doctorId).toEqual([messages.common.unknownField('doctorId')]);
  });

  it('is open to P, A, M, S; 403 for a doctor; 401 without a token', async () => {
    const query = { appointmentDate: wednesday, appointmentTime: '09:00' };
    for (const role of ['Admin', 'Manager', 'Staff'] as Role[]) {
      expect((await available(query, (await t.user(role)).token)).statusCode, role).toBe(200);
    }
    expect((await available(query, (await t.user('Doctor')).token)).statusCode).toBe(403);
    const anonymous = await t.get(`/api/Appointment/GetAvailableDoctors?${new URLSearchParams(query)}`);
    expect(anonymous.statusCode).toBe(401);
  });
});
