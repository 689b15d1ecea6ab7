import {
  type AvailableSlots,
  appointmentMessages,
  CLINIC_HOURS,
  clinicNow,
  messages,
  toClockSeconds,
  weekdayOf,
} from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { doctorSchedules, users } from '../src/db/schema.js';
import { useAppWithEveryRole, useTestApp } from './helpers/build.js';
import { addDays, doctorWithHours, worksEveryDay } from './helpers/clinical.js';
import { expectFieldError, expectOnlyRoles } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';

/**
 * GET /api/Appointment/GetAvailableSlots: the free slots of a range of days, by the rule of GetAvailableDoctors
 * (checked against it hour by hour), with the hours that have passed left out by the clinic's clock.
 */

type Day = AvailableSlots['days'][number];

const slotsUrl = (query: Record<string, string | number>) =>
  `/api/Appointment/GetAvailableSlots?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

/** The doctor ids of each listed slot, as `date HH:mm:ss`. */
function slotIds(days: Day[]): Map<string, number[]> {
  return new Map(
    days.flatMap((day) =>
      day.slots.map((slot) => [`${day.date} ${slot.time}`, slot.doctors.map((d) => d.doctorId)] as const),
    ),
  );
}

describe('GET /api/Appointment/GetAvailableSlots', () => {
  const { t, users: everyRole } = useAppWithEveryRole();
  let patient: CreatedUser;
  /** Two to eight days ahead, a Wednesday: the range is that week, Wednesday to Tuesday. */
  let wednesday: string;
  let thursday: string;
  let morning: CreatedUser;
  let day: CreatedUser;
  let thursdayOnly: CreatedUser;

  const slots = async (query: Record<string, string | number>, token = patient.token) =>
    t.call({ method: 'GET', url: slotsUrl(query), token });
  const week = async (query: Record<string, string | number> = {}) => {
    const res = await slots({ from: wednesday, days: 7, ...query });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.data.days as Day[];
  };
  const availableIds = async (date: string, time: string): Promise<number[]> => {
    const res = await t.call({
      method: 'GET',
      url: `/api/Appointment/GetAvailableDoctors?appointmentDate=${date}&appointmentTime=${time}`,
      token: patient.token,
    });
    expect(res.statusCode).toBe(200);
    return res.body.data.availableDoctors.map((d: { doctorId: number }) => d.doctorId);
  };

  beforeAll(async () => {
    patient = await t.user('Patient');
    const today = clinicNow(t.app.ctx.config.clinicTz).date;
    wednesday = addDays(today, 2);
    while (weekdayOf(wednesday) !== 'Wednesday') wednesday = addDays(wednesday, 1);
    thursday = addDays(wednesday, 1);
    // Names out of id order, so that the order by name is seen.
    day = await doctorWithHours(
      t,
      [
        ['Wednesday', '08:00', '17:00'],
        ['Thursday', '13:00', '18:00'],
      ],
      { fullName: 'BS. Bảo Cả ngày' },
    );
    morning = await doctorWithHours(t, [['Wednesday', '08:00', '11:00']], { fullName: 'BS. An Sáng' });
    thursdayOnly = await doctorWithHours(t, [['Thursday', '08:00', '17:00']], {
      fullName: 'BS. Chi Thứ Năm',
    });
  });

  it('answers every hour of the range as GetAvailableDoctors does, and no hour it has nobody for', async () => {
    const days = await week();
    const listed = slotIds(days);
    for (const date of days.map((d) => d.date)) {
      for (const hour of CLINIC_HOURS) {
        const time = toClockSeconds(hour);
        // Same doctors, in the same order (name, then id); an hour left out has nobody free.
        expect([date, time, listed.get(`${date} ${time}`) ?? []]).toEqual([
          date,
          time,
          await availableIds(date, time),
        ]);
      }
    }
    const wed = days[0] as Day;
    expect(wed.slots.map((s) => s.time)).toEqual(CLINIC_HOURS.slice(0, 10).map(toClockSeconds));
    expect(wed.slots[0]?.doctors).toEqual([
      { doctorId: morning.doctorId, doctorName: 'BS. An Sáng' },
      { doctorId: day.doctorId, doctorName: 'BS. Bảo Cả ngày' },
    ]);
    // The end hour is bookable (start <= H <= end).
    expect(listed.get(`${thursday} 18:00:00`)).toEqual([day.doctorId]);
  });

  it('lists every day of the range in order, a day nobody works with no slot', async () => {
    const days = await week();
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(wednesday, i)));
    expect(days.slice(2).map((d) => d.slots)).toEqual([[], [], [], [], []]);
    const res = await slots({ from: addDays(wednesday, 2), days: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(appointmentMessages.noSlotsFound);
    expect(res.body.data.days).toHaveLength(5);
    expect(res.body.data.days.every((d: Day) => d.slots.length === 0)).toBe(true);
  });

  it('takes a booked slot away, and gives it back when the booking is cancelled', async () => {
    const at = `${wednesday} 10:00:00`;
    expect(slotIds(await week()).get(at)).toContain(morning.doctorId);
    const booked = await t.call({
      method: 'POST',
      url: '/api/Appointment/Create',
      token: patient.token,
      payload: {
        doctorId: morning.doctorId,
        appointmentDate: wednesday,
        appointmentTime: '10:00',
        appointmentType: 'Appointment',
      },
    });
    expect(booked.statusCode, JSON.stringify(booked.body)).toBe(201);
    expect(slotIds(await week()).get(at)).toEqual([day.doctorId]);
    expect(slotIds(await week({ doctorId: morning.doctorId as number })).has(at)).toBe(false);

    const cancelled = await t.call({
      method: 'PUT',
      url: '/api/Appointment/Update',
      token: patient.token,
      payload: { appointmentId: booked.body.data.appointmentId, status: 'Cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(slotIds(await week()).get(at)).toEqual([morning.doctorId, day.doctorId]);
  });

  it("answers one doctor's slots with doctorId, the same as the whole answer's for that doctor", async () => {
    const all = await week();
    for (const doctor of [morning, day, thursdayOnly]) {
      const id = doctor.doctorId as number;
      const own = await week({ doctorId: id });
      expect(own).toEqual(
        all.map((d) => ({
          date: d.date,
          slots: d.slots
            .map((s) => ({ time: s.time, doctors: s.doctors.filter((x) => x.doctorId === id) }))
            .filter((s) => s.doctors.length > 0),
        })),
      );
    }
    expect((await week({ doctorId: thursdayOnly.doctorId as number }))[1]?.slots.map((s) => s.time)).toEqual(
      CLINIC_HOURS.slice(0, 10).map(toClockSeconds),
    );
  });

  it('leaves out an inactive doctor, and refuses a filter on an unknown or inactive one', async () => {
    const gone = await doctorWithHours(t, [['Wednesday', '08:00', '17:00']], { fullName: 'BS. Dũng Nghỉ' });
    expect(slotIds(await week()).get(`${wednesday} 14:00:00`)).toContain(gone.doctorId);
    await t.db.update(users).set({ isActive: false }).where(eq(users.userId, gone.userId));
    expect(slotIds(await week()).get(`${wednesday} 14:00:00`)).not.toContain(gone.doctorId);
    for (const doctorId of [gone.doctorId as number, 999_999]) {
      expectFieldError(
        await slots({ from: wednesday, days: 7, doctorId }),
        'doctorId',
        appointmentMessages.doctorNotFound,
      );
    }
  });

  it("follows a change of a doctor's schedule at once", async () => {
    const moving = await doctorWithHours(t, [['Wednesday', '08:00', '17:00']], { fullName: 'BS. Đổi lịch' });
    expect(slotIds(await week()).get(`${wednesday} 16:00:00`)).toContain(moving.doctorId);
    await t.db
      .update(doctorSchedules)
      .set({ endTime: '12:00' })
      .where(eq(doctorSchedules.doctorId, moving.doctorId as number));
    const listed = slotIds(await week());
    expect(listed.get(`${wednesday} 16:00:00`)).not.toContain(moving.doctorId);
    expect(listed.get(`${wednesday} 12:00:00`)).toContain(moving.doctorId);
  });

  it.each([
    [{ days: 0 }, 'days', appointmentMessages.slotDays],
    [{ days: 29 }, 'days', appointmentMessages.slotDays],
    [{ days: 'abc' }, 'days', appointmentMessages.slotDays],
    [{ days: '2.5' }, 'days', appointmentMessages.slotDays],
    [{ days: '' }, 'days', appointmentMessages.slotDays],
    [{ from: '2031-13-01' }, 'from', messages.common.invalidDate],
    [{ from: '13/06/2031' }, 'from', messages.common.invalidDate],
    [{ from: '' }, 'from', appointmentMessages.fillAll],
    [{ doctorId: 'abc' }, 'doctorId', messages.common.mustBeInteger],
    [{ doctorId: '0' }, 'doctorId', messages.common.mustBeInteger],
    [{ doctorId: '99999999999' }, 'doctorId', messages.common.mustBeInteger],
  ])('answers 400 for %j with a message on %s', async (query, field, message) => {
    expectFieldError(await slots({ from: wednesday, days: 7, ...query }), field, message);
  });

  it('answers 400 for a range that starts before today in clinic time, or without its parameters', async () => {
    const yesterday = addDays(clinicNow(t.app.ctx.config.clinicTz).date, -1);
    expectFieldError(await slots({ from: yesterday, days: 3 }), 'from', appointmentMessages.pastDate);
    expectFieldError(await slots({ from: '2020-01-01', days: 28 }), 'from', appointmentMessages.pastDate);
    const missing = await t.get('/api/Appointment/GetAvailableSlots', patient.token);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.body.fieldErrors).sort()).toEqual(['days', 'from']);
    const unknown = await slots({ from: wednesday, days: 7, to: wednesday });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.fieldErrors.to).toEqual([messages.common.unknownField('to')]);
  });

  it('never answers 500, whatever the query', async () => {
    for (const query of [
      'from=2031-02-30&days=7',
      'from=9999-12-31&days=28',
      'from=2031-01-01&days=1e400',
      'from=2031-01-01&days=-0',
      'from=2031-01-01&days=7&days=8',
      'from=a&from=b&days=7',
      'from[]=2031-01-01&days=7',
      'from=%00&days=%FF',
      'from=2031-01-01&days=7&doctorId=2147483648',
      'from=2031-01-01&days=7&doctorId=1.5',
    ]) {
      const res = await t.get(`/api/Appointment/GetAvailableSlots?${query}`, patient.token);
      expect([query, res.statusCode < 500]).toEqual([query, true]);
    }
  });

  it('is open to patients and the desk (P, A, M, S): 403 for a doctor, 401 without a token', async () => {
    await expectOnlyRoles(
      t,
      everyRole,
      { method: 'GET', url: slotsUrl({ from: wednesday, days: 2 }) },
      ['Patient', 'Admin', 'Manager', 'Staff'],
      200,
    );
  });
});

describe("GetAvailableSlots and the clinic's clock", () => {
  // 10:30 on 2031-03-12 (a Wednesday) in the clinic (UTC+7); the tests move it.
  const clock = { at: new Date('2031-03-12T03:30:00Z') };
  const t = useTestApp({ clock: () => clock.at });
  let patient: CreatedUser;
  let doctor: CreatedUser;
  const hours = async (from: string, days: number) => {
    const res = await t.call({ method: 'GET', url: slotsUrl({ from, days }), token: patient.token });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return (res.body.data.days as Day[]).map((d) => [d.date, d.slots.map((s) => s.time.slice(0, 2))]);
  };
  const allHours = CLINIC_HOURS.map((h) => h.slice(0, 2));

  beforeAll(async () => {
    patient = await t.user('Patient');
    doctor = await t.user('Doctor');
    await worksEveryDay(t.db, doctor.doctorId as number);
  });

  it("leaves out today's hours that have begun, and only those", async () => {
    expect(await hours('2031-03-12', 2)).toEqual([
      ['2031-03-12', allHours.filter((h) => h > '10')],
      ['2031-03-13', allHours],
    ]);
    clock.at = new Date('2031-03-12T10:05:00Z'); // 17:05
    expect(await hours('2031-03-12', 2)).toEqual([
      ['2031-03-12', ['18']],
      ['2031-03-13', allHours],
    ]);
    clock.at = new Date('2031-03-12T11:00:00Z'); // 18:00: the last hour has begun
    const res = await t.call({
      method: 'GET',
      url: slotsUrl({ from: '2031-03-12', days: 1 }),
      token: patient.token,
    });
    expect(res.body.data.days).toEqual([{ date: '2031-03-12', slots: [] }]);
    expect(res.body.message).toBe(appointmentMessages.noSlotsFound);
  });

  it("refuses yesterday once the clinic's day has turned, and lists the new day whole before opening", async () => {
    clock.at = new Date('2031-03-12T17:30:00Z'); // 00:30 on 2031-03-13
    expectFieldError(
      await t.call({ method: 'GET', url: slotsUrl({ from: '2031-03-12', days: 2 }), token: patient.token }),
      'from',
      appointmentMessages.pastDate,
    );
    expect(await hours('2031-03-13', 1)).toEqual([['2031-03-13', allHours]]);
  });
});
