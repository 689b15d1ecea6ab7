import {
  type AppointmentStatus,
  countsAsTransferIn,
  countsInTxNew,
  countsInTxRtt,
  isActiveOnTreatment,
  readNumericResult,
  type TracingOutcome,
  txMlStatus,
} from '@clinic/contract';
import { eq, type SQL } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { IndicatorPatientRow } from '../../src/clinic/indicators.js';
import { selectRows } from '../../src/clinic/retention.js';
import type { Db } from '../../src/db/client.js';
import {
  appointments,
  patients,
  refills,
  testResults,
  tracingOutcomes,
  treatments,
} from '../../src/db/schema.js';
import type { AuthUser } from '../../src/plugins/auth.js';
import { type CastSpec, type TestApp, useAppWithEveryRole, useCast } from './build.js';
import { addDays, insertComponent, insertRegimen, insertTestType } from './clinical.js';
import { insertRow } from './database.js';
import type { CreatedUser, UserOverrides } from './factories.js';

/**
 * Retention histories written straight into the database with exact dates: a visit with a result, a treatment
 * (a dispense), a refill, a missed appointment, a tracing outcome. Each test states its dates relative to a fixed
 * day (an indicators period) or to clinic today.
 */
export interface RetentionKit {
  db: Db;
  regimenId: number;
  cd4TypeId: number;
  vlTypeId: number;
}

export async function retentionKit(db: Db): Promise<RetentionKit> {
  const cd4 = await insertTestType(db, { kind: 'cd4' });
  const vl = await insertTestType(db, {
    testTypeName: 'Tải lượng HIV',
    unit: 'copies/mL',
    normalRange: '< 1000',
    kind: 'viralLoad',
  });
  const component = await insertComponent(db);
  const regimen = await insertRegimen(db, [component.componentId]);
  return { db, regimenId: regimen.regimenId, cd4TypeId: cd4.testTypeId, vlTypeId: vl.testTypeId };
}

let hour = 0;
/** Distinct hours so that no two open appointments of a test share a slot. */
const nextHour = () => {
  hour = (hour + 1) % 10;
  return `${String(8 + hour).padStart(2, '0')}:00:00`;
};

export interface VisitOptions {
  status?: AppointmentStatus;
  isAnonymous?: boolean;
  /** a viral-load result text ("< 50", "1500"); a CD4 result otherwise */
  viralLoad?: string;
  /** no result at all (a missed or open appointment) */
  noResult?: boolean;
}

/** An appointment on `date` (Completed with a result unless told otherwise). */
export async function visit(
  kit: RetentionKit,
  patient: CreatedUser,
  doctor: CreatedUser,
  date: string,
  o: VisitOptions = {},
) {
  const testTypeId = o.viralLoad !== undefined ? kit.vlTypeId : kit.cd4TypeId;
  const appointment = await insertRow(kit.db, appointments, {
    patientId: patient.patientId as number,
    doctorId: doctor.doctorId as number,
    appointmentDate: date,
    appointmentTime: nextHour(),
    appointmentType: 'Medication',
    testTypeId,
    isAnonymous: o.isAnonymous ?? false,
    status: o.status ?? (o.noResult ? 'Missed' : 'Completed'),
  });
  if (o.noResult) return { appointment, result: null };
  const text = o.viralLoad ?? '450';
  const result = await insertRow(kit.db, testResults, {
    appointmentId: appointment.appointmentId,
    patientId: appointment.patientId,
    doctorId: appointment.doctorId,
    testTypeId,
    resultValue: text,
    ...readNumericResult(o.viralLoad !== undefined ? 'viralLoad' : 'cd4', text),
    // Recorded on the visit's day, so the sample's date is the appointment's.
    createdAt: new Date(`${date}T05:00:00Z`),
  });
  return { appointment, result };
}

/** A visit on `date` and a treatment starting that day with `days` of pills dispensed. */
export async function dispense(
  kit: RetentionKit,
  patient: CreatedUser,
  doctor: CreatedUser,
  date: string,
  days: 30 | 60 | 90 | 180,
  o: VisitOptions = {},
) {
  const { result } = await visit(kit, patient, doctor, date, o);
  return insertRow(kit.db, treatments, {
    testResultId: result?.testResultId as number,
    regimenId: kit.regimenId,
    startDate: date,
    endDate: addDays(date, days),
    daysDispensed: days,
  });
}

export async function refill(
  kit: RetentionKit,
  treatment: typeof treatments.$inferSelect,
  doctor: CreatedUser,
  date: string,
  days: 30 | 60 | 90 | 180,
) {
  return insertRow(kit.db, refills, {
    treatmentId: treatment.treatmentId,
    dispenseDate: date,
    daysDispensed: days,
    createdByDoctorId: doctor.doctorId as number,
  });
}

/** A result given to another patient, as a correction by SQL would: whatever hangs from it goes with it. */
export function moveResult(db: Db, testResultId: number, to: CreatedUser) {
  return db
    .update(testResults)
    .set({ patientId: to.patientId as number })
    .where(eq(testResults.testResultId, testResultId));
}

export async function outcome(kit: RetentionKit, patient: CreatedUser, date: string, value: TracingOutcome) {
  return insertRow(kit.db, tracingOutcomes, {
    patientId: patient.patientId as number,
    date,
    outcome: value,
  });
}

/** The retention kit, made once the app is up (a hook registered after useTestApp's). */
function useRetentionKit(t: TestApp): RetentionKit {
  const kit = {} as RetentionKit;
  beforeAll(async () => {
    Object.assign(kit, await retentionKit(t.db));
  });
  return kit;
}

/**
 * An app with every role, the retention kit, a treating doctor and the file's patients (`patients` gives each one's
 * fields), all made in a hook registered before the file's own, so the file's `beforeAll` finds them ready.
 */
export function useRetentionClinic<K extends string>(
  patients: Record<K, UserOverrides>,
  doctorFields?: UserOverrides,
) {
  const { t, users } = useAppWithEveryRole();
  const kit = useRetentionKit(t);
  const { doctor, ...p } = useCast(t, {
    doctor: ['Doctor', doctorFields],
    ...Object.fromEntries(
      Object.entries<UserOverrides>(patients).map(([key, fields]) => [key, ['Patient', fields]]),
    ),
  } as CastSpec<K | 'doctor'>);
  return { t, users, kit, doctor, p };
}

/** Patients named after their keys ("BN late28"), as the cohorts' tests tell them apart in failures. */
export const namedPatients = <K extends string>(keys: readonly K[], fields: UserOverrides = {}) =>
  Object.fromEntries(keys.map((key) => [key, { fullName: `BN ${key}`, ...fields }])) as Record<
    K,
    UserOverrides
  >;

/** The retention kit, a doctor and two patients, made once the app is up (a hook registered after useTestApp's). */
export function useRetentionCast(t: TestApp) {
  return {
    kit: useRetentionKit(t),
    ...useCast(t, { doctor: ['Doctor'], first: ['Patient'], second: ['Patient'] }),
  };
}

/** A trigger-kept copy as its sources derive it and as kept, both queries sorted alike. */
export interface CopyQueries {
  derived: SQL;
  kept: SQL;
}

/**
 * Trigger-kept copies checked against their sources: `read` gives each copy's rows as derived and as kept,
 * `expectInStep` asserts that every copy says what its sources say.
 */
export function copiesOf<K extends string>(t: TestApp, copies: Record<K, CopyQueries>) {
  const read = async (): Promise<Record<K, { derived: unknown[]; kept: unknown[] }>> =>
    Object.fromEntries(
      await Promise.all(
        Object.entries<CopyQueries>(copies).map(async ([name, q]) => [
          name,
          { derived: await selectRows(t.db, q.derived), kept: await selectRows(t.db, q.kept) },
        ]),
      ),
    );
  const expectInStep = async () => {
    for (const { derived, kept } of Object.values<{ derived: unknown[]; kept: unknown[] }>(await read())) {
      expect(kept).toEqual(derived);
    }
  };
  return { read, expectInStep };
}

/** The patient's recorded ART start, as their doctor sets it (PUT /Clinical/ArtStartDate). */
export const setArtStart = (db: Db, who: CreatedUser, date: string) =>
  db
    .update(patients)
    .set({ artStartDate: date })
    .where(eq(patients.patientId, who.patientId as number));

/** A whole-clinic caller of the data layer, as the indicators' agreement tests call it. */
export const managerCaller = (userId: number): AuthUser => ({
  userId,
  role: 'Manager',
  fullName: 'Manager',
  patientId: null,
  doctorId: null,
  token: { jti: 'test', exp: 0 },
});

/**
 * What the contract's predicates say of one patient row of indicatorPatients over `period`: the verdicts the SQL
 * must agree with (all but TX_PVLS, which needs the viral loads).
 */
export function contractVerdicts(row: IndicatorPatientRow, period: { from: string; to: string }) {
  const cohort = {
    periodStart: period.from,
    periodEnd: period.to,
    artStartDate: row.firstArtStart,
    runOutDateAtStart: row.runOutStart,
    outcomeAtStart: row.outcomeStart,
    runOutDate: row.runOutEnd,
    outcome: row.outcomeEnd,
    dispensedInPeriod: row.entered,
  };
  const ml = txMlStatus({ ...cohort, outcomeDate: row.outcomeEndDate });
  return {
    txCurr: isActiveOnTreatment({ periodEnd: period.to, runOutDate: row.runOutEnd, outcome: row.outcomeEnd }),
    txCurrStart: isActiveOnTreatment({
      periodEnd: addDays(period.from, -1),
      runOutDate: row.runOutStart,
      outcome: row.outcomeStart,
    }),
    txNew: countsInTxNew({
      periodStart: period.from,
      periodEnd: period.to,
      firstArtStartDate: row.firstArtStart,
      transferInDate: row.transferInDate,
    }),
    txMl: ml.counts,
    mlOutcome: ml.outcome,
    txRtt: countsInTxRtt(cohort),
    transferIn: countsAsTransferIn({ ...cohort, transferInDate: row.transferInDate }),
  };
}
