import {
  type DoctorSchedule,
  type DoctorWorkingHours,
  doctorScheduleEndpoints,
  scheduleMessages,
  sortByWeekday,
  type Weekday,
} from '@clinic/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { keptRead } from '../db/cached-read.js';
import type { Db } from '../db/client.js';
import { refuseDuplicate } from '../db/errors.js';
import { doctorSchedules, doctors, users } from '../db/schema.js';
import { conflict, fieldError, notFound } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';

/**
 * The schedules a caller may reach: Admin, Manager and Staff all of them, a doctor only their
 * own; another doctor's schedule answers 404, as if it did not exist.
 */
function reachable(user: AuthUser): SQL | undefined {
  return user.role === 'Doctor' ? eq(doctorSchedules.doctorId, user.doctorId ?? -1) : undefined;
}

const notFoundError = () => notFound(scheduleMessages.notFound);

/** A schedule's hours: one day of a doctor's week, as the schedules and the working hours both give it. */
const scheduleHours = {
  workDay: doctorSchedules.workDay,
  startTime: doctorSchedules.startTime,
  endTime: doctorSchedules.endTime,
};

function selectSchedules(db: Pick<Db, 'select'>) {
  return db
    .select({
      scheduleId: doctorSchedules.scheduleId,
      doctorId: doctorSchedules.doctorId,
      ...scheduleHours,
      fullName: users.fullName,
    })
    .from(doctorSchedules)
    .innerJoin(doctors, eq(doctors.doctorId, doctorSchedules.doctorId))
    .innerJoin(users, eq(users.userId, doctors.userId));
}

/**
 * Monday..Sunday, then by doctor. The weekday enum is declared in that order, so PostgreSQL sorts it
 * the same way as the contract's sortByWeekday. A doctor naming another doctor is answered 404 before this runs
 * (the endpoint's pathOwner).
 */
export async function listSchedules(db: Db, user: AuthUser, doctorId?: number): Promise<DoctorSchedule[]> {
  return selectSchedules(db)
    .where(and(reachable(user), doctorId === undefined ? undefined : eq(doctorSchedules.doctorId, doctorId)))
    .orderBy(asc(doctorSchedules.workDay), asc(users.fullName), asc(doctorSchedules.doctorId));
}

/**
 * GET /DoctorSchedule/GetWorkingHours: the weekly hours of every active doctor (or of one), by name then id, each
 * doctor's days Monday..Sunday; a doctor without a schedule is listed with none. Asked by every booking screen and
 * changed by a schedule or a doctor's name or state: kept until one changes (db/cached-read.ts). A doctorId of no
 * active doctor is a 400, as booking with it would be.
 */
export async function listWorkingHours(db: Db, doctorId?: number): Promise<DoctorWorkingHours[]> {
  return keptRead(db, doctorScheduleEndpoints.getWorkingHours, { doctorId }, async () => {
    const rows = await db
      .select({
        doctorId: doctors.doctorId,
        doctorName: users.fullName,
        ...scheduleHours,
      })
      .from(doctors)
      .innerJoin(users, eq(users.userId, doctors.userId))
      .leftJoin(doctorSchedules, eq(doctorSchedules.doctorId, doctors.doctorId))
      .where(
        and(eq(users.isActive, true), doctorId === undefined ? undefined : eq(doctors.doctorId, doctorId)),
      )
      .orderBy(asc(users.fullName), asc(doctors.doctorId));
    // The left join gives every active doctor a row: none means no such active doctor.
    if (doctorId !== undefined && rows.length === 0) {
      throw fieldError('doctorId', scheduleMessages.doctorNotFound);
    }
    const byDoctor = new Map<number, DoctorWorkingHours>();
    for (const { workDay, startTime, endTime, ...doctor } of rows) {
      let entry = byDoctor.get(doctor.doctorId);
      if (!entry) {
        entry = { ...doctor, schedules: [] };
        byDoctor.set(doctor.doctorId, entry);
      }
      if (workDay !== null && startTime !== null && endTime !== null)
        entry.schedules.push({ workDay, startTime, endTime });
    }
    // A Map keeps insertion order: the rows' order by name, then id.
    return [...byDoctor.values()].map((d) => ({ ...d, schedules: sortByWeekday(d.schedules) }));
  });
}

export async function getSchedule(
  db: Pick<Db, 'select'>,
  user: AuthUser,
  id: number,
): Promise<DoctorSchedule> {
  const [row] = await selectSchedules(db).where(and(eq(doctorSchedules.scheduleId, id), reachable(user)));
  if (!row) throw notFoundError();
  return row;
}

/** One schedule per doctor per weekday: the unique index decides, its violation is the 409 with the weekday message. */
export async function createSchedule(
  db: Db,
  user: AuthUser,
  input: { doctorId: number; workDay: Weekday; startTime: string; endTime: string },
): Promise<DoctorSchedule> {
  if (user.role === 'Doctor' && input.doctorId !== user.doctorId) {
    throw notFound(scheduleMessages.doctorNotFound);
  }
  const [doctor] = await db
    .select({ doctorId: doctors.doctorId })
    .from(doctors)
    .where(eq(doctors.doctorId, input.doctorId));
  if (!doctor) throw notFound(scheduleMessages.doctorNotFound);
  const [created] = await refuseDuplicate(
    db.insert(doctorSchedules).values(input).returning({ scheduleId: doctorSchedules.scheduleId }),
    // The web app reads an errors map keyed WorkDay.
    conflict(scheduleMessages.dayTaken, { WorkDay: [scheduleMessages.dayTaken] }),
  );
  if (!created) throw new Error('schedule insert returned nothing');
  return getSchedule(db, user, created.scheduleId);
}

/** Only the hours change; the weekday and the doctor of a schedule are fixed. */
export async function updateSchedule(
  db: Db,
  user: AuthUser,
  input: { scheduleId: number; startTime: string; endTime: string },
): Promise<DoctorSchedule> {
  const updated = await db
    .update(doctorSchedules)
    .set({ startTime: input.startTime, endTime: input.endTime })
    .where(and(eq(doctorSchedules.scheduleId, input.scheduleId), reachable(user)))
    .returning({ scheduleId: doctorSchedules.scheduleId });
  if (updated.length === 0) throw notFoundError();
  return getSchedule(db, user, input.scheduleId);
}

/**
 * Removes a working day. Appointments already booked on that weekday stay as they are: the doctor still holds
 * them and confirms or cancels them; only new bookings stop being offered.
 */
export async function deleteSchedule(db: Db, user: AuthUser, id: number): Promise<void> {
  const deleted = await db
    .delete(doctorSchedules)
    .where(and(eq(doctorSchedules.scheduleId, id), reachable(user)))
    .returning({ scheduleId: doctorSchedules.scheduleId });
  if (deleted.length === 0) throw notFoundError();
}
