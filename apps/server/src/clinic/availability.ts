import {
  type AvailableDoctor,
  appointmentMessages,
  bookingSlotError,
  clinicNow,
  scheduleCovers,
  weekdayOf,
} from '@clinic/contract';
import { and, asc, eq, gte, inArray, lte, notExists, sql } from 'drizzle-orm';
import { cachedRead } from '../db/cached-read.js';
import type { Db } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { appointments, doctorSchedules, doctors, users } from '../db/schema.js';
import { fieldError } from '../lib/http-error.js';

type Executor = Pick<Db, 'select'>;

/** The statuses that hold a slot; the two partial unique indexes cover exactly these. */
export const ACTIVE_STATUSES = ['Scheduled', 'Confirmed'] as const;

/** The field a slot message belongs to, so the web app shows it under the right input. */
function slotField(message: string): string {
  return message === appointmentMessages.pastDate ? 'appointmentDate' : 'appointmentTime';
}

/** 400 unless the slot is a whole clinic hour that has not passed yet in clinic time. */
export function assertBookableSlot(date: string, time: string, clinicTz: string): void {
  const message = bookingSlotError(date, time, clinicNow(clinicTz));
  if (message) throw fieldError(slotField(message), message);
}

/**
 * Doctors available at `time` on `date`: active, with a schedule on the date's weekday where
 * start <= H <= end (the end hour included, as scheduleCovers in packages/contract/src/appointments.ts states it),
 * and no Scheduled or Confirmed appointment at that date and time. The NOT EXISTS probe is answered by the
 * partial unique index on (doctor, date, time), so it stays one index lookup per candidate doctor. Patients ask
 * it far more often than a booking or a schedule changes it: the answer is kept until one does (db/cached-read.ts).
 */
export async function listAvailableDoctors(db: Db, date: string, time: string): Promise<AvailableDoctor[]> {
  const query = prepared(db, 'available_doctors', (name) => {
    const busy = db
      .select({ one: sql`1` })
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, doctors.doctorId),
          eq(appointments.appointmentDate, sql.placeholder('date')),
          eq(appointments.appointmentTime, sql.placeholder('time')),
          inArray(appointments.status, [...ACTIVE_STATUSES]),
        ),
      );
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
          eq(doctorSchedules.doctorId, doctors.doctorId),
          eq(doctorSchedules.workDay, sql.placeholder('weekday')),
          lte(doctorSchedules.startTime, sql.placeholder('time')),
          gte(doctorSchedules.endTime, sql.placeholder('time')),
        ),
      )
      .where(and(eq(users.isActive, true), notExists(busy)))
      .orderBy(asc(users.fullName), asc(doctors.doctorId))
      .prepare(name);
  });
  return cachedRead(db, `available:${date}:${time}`, () =>
    query.execute({ date, time, weekday: weekdayOf(date) }),
  );
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
  const rows = await db
    .select({
      isActive: users.isActive,
      workDay: doctorSchedules.workDay,
      startTime: doctorSchedules.startTime,
      endTime: doctorSchedules.endTime,
    })
    .from(doctors)
    .innerJoin(users, eq(users.userId, doctors.userId))
    .leftJoin(
      doctorSchedules,
      and(eq(doctorSchedules.doctorId, doctors.doctorId), eq(doctorSchedules.workDay, weekdayOf(date))),
    )
    .where(eq(doctors.doctorId, doctorId));
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
