import { type Appointment, appointmentMessages } from '@clinic/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { appointmentResponses, appointments, testResults, testTypes, treatments } from '../db/schema.js';
import { notFound } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';
import { appointmentOwner, doctorUser, hidesPatient, patientUser, withPeople } from './access.js';

const columns = {
  appointmentId: appointments.appointmentId,
  patientId: appointments.patientId,
  doctorId: appointments.doctorId,
  doctorName: doctorUser.fullName,
  patientName: patientUser.fullName,
  appointmentDate: appointments.appointmentDate,
  appointmentTime: appointments.appointmentTime,
  appointmentType: appointments.appointmentType,
  testTypeId: appointments.testTypeId,
  testTypeName: testTypes.testTypeName,
  isAnonymous: appointments.isAnonymous,
  status: appointments.status,
  testResultId: testResults.testResultId,
  treatmentId: treatments.treatmentId,
  patientResponse: appointmentResponses.response,
};

/** The appointment with its names and what hangs from it (one result per appointment, one treatment per result). */
export function selectAppointments(db: Pick<Db, 'select'>, total?: SQL) {
  // `total`: the count of the whole list carried by each row of a page (null when not asked for).
  const fields = { ...columns, total: total ? sql<number>`(${total})`.mapWith(Number) : sql<null>`null` };
  return withPeople(db.select(fields).from(appointments).$dynamic())
    .leftJoin(testTypes, eq(testTypes.testTypeId, appointments.testTypeId))
    .leftJoin(testResults, eq(testResults.appointmentId, appointments.appointmentId))
    .leftJoin(treatments, eq(treatments.testResultId, testResults.testResultId))
    .leftJoin(appointmentResponses, eq(appointmentResponses.appointmentId, appointments.appointmentId));
}
export type Row = Awaited<ReturnType<typeof selectAppointments>>[number];

/**
 * Who reads the answer decides what it carries: a doctor never sees who is behind an anonymous appointment, so
 * its patient id and name are replaced before the row leaves the data layer.
 */
export function toAppointment(row: Row, viewer: AuthUser): Appointment {
  const { treatmentId, total: _total, ...appointment } = row;
  const hidden = hidesPatient(viewer, row.isAnonymous);
  return {
    ...appointment,
    patientId: hidden ? null : row.patientId,
    patientName: hidden ? appointmentMessages.anonymousName : row.patientName,
    hasTestResult: row.testResultId !== null,
    hasTreatment: treatmentId !== null,
  };
}

/**
 * One appointment the caller may reach; anyone else's answers 404, as if it did not exist. Read again after every
 * booking and change, in the write's transaction: prepared, as its seven joins took 1.6 ms to plan and 0.2 ms to run.
 */
export async function getAppointment(
  db: Pick<Db, 'select'>,
  user: AuthUser,
  id: number,
): Promise<Appointment> {
  const owner = appointmentOwner(user);
  const statement = prepared(db, `appointment_${owner ? user.role : 'none'}`, (name) =>
    selectAppointments(db)
      .where(
        and(
          eq(appointments.appointmentId, sql.placeholder('id')),
          owner ? eq(owner.column, sql.placeholder('owner')) : sql`false`,
        ),
      )
      .prepare(name),
  );
  const [row] = await statement.execute({ id, owner: owner?.id });
  if (!row) throw notFound(appointmentMessages.notFound);
  return toAppointment(row, user);
}
