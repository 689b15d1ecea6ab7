import { monitoringMessages, viralLoadIndication } from '@clinic/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import {
  assertMayRead,
  doctorUser,
  patientAccountOf,
  patientUser,
  withPeople,
  withResultVisit,
  withTreatmentAppointment,
} from '../clinic/access.js';
import { sampleDaySql } from '../clinic/patient-facts.js';
import type { Db } from '../db/client.js';
import {
  appointments,
  arvRegimens,
  patients,
  testResults,
  testTypes,
  treatments,
  users,
} from '../db/schema.js';
import { HttpError, notFound } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';
import { OBSERVATION_KINDS, type ObservationKind } from './profiles.js';
import type { AppointmentRecord, PatientRecord, ResultRecord, TreatmentRecord } from './resources.js';

/** A page of a search: how many to skip and answer (_offset, _count). */
export interface Window {
  offset: number;
  count: number;
}

/** A page of one patient's records asked for by a caller who may read that patient (made by patientPage). */
export interface PatientPage {
  db: Db;
  user: AuthUser;
  patientId: number;
  window: Window;
}

/** One page of a search's rows, with how many there are in all. */
export interface Page<R> {
  rows: R[];
  total: number;
}

/** A doctor reads none of what hangs from an anonymous appointment; the patient reads all of theirs. */
const visibleTo = (user: AuthUser): SQL | undefined =>
  user.role === 'Patient' ? undefined : eq(appointments.isAnonymous, false);

/** What a Patient resource is made of, from the patient and their account. */
export const patientColumns = {
  patientId: patients.patientId,
  fullName: users.fullName,
  gender: users.gender,
  dateOfBirth: users.dateOfBirth,
  artNumber: patients.artNumber,
  nationalId: patients.nationalId,
  insuranceNumber: patients.insuranceNumber,
  artStartDate: patients.artStartDate,
};

/**
 * The caller's page of one patient's records: only their own record, or a patient the doctor treats; anyone else's
 * is a 404. The readers below take the page as the proof of that check, made once per request.
 */
export async function patientPage(
  db: Db,
  user: AuthUser,
  patientId: number,
  window: Window,
): Promise<PatientPage> {
  await assertMayRead(db, user, patientId);
  return { db, user, patientId, window };
}

/** The whole of a patient's records, as $everything reads them before paging the resources. */
export const WHOLE: Window = { offset: 0, count: 1_000_000 };

/** Patient/{id}: the patient of the page. */
export async function patientRecord({ db, patientId }: PatientPage): Promise<PatientRecord> {
  const [row] = await patientAccountOf(db.select(patientColumns).from(patients).$dynamic(), patientId);
  if (!row) throw notFound(monitoringMessages.patientNotFound);
  return row;
}

/** Patient?identifier=system|value: the patients with that identifier whom the caller may read. */
export async function patientsByIdentifier(
  db: Db,
  user: AuthUser,
  column: 'artNumber' | 'nationalId' | 'insuranceNumber',
  value: string,
): Promise<PatientRecord[]> {
  const found = await db
    .select({ patientId: patients.patientId })
    .from(patients)
    .where(sql`upper(${patients[column]}) = upper(${value})`);
  const readable: PatientRecord[] = [];
  for (const { patientId } of found) {
    // A patient the caller may not read is left out as if absent; a failure of the read itself is not hidden.
    const page = await patientPage(db, user, patientId, WHOLE).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    });
    if (page) readable.push(await patientRecord(page));
  }
  return readable;
}

/**
 * Results as Observations come from: each with its kind, sample day, value and the facts its indication needs
 * (the patient's ART start and pregnancy). The case report reads the same.
 */
export function selectResults(db: Pick<Db, 'select'>, timeZone: string) {
  const day = sampleDaySql('test_results', 'appointments', timeZone);
  const query = withResultVisit(
    db
      .select({
        testResultId: testResults.testResultId,
        patientId: testResults.patientId,
        kind: testTypes.kind,
        sampleDay: sql<string>`${day}`,
        recordedAt: testResults.createdAt,
        numericValue: testResults.numericValue,
        belowDetection: testResults.belowDetection,
        resultValue: testResults.resultValue,
        unit: testTypes.unit,
        artStartDate: patients.artStartDate,
        isPregnant: patients.isPregnant,
      })
      .from(testResults)
      .innerJoin(patients, eq(patients.patientId, testResults.patientId))
      .$dynamic(),
  );
  return { query, day };
}

/** A selected result as the resource builder takes it, a viral load with its indication. */
export function toResultRecord({
  artStartDate,
  isPregnant,
  ...r
}: Awaited<ReturnType<typeof selectResults>['query']>[number]): ResultRecord {
  return {
    ...r,
    kind: r.kind as ObservationKind,
    ...(r.kind === 'viralLoad' && { indication: viralLoadIndication(artStartDate, r.sampleDay, isPregnant) }),
  };
}

/** Regimens as CarePlans come from: each prescription with its regimen and period. */
export function selectTreatments(db: Pick<Db, 'select'>) {
  return withTreatmentAppointment(
    db
      .select({
        treatmentId: treatments.treatmentId,
        patientId: testResults.patientId,
        regimenName: arvRegimens.regimenName,
        startDate: treatments.startDate,
        endDate: treatments.endDate,
      })
      .from(treatments)
      .innerJoin(arvRegimens, eq(arvRegimens.regimenId, treatments.regimenId))
      .$dynamic(),
  );
}

/**
 * How one kind of a patient's records is read: its `rows`, a count of them all (`total`), the column that names
 * their patient, any further condition and the order of the pages.
 */
interface RecordsQuery<Q extends PgSelect> {
  rows: Q;
  total: PgSelect;
  patient: PgColumn;
  where?: SQL;
  order: SQL[];
}

/**
 * The page's `window` of the records of its patient that the caller may see (visibleTo), and how many there are
 * in all.
 */
async function pageOf<Q extends PgSelect>(
  { user, patientId, window }: PatientPage,
  { rows, total, patient, where: only, order }: RecordsQuery<Q>,
): Promise<Page<Q['_']['result'][number]>> {
  const where = and(eq(patient, patientId), only, visibleTo(user));
  const [page, [all]] = await Promise.all([
    rows
      .where(where)
      .orderBy(...order)
      .limit(window.count)
      .offset(window.offset),
    total.where(where),
  ]);
  return { rows: page, total: Number(all?.total ?? 0) };
}

/** The patient's results of the kinds asked, newest sample first. */
export async function resultRecords(
  page: PatientPage,
  kinds: readonly ObservationKind[],
  timeZone: string,
): Promise<Page<ResultRecord>> {
  const { query, day } = selectResults(page.db, timeZone);
  const { rows, total } = await pageOf(page, {
    rows: query,
    total: withResultVisit(page.db.select({ total: count() }).from(testResults).$dynamic()),
    patient: testResults.patientId,
    where: inArray(testTypes.kind, kinds.length > 0 ? [...kinds] : [...OBSERVATION_KINDS]),
    order: [desc(sql`${day}`), desc(testResults.testResultId)],
  });
  return { rows: rows.map(toResultRecord), total };
}

/** The patient's ARV regimens with their periods, newest first; active on `today`. */
export async function treatmentRecords(page: PatientPage, today: string): Promise<Page<TreatmentRecord>> {
  const { rows, total } = await pageOf(page, {
    rows: selectTreatments(page.db),
    total: withTreatmentAppointment(page.db.select({ total: count() }).from(treatments).$dynamic()),
    patient: testResults.patientId,
    order: [desc(treatments.startDate), desc(treatments.treatmentId)],
  });
  return { rows: rows.map((r) => ({ ...r, active: r.startDate <= today && today <= r.endDate })), total };
}

/** The patient's appointments, newest first: the patient's all, a doctor's the non-anonymous ones. */
export async function appointmentRecords(
  page: PatientPage,
  offset: string,
): Promise<Page<AppointmentRecord>> {
  const { rows, total } = await pageOf(page, {
    rows: withPeople(
      page.db
        .select({
          appointmentId: appointments.appointmentId,
          patientId: appointments.patientId,
          doctorName: doctorUser.fullName,
          patientName: patientUser.fullName,
          date: appointments.appointmentDate,
          time: appointments.appointmentTime,
          status: appointments.status,
        })
        .from(appointments)
        .$dynamic(),
    ),
    total: page.db.select({ total: count() }).from(appointments).$dynamic(),
    patient: appointments.patientId,
    order: [desc(appointments.appointmentDate), desc(appointments.appointmentTime)],
  });
  return { rows: rows.map(({ patientName: _name, ...r }) => ({ ...r, offset })), total };
}
