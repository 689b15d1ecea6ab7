import {
  type AppointmentStatus,
  clinicNow,
  DEFAULT_CLINIC_TZ,
  type NumericTestKind,
  readNumericResult,
  WEEKDAYS,
  type Weekday,
} from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { Db } from '../../src/db/client.js';
import {
  appointments,
  arvComponents,
  arvRegimens,
  doctorSchedules,
  emailOutbox,
  patients,
  testResults,
  testTypes,
  treatments,
} from '../../src/db/schema.js';
import { type BuildTestOptions, type TestApp, useTestApp } from './build.js';
import { insertRow } from './database.js';
import type { CreatedUser, UserOverrides } from './factories.js';

/**
 * Clinical rows written straight into the database (the demo seed is not run in tests), so each test states
 * exactly the situation it checks.
 */

const CD4 = { testTypeName: 'CD4', unit: 'cells/mm³', normalRange: '500-1500', isActive: true };
export const insertTestType = (db: Db, o: Partial<typeof testTypes.$inferInsert> = {}) =>
  insertRow(db, testTypes, { ...CD4, ...o });

/**
 * One test type of each kind whose result is a number (viral load, CD4, creatinine, haemoglobin); answers their
 * ids by kind.
 */
export async function insertNumericTestTypes(db: Db): Promise<Record<NumericTestKind, number>> {
  const viralLoad = await insertTestType(db, { testTypeName: 'VL', unit: 'copies/mL', kind: 'viralLoad' });
  const cd4 = await insertTestType(db, { testTypeName: 'CD4', kind: 'cd4' });
  const creatinine = await insertTestType(db, { testTypeName: 'Cr', unit: 'µmol/L', kind: 'creatinine' });
  const hemoglobin = await insertTestType(db, { testTypeName: 'Hb', unit: 'g/dL', kind: 'hemoglobin' });
  return {
    viralLoad: viralLoad.testTypeId,
    cd4: cd4.testTypeId,
    creatinine: creatinine.testTypeId,
    hemoglobin: hemoglobin.testTypeId,
  };
}

const TDF = { componentName: 'TDF 300 mg', description: 'Tenofovir', isActive: true };
export const insertComponent = (db: Db, o: Partial<typeof arvComponents.$inferInsert> = {}) =>
  insertRow(db, arvComponents, { ...TDF, ...o });

/** The fixed-dose TLD tablet (TDF 300 + 3TC 300 + DTG 50 mg), the regimen the kidney check (S15) speaks of. */
export const insertTldComponent = (db: Db) =>
  insertComponent(db, {
    componentName: 'TLD 300/300/50 mg',
    ingredients: [
      { code: 'TDF', strengthMg: 300 },
      { code: '3TC', strengthMg: 300 },
      { code: 'DTG', strengthMg: 50 },
    ],
    fixedDoseCombination: true,
  });

/** The texts insertRegimen writes unless told otherwise. */
export const REGIMEN_TEXTS = {
  description: 'Phác đồ bậc một ưu tiên',
  suitableFor: 'Người lớn và trẻ vị thành niên',
  sideEffects: 'Mất ngủ, đau đầu',
  usageInstructions: 'Uống 1 viên mỗi sáng',
};

export async function insertRegimen(
  db: Db,
  componentIds: number[],
  o: Partial<typeof arvRegimens.$inferInsert> = {},
): Promise<typeof arvRegimens.$inferSelect> {
  return insertRow(db, arvRegimens, {
    regimenName: 'TDF + 3TC + DTG',
    component1Id: componentIds[0] as number,
    component2Id: componentIds[1] ?? null,
    component3Id: componentIds[2] ?? null,
    component4Id: componentIds[3] ?? null,
    ...REGIMEN_TEXTS,
    frequency: 1,
    isCustomized: false,
    isActive: true,
    ...o,
  });
}

/** A schedule on every weekday (08:00-18:00 unless said otherwise), so that any future slot is inside it. */
export async function worksEveryDay(
  db: Db,
  doctorId: number,
  hours = { startTime: '08:00', endTime: '18:00' },
) {
  await db.insert(doctorSchedules).values(WEEKDAYS.map((workDay) => ({ doctorId, workDay, ...hours })));
}

/** A doctor with these weekly hours ([weekday, start, end]), none when the list is empty. */
export async function doctorWithHours(
  t: TestApp,
  hours: [Weekday, string, string][],
  o: UserOverrides = {},
): Promise<CreatedUser> {
  const doctor = await t.user('Doctor', o);
  if (hours.length === 0) return doctor;
  await t.db.insert(doctorSchedules).values(
    hours.map(([workDay, startTime, endTime]) => ({
      doctorId: doctor.doctorId as number,
      workDay,
      startTime,
      endTime,
    })),
  );
  return doctor;
}

/** A doctor on worksEveryDay's schedule. */
export async function workingDoctor(t: TestApp, o: UserOverrides = {}): Promise<CreatedUser> {
  const doctor = await t.user('Doctor', o);
  await worksEveryDay(t.db, doctor.doctorId as number);
  return doctor;
}

let slot = 0;
/** A new distinct whole-hour slot each time, so the double-booking indexes never get in the way. */
function nextSlot(): { appointmentDate: string; appointmentTime: string } {
  slot += 1;
  const day = new Date(Date.UTC(2031, 0, 1 + Math.floor(slot / 10)));
  return {
    appointmentDate: day.toISOString().slice(0, 10),
    appointmentTime: `${String(8 + (slot % 10)).padStart(2, '0')}:00:00`,
  };
}

export interface AppointmentOptions {
  status?: AppointmentStatus;
  testTypeId?: number | null;
  isAnonymous?: boolean;
  /** A day and hour of the test's own; otherwise the next free slot of a far-off year. */
  slot?: { appointmentDate: string; appointmentTime: string };
}

export async function insertAppointment(
  db: Db,
  o: AppointmentOptions & { patientId: number; doctorId: number },
): Promise<typeof appointments.$inferSelect> {
  const testTypeId = o.testTypeId ?? null;
  return insertRow(db, appointments, {
    ...(o.slot ?? nextSlot()),
    patientId: o.patientId,
    doctorId: o.doctorId,
    appointmentType: testTypeId === null ? 'Appointment' : 'Medication',
    testTypeId,
    isAnonymous: o.isAnonymous ?? false,
    status: o.status ?? 'Confirmed',
  });
}

/** insertAppointment between two created users. */
export function appointmentOf(
  db: Db,
  patient: CreatedUser,
  doctor: CreatedUser,
  o: AppointmentOptions = {},
): Promise<typeof appointments.$inferSelect> {
  return insertAppointment(db, {
    patientId: patient.patientId as number,
    doctorId: doctor.doctorId as number,
    ...o,
  });
}

export async function insertResult(
  db: Db,
  appointment: typeof appointments.$inferSelect,
  resultValue = '650',
): Promise<typeof testResults.$inferSelect> {
  return insertRow(db, testResults, {
    appointmentId: appointment.appointmentId,
    patientId: appointment.patientId,
    doctorId: appointment.doctorId,
    testTypeId: appointment.testTypeId,
    resultValue,
    notes: 'Ổn định',
  });
}

export async function insertTreatment(
  db: Db,
  resultId: number,
  regimenId: number,
  o: Partial<typeof treatments.$inferInsert> = {},
): Promise<typeof treatments.$inferSelect> {
  return insertRow(db, treatments, {
    testResultId: resultId,
    regimenId,
    startDate: '2031-02-01',
    endDate: '2031-05-01',
    ...o,
  });
}

/** Writes `set` into the patient's row: what a test's situation needs of the patient beyond a new account. */
export async function updatePatient(
  db: Db,
  patient: CreatedUser,
  set: Partial<typeof patients.$inferInsert>,
): Promise<void> {
  await db
    .update(patients)
    .set(set)
    .where(eq(patients.patientId, patient.patientId as number));
}

/**
 * Moves an appointment to `appointmentDate`, with `set` besides: the factories hand out slots ahead of today, and
 * a test of a visit whose day has come or gone needs one of its own.
 */
export async function moveAppointment(
  db: Db,
  appointmentId: number,
  appointmentDate: string,
  set: Partial<typeof appointments.$inferInsert> = {},
): Promise<void> {
  await db
    .update(appointments)
    .set({ ...set, appointmentDate })
    .where(eq(appointments.appointmentId, appointmentId));
}

/**
 * A completed test appointment of the patient with the doctor, `daysAgo` days before today, and its result as
 * `text`, recorded that day: its sample's day is then that day. A result of a numeric kind carries its number.
 */
export async function datedResult(
  db: Db,
  patient: CreatedUser,
  doctor: CreatedUser,
  o: {
    testTypeId: number;
    daysAgo: number;
    text: string;
    numericKind?: NumericTestKind;
    isAnonymous?: boolean;
  },
): Promise<void> {
  const appointment = await appointmentOf(db, patient, doctor, {
    testTypeId: o.testTypeId,
    isAnonymous: o.isAnonymous,
  });
  await moveAppointment(db, appointment.appointmentId, daysFromToday(-o.daysAgo), { status: 'Completed' });
  await db.insert(testResults).values({
    appointmentId: appointment.appointmentId,
    patientId: appointment.patientId,
    doctorId: appointment.doctorId,
    testTypeId: o.testTypeId,
    resultValue: o.text,
    ...(o.numericKind ? readNumericResult(o.numericKind, o.text) : {}),
    createdAt: new Date(Date.now() - o.daysAgo * 86_400_000),
  });
}

/** A test appointment between two created users with its result: what a treatment is prescribed on. */
export async function resultOf(
  db: Db,
  patient: CreatedUser,
  doctor: CreatedUser,
  o: AppointmentOptions = {},
): Promise<typeof testResults.$inferSelect> {
  return insertResult(db, await appointmentOf(db, patient, doctor, o));
}

/** A treatment of the patient by the doctor, with all it rests on: a test appointment, its result, a regimen. */
export async function treatmentOf(
  db: Db,
  patient: CreatedUser,
  doctor: CreatedUser,
  o?: Parameters<typeof insertTreatment>[3],
) {
  const testType = await insertTestType(db);
  const component = await insertComponent(db);
  const regimen = await insertRegimen(db, [component.componentId]);
  const result = await resultOf(db, patient, doctor, { testTypeId: testType.testTypeId });
  return insertTreatment(db, result.testResultId, regimen.regimenId, o);
}

export async function statusOf(db: Db, appointmentId: number): Promise<AppointmentStatus | undefined> {
  const [row] = await db
    .select({ status: appointments.status })
    .from(appointments)
    .where(eq(appointments.appointmentId, appointmentId));
  return row?.status;
}

/** The status of each named appointment, so that one expectation shows what every one of them became. */
export async function statusesOf<K extends string>(
  db: Db,
  named: Record<K, { appointmentId: number }>,
): Promise<Record<K, AppointmentStatus | undefined>> {
  const list = Object.entries<{ appointmentId: number }>(named);
  const statuses = await Promise.all(list.map(([, a]) => statusOf(db, a.appointmentId)));
  return Object.fromEntries(list.map(([name], i) => [name, statuses[i]])) as Record<
    K,
    AppointmentStatus | undefined
  >;
}

export async function outboxRows(db: Db) {
  return db.select().from(emailOutbox);
}

/** yyyy-MM-dd, n days after the yyyy-MM-dd date `isoDate` (n may be negative). */
export function addDays(isoDate: string, n: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** yyyy-MM-dd, n days after today in clinic time (the test app runs with the default CLINIC_TZ). */
export function daysFromToday(n: number): string {
  return addDays(clinicNow(DEFAULT_CLINIC_TZ).date, n);
}

/** The identity of the patient who books anonymously: none of it may reach a doctor. */
export const SECRET_IDENTITY = {
  fullName: 'Trần Thị Bí Mật',
  phoneNumber: '0987001122',
  email: 'bi.mat.rieng@example.com',
  dateOfBirth: '1985-03-09',
};

const CAST_DOCTOR_NAME = 'BS. Nguyễn Văn An';

/** The access log's event of the cast's doctor reading a result, allowed, as the log's lists show it. */
export function castDoctorResultRead(cast: ClinicalCast) {
  return {
    actorUserId: cast.doctor.userId,
    actorRole: 'Doctor',
    actorName: CAST_DOCTOR_NAME,
    action: 'read',
    category: 'result',
    outcome: 'allowed',
  };
}

/** The people of a clinical test file: two doctors, two patients, a patient who books anonymously, and staff. */
export interface ClinicalCast {
  doctor: CreatedUser;
  otherDoctor: CreatedUser;
  patient: CreatedUser;
  otherPatient: CreatedUser;
  /** The anonymous patient: none of their identity may reach a doctor. */
  secret: CreatedUser;
  /** The name, phone, e-mail and birth date of `secret`, none of which may reach a doctor. */
  secretIdentity: typeof SECRET_IDENTITY;
  /** One user of each of Admin, Manager and Staff. */
  staffLike: Record<string, CreatedUser>;
}

/** Creates the cast, in this order, with the anonymous patient's identity and special notes set. */
export async function createClinicalCast(
  t: TestApp,
  o: { patient: UserOverrides; secret?: UserOverrides; secretNotes: string },
): Promise<ClinicalCast> {
  const doctor = await t.user('Doctor', { fullName: CAST_DOCTOR_NAME });
  const otherDoctor = await t.user('Doctor', { fullName: 'BS. Lê Thị Hoa' });
  const patient = await t.user('Patient', { fullName: 'Phạm Minh Khang', ...o.patient });
  const otherPatient = await t.user('Patient', { fullName: 'Đỗ Thu Trang' });
  const secret = await t.user('Patient', { ...SECRET_IDENTITY, ...o.secret });
  await t.db
    .update(patients)
    .set({ specialNotes: o.secretNotes })
    .where(eq(patients.patientId, secret.patientId as number));
  const staffLike: Record<string, CreatedUser> = {};
  for (const role of ['Admin', 'Manager', 'Staff'] as const) staffLike[role] = await t.user(role);
  return { doctor, otherDoctor, patient, otherPatient, secret, secretIdentity: SECRET_IDENTITY, staffLike };
}

/** The cast of a test file, created once its app is up (a hook registered after useTestApp's). */
export function useClinicalCast(t: TestApp, o: Parameters<typeof createClinicalCast>[1]): ClinicalCast {
  const cast = {} as ClinicalCast;
  beforeAll(async () => {
    Object.assign(cast, await createClinicalCast(t, o));
  });
  return cast;
}

/** The app of a test file and its cast; by default the patient keeps the cast's profile and the secret one a plain note. */
export function useAppWithCast(
  o: Parameters<typeof createClinicalCast>[1] = { patient: {}, secretNotes: 'Ghi chú' },
  options: BuildTestOptions = {},
): { t: TestApp; cast: ClinicalCast } {
  const t = useTestApp(options);
  return { t, cast: useClinicalCast(t, o) };
}
