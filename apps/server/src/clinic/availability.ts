import {
  type AvailableDoctor,
  type AvailableSlots,
  appointmentEndpoints,
  appointmentMessages,
  bookingSlotError,
  CLINIC_HOURS,
  type ClinicNow,
  FIRST_HOUR,
  LAST_HOUR,
  scheduleCovers,
  slotRangeDates,
  toClockSeconds,
  WEEKDAYS,
  weekdayOf,
  withoutPastSlots,
} from '@clinic/contract';
import { and, asc, eq, gte, lte, notExists, type SQLWrapper, sql } from 'drizzle-orm';
import { appointmentPart } from '../db/appointment-parts.js';
import { keptRead } from '../db/cached-read.js';
import type { Db } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { appointments, doctorSchedules, doctors, users } from '../db/schema.js';
import { fieldError } from '../lib/http-error.js';
import { keptDerivation } from '../lib/kept.js';

type Executor = Pick<Db, 'select'>;

/** The statuses that hold a slot; the two partial unique indexes cover exactly these. */
export const ACTIVE_STATUSES = ['Scheduled', 'Confirmed'] as const;

/**
 * The active statuses written into the statement rather than bound: the plan a prepared statement keeps after its
 * first runs is made without the values, and only with the literal can PostgreSQL see that the probe matches the
 * partial unique index's predicate (for two weeks of 200 doctors, a merge anti join on it: 24-31 ms, against 44 ms
 * through the doctor's date index).
 */
export const ACTIVE_STATUS_LIST = sql.raw(ACTIVE_STATUSES.map((s) => `'${s}'`).join(', '));

/** An appointment in an active status holds the doctor of the outer query at that date and time. */
function heldAt(db: Db, date: SQLWrapper, time: SQLWrapper) {
  return db
    .select({ one: sql`1` })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctors.doctorId),
        eq(appointments.appointmentDate, date),
        eq(appointments.appointmentTime, time),
        sql`${appointments.status} in (${ACTIVE_STATUS_LIST})`,
      ),
    );
}

/** The field a slot message belongs to, so the web app shows it under the right input. */
function slotField(message: string): string {
  return message === appointmentMessages.pastDate ? 'appointmentDate' : 'appointmentTime';
}

/** 400 unless the slot is a whole clinic hour that has not passed yet at `now` (the app's clock, clinic time). */
export function assertBookableSlot(date: string, time: string, now: ClinicNow): void {
  const message = bookingSlotError(date, time, now);
  if (message) throw fieldError(slotField(message), message);
}

/** A doctor's schedule on the weekday of the placeholder `weekday`, for a prepared query on `doctors`. */
const onWeekday = and(
  eq(doctorSchedules.doctorId, doctors.doctorId),
  eq(doctorSchedules.workDay, sql.placeholder('weekday')),
);

/**
 * Doctors available at `time` on `date`: active, with a schedule on the date's weekday where
 * start <= H <= end (the end hour included, as scheduleCovers in packages/contract/src/appointments.ts states it),
 * and no Scheduled or Confirmed appointment at that date and time. The NOT EXISTS probe is answered by the
 * partial unique index on (doctor, date, time), so it stays one index lookup per candidate doctor. Patients ask
 * it far more often than a booking or a schedule changes it: the answer is kept until one does (db/cached-read.ts).
 */
export async function listAvailableDoctors(db: Db, date: string, time: string): Promise<AvailableDoctor[]> {
  const query = prepared(db, 'available_doctors', (name) => {
    const busy = heldAt(db, sql.placeholder('date'), sql.placeholder('time'));
    return db
      .select({
        doctorId: doctors.doctorId,
        doctorName: users.fullName,
        bio: doctors.bio,
        phoneNumber: users.phoneNumber,
        gender: users.gender,
        doctorImage: doctors.doctorImage,
      })
      .from(doctors)
      .innerJoin(users, eq(users.userId, doctors.userId))
      .innerJoin(
        doctorSchedules,
        and(
          onWeekday,
          lte(doctorSchedules.startTime, sql.placeholder('time')),
          gte(doctorSchedules.endTime, sql.placeholder('time')),
        ),
      )
      .where(and(eq(users.isActive, true), notExists(busy)))
      .orderBy(asc(users.fullName), asc(doctors.doctorId))
      .prepare(name);
  });
  return keptRead(
    db,
    appointmentEndpoints.getAvailableDoctors,
    { date, time },
    () => query.execute({ date, time, weekday: weekdayOf(date) }),
    { appointments: [appointmentPart.day(date)] },
  );
}

/** The weekday enum value of a date in SQL: ISO day 1 is Monday, as WEEKDAYS (and weekdayOf) count. */
const WEEKDAY_OF_ISODOW = sql.raw(`array[${WEEKDAYS.map((d) => `'${d}'`).join(', ')}]::weekday[]`);

/**
 * The free slots of `days` days from `from` (of one doctor when `doctorId` is given), by the rule of
 * listAvailableDoctors, in one statement per day: every clinic hour (generate_series) of the day joined to the
 * schedules of that weekday that cover the hour, the active doctors, and NOT EXISTS an appointment in an active
 * status at that doctor, date and time (the partial unique index answers the probe). The day is the statement's
 * only date, so that PostgreSQL soon keeps one plan for every day: planned again for each day, as a statement over
 * a range of days was, it took some 7 ms a day at 1,000,000 appointments, against 1.5 ms now. One row per hour,
 * its free doctors in name and id order as JSON: some 660 rows a day read one by one were a good part of what the
 * app spent on a day's slots. Every day of the range is listed, a day without a free slot with `slots: []`. Kept
 * like the free doctors of a slot, per day and per range, each computed once at a time however many bookings come
 * meanwhile (lib/one-at-a-time.ts); the hours that have passed are dropped after (availableSlotsAt), since they
 * depend on the clock and not on the data.
 */
export async function listAvailableSlots(
  db: Db,
  from: string,
  days: number,
  doctorId: number | undefined,
): Promise<AvailableSlots> {
  const variant = doctorId === undefined ? 'all' : 'doctor';
  const query = prepared(db, `available_slots_day_${variant}`, (name) => {
    const day = sql`${sql.placeholder('date')}::date`;
    const time = sql`make_time(h.hour, 0, 0)`;
    const busy = heldAt(db, day, time);
    return db
      .select({
        hour: sql<number>`h.hour`,
        doctors: sql<AvailableSlots['days'][number]['slots'][number]['doctors']>`json_agg(json_build_object(
          'doctorId', ${doctors.doctorId}, 'doctorName', ${users.fullName})
          order by ${users.fullName}, ${doctors.doctorId})`,
      })
      .from(sql`generate_series(${sql.raw(String(FIRST_HOUR))}, ${sql.raw(String(LAST_HOUR))}) as h(hour)`)
      .innerJoin(
        doctorSchedules,
        and(
          sql`${doctorSchedules.workDay} = (${WEEKDAY_OF_ISODOW})[extract(isodow from ${day})::int]`,
          sql`${doctorSchedules.startTime} <= ${time}`,
          sql`${doctorSchedules.endTime} >= ${time}`,
        ),
      )
      .innerJoin(doctors, eq(doctors.doctorId, doctorSchedules.doctorId))
      .innerJoin(users, eq(users.userId, doctors.userId))
      .where(
        and(
          sql`${users.isActive}`,
          doctorId === undefined ? undefined : eq(doctors.doctorId, sql.placeholder('doctorId')),
          notExists(busy),
        ),
      )
      .groupBy(sql`h.hour`)
      .orderBy(sql`h.hour`)
      .prepare(name);
  });
  // Each day is kept apart, under its own part of the appointments: a booking computes its day again, and the
  // ranges that hold it are put together again from the days that are kept.
  const daySlots = (date: string) =>
    keptRead(
      db,
      appointmentEndpoints.getAvailableSlots,
      { day: date, doctorId },
      async () => {
        const slots = (await query.execute({ date, doctorId })).map((row) => ({
          time: toClockSeconds(CLINIC_HOURS[row.hour - FIRST_HOUR] as string),
          doctors: row.doctors,
        }));
        return { date, slots };
      },
      { appointments: [appointmentPart.day(date)] },
    );
  const dates = slotRangeDates(from, days);
  return keptRead(
    db,
    appointmentEndpoints.getAvailableSlots,
    { from, days, doctorId },
    async () => {
      const answer: AvailableSlots = { days: await Promise.all(dates.map(daySlots)) };
      if (doctorId !== undefined && answer.days.every((d) => d.slots.length === 0)) {
        await assertActiveDoctor(db, doctorId);
      }
      return answer;
    },
    { appointments: dates.map(appointmentPart.day) },
  );
}

/**
 * GET /Appointment/GetAvailableSlots: 400 for a range that starts before today, otherwise the free slots of the
 * range that can still be booked now. The passed hours go through bookingSlotError (withoutPastSlots), applied to the
 * kept answer once per clinic hour.
 */
export async function availableSlotsAt(
  db: Db,
  query: { from: string; days: number; doctorId?: number | undefined },
  now: ClinicNow,
): Promise<AvailableSlots> {
  if (query.from < now.date) throw fieldError('from', appointmentMessages.pastDate);
  const kept = await listAvailableSlots(db, query.from, query.days, query.doctorId);
  return keptDerivation(kept, `${now.date}T${now.hour}`, (answer) => withoutPastSlots(answer, now));
}

/** 400 unless the doctor exists and is active: a filter on anyone else is a mistake, not an empty calendar. */
export async function assertActiveDoctor(db: Executor, doctorId: number): Promise<void> {
  const [row] = await db
    .select({ isActive: users.isActive })
    .from(doctors)
    .innerJoin(users, eq(users.userId, doctors.userId))
    .where(eq(doctors.doctorId, doctorId));
  if (!row?.isActive) throw fieldError('doctorId', appointmentMessages.doctorNotFound);
}

/**
 * 400 unless the doctor exists, is active and works at that hour. Whether the slot is still free is left to the
 * unique index at insert time: checking it here would only add a race.
 */
export async function assertDoctorWorks(
  db: Executor,
  doctorId: number,
  date: string,
  time: string,
): Promise<void> {
  // Prepared: checked with every booking, in its transaction, it took longer to plan than to run.
  const schedule = prepared(db, 'doctor_works', (name) =>
    db
      .select({
        isActive: users.isActive,
        workDay: doctorSchedules.workDay,
        startTime: doctorSchedules.startTime,
        endTime: doctorSchedules.endTime,
      })
      .from(doctors)
      .innerJoin(users, eq(users.userId, doctors.userId))
      .leftJoin(doctorSchedules, onWeekday)
      .where(eq(doctors.doctorId, sql.placeholder('doctorId')))
      .prepare(name),
  );
  const rows = await schedule.execute({ doctorId, weekday: weekdayOf(date) });
  const [row] = rows;
  if (!row?.isActive) {
    throw fieldError('doctorId', appointmentMessages.doctorNotFound);
  }
  const works = rows.some(
    (r) =>
      r.workDay !== null &&
      r.startTime !== null &&
      r.endTime !== null &&
      scheduleCovers({ workDay: r.workDay, startTime: r.startTime, endTime: r.endTime }, date, time),
  );
  if (!works) {
    throw fieldError('appointmentTime', appointmentMessages.doctorNotWorking);
  }
}
