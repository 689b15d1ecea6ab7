import { clinicNow, readNumericResult, type Weekday, weekdayOf } from '@clinic/contract';
import { count, eq, sql } from 'drizzle-orm';
import { hashSecret } from '../lib/password.js';
import type { Db } from './client.js';
import {
  appointments,
  articles,
  arvComponents,
  arvRegimens,
  categories,
  doctorCertificates,
  doctorSchedules,
  doctors,
  eacSessions,
  patients,
  patientWeights,
  refills,
  specimenSequences,
  specimens,
  testResults,
  testTypes,
  tracingOutcomes,
  treatments,
  users,
} from './schema.js';
import {
  ARV_COMPONENTS,
  CD4_NAME,
  CREATININE_NAME,
  HBSAG_NAME,
  STANDARD_REGIMENS,
  TEST_TYPES,
  TLD_NAME,
  VIRAL_LOAD_NAME,
} from './seed/clinical.js';
import { ARTICLES, CATEGORIES } from './seed/content.js';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  demoEmail,
  HISTORIES,
  type HistoryTest,
  WORK_END,
  WORK_START,
} from './seed/people.js';
import { RETENTION_HISTORIES } from './seed/retention.js';

/** Serialises concurrent first starts against one PostgreSQL database. */
const SEED_LOCK_KEY = 7_253_001;
const DAY_MS = 86_400_000;
/** The current treatment of each patient runs this long after its start. */
const CURRENT_TREATMENT_DAYS = 90;

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The latest date on or before isoDate that falls on one of the weekdays. */
function onOrBefore(isoDate: string, days: readonly Weekday[]): string {
  let date = isoDate;
  while (!days.includes(weekdayOf(date))) date = addDays(date, -1);
  return date;
}

/** The first date after isoDate that falls on one of the weekdays (at most a week ahead). */
function after(isoDate: string, days: readonly Weekday[]): string {
  let date = addDays(isoDate, 1);
  while (!days.includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

const hourOf = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;
/** A timestamp on a calendar date, at an hour given in UTC (only ordering and the date matter here). */
const at = (isoDate: string, utcHour: number) =>
  new Date(`${isoDate}T${String(utcHour).padStart(2, '0')}:00:00Z`);

/**
 * Seeds the demo data into an empty database only, in one transaction; answers whether it did.
 * "Empty" means no user at all, so a restart never seeds twice and never touches real data.
 */
export async function seedDemoIfEmpty(db: Db, clinicTz: string): Promise<boolean> {
  const hasUsers = async (q: Pick<Db, 'select'>) => {
    const [row] = await q.select({ n: count() }).from(users);
    return (row?.n ?? 0) > 0;
  };
  if (await hasUsers(db)) return false;
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const today = clinicNow(clinicTz).date;
  const now = Date.now();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return false;

    // Accounts, with their doctor or patient rows, schedules and certificates.
    const userIds = new Map<string, number>();
    const doctorIds = new Map<string, number>();
    const patientIds = new Map<string, number>();
    const workDays = new Map<string, readonly Weekday[]>();
    for (const account of ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({
          username: account.username,
          passwordHash,
          email: demoEmail(account.username),
          role: account.role,
          fullName: account.fullName,
          phoneNumber: account.phoneNumber,
          dateOfBirth: account.dateOfBirth,
          gender: account.gender,
          address: account.address,
          isActive: true,
          isVerified: true,
        })
        .returning({ userId: users.userId });
      if (!user) throw new Error(`seed: user ${account.username} not inserted`);
      userIds.set(account.username, user.userId);
      if (account.doctor) {
        const [doctor] = await tx
          .insert(doctors)
          .values({ userId: user.userId, bio: account.doctor.bio })
          .returning({ doctorId: doctors.doctorId });
        if (!doctor) throw new Error(`seed: doctor ${account.username} not inserted`);
        doctorIds.set(account.username, doctor.doctorId);
        workDays.set(account.username, account.doctor.workDays);
        await tx.insert(doctorSchedules).values(
          account.doctor.workDays.map((workDay) => ({
            doctorId: doctor.doctorId,
            workDay,
            startTime: WORK_START,
            endTime: WORK_END,
          })),
        );
        await tx
          .insert(doctorCertificates)
          .values(account.doctor.certificates.map((c) => ({ ...c, doctorId: doctor.doctorId })));
      }
      if (account.patient) {
        const [patient] = await tx
          .insert(patients)
          .values({ userId: user.userId, ...account.patient })
          .returning({ patientId: patients.patientId });
        if (!patient) throw new Error(`seed: patient ${account.username} not inserted`);
        patientIds.set(account.username, patient.patientId);
      }
    }

    // Content: categories and articles, published over the last weeks.
    const categoryRows = await tx
      .insert(categories)
      .values(CATEGORIES.map((categoryName) => ({ categoryName })))
      .returning();
    const categoryId = new Map(categoryRows.map((c) => [c.categoryName, c.categoryId]));
    await tx.insert(articles).values(
      ARTICLES.map((a, i) => ({
        title: a.title,
        content: a.paragraphs.join('\n\n'),
        categoryId: need(categoryId, a.category),
        userId: need(userIds, a.author),
        createdDate: new Date(now - a.daysAgo * DAY_MS - (i + 1) * 3_600_000),
      })),
    );

    // Master data: components, standard regimens, test types.
    const componentRows = await tx
      .insert(arvComponents)
      .values(ARV_COMPONENTS.map((c) => ({ ...c, ingredients: [...c.ingredients] })))
      .returning();
    const componentId = new Map(componentRows.map((c) => [c.componentName, c.componentId]));
    const regimenRows = await tx
      .insert(arvRegimens)
      .values(
        STANDARD_REGIMENS.map(({ components, tablets = [], ...r }) => ({
          ...r,
          component1Id: need(componentId, components[0] as string),
          component2Id: components[1] ? need(componentId, components[1]) : null,
          component3Id: components[2] ? need(componentId, components[2]) : null,
          component4Id: components[3] ? need(componentId, components[3]) : null,
          component1Tablets: tablets[0] ?? 1,
          component2Tablets: tablets[1] ?? 1,
          component3Tablets: tablets[2] ?? 1,
          component4Tablets: tablets[3] ?? 1,
          isCustomized: false,
        })),
      )
      .returning();
    const tldId = need(new Map(regimenRows.map((r) => [r.regimenName, r.regimenId])), TLD_NAME);
    const testTypeRows = await tx
      .insert(testTypes)
      .values([...TEST_TYPES])
      .returning();
    const testTypeByName = new Map(testTypeRows.map((t) => [t.testTypeName, t.testTypeId]));
    const testTypeId = (test: HistoryTest) =>
      need(
        testTypeByName,
        { cd4: CD4_NAME, viralLoad: VIRAL_LOAD_NAME, creatinine: CREATININE_NAME, hbsag: HBSAG_NAME }[test],
      );

    /** A completed lab visit of a demo history with its result; answers the result's id. */
    const completedVisit = async (
      patientId: number,
      doctorId: number,
      date: string,
      visit: { hour: number; test: HistoryTest; resultValue: string; notes: string },
    ) => {
      const [appointment] = await tx
        .insert(appointments)
        .values({
          patientId,
          doctorId,
          appointmentDate: date,
          appointmentTime: hourOf(visit.hour),
          appointmentType: 'Medication',
          testTypeId: testTypeId(visit.test),
          status: 'Completed',
          createdAt: at(addDays(date, -5), 3),
          updatedAt: at(date, visit.hour - 6),
        })
        .returning({ appointmentId: appointments.appointmentId });
      if (!appointment) throw new Error('seed: appointment not inserted');
      const [result] = await tx
        .insert(testResults)
        .values({
          appointmentId: appointment.appointmentId,
          patientId,
          doctorId,
          testTypeId: testTypeId(visit.test),
          resultValue: visit.resultValue,
          ...(visit.test === 'hbsag' ? {} : readNumericResult(visit.test, visit.resultValue)),
          notes: visit.notes,
          createdAt: at(date, visit.hour - 6),
        })
        .returning({ testResultId: testResults.testResultId });
      if (!result) throw new Error('seed: test result not inserted');
      return result;
    };

    /**
     * A history's patient and doctor, the days the doctor works and its visits' dates: each on or before its
     * daysAgo, on a work day. Both kinds of history (the demo patients, those who fell out of care) place them so.
     */
    const placed = (history: { patient: string; doctor: string; visits: readonly { daysAgo: number }[] }) => {
      const days = need(workDays, history.doctor);
      return {
        patientId: need(patientIds, history.patient),
        doctorId: need(doctorIds, history.doctor),
        days,
        dates: history.visits.map((v) => onOrBefore(addDays(today, -v.daysAgo), days)),
      };
    };

    // Six months of history per demo patient, and one appointment in the coming week.
    for (const history of HISTORIES) {
      const { patientId, doctorId, days, dates } = placed(history);
      if (history.transferIn) {
        await tx
          .update(patients)
          .set({
            artStartDate: addDays(today, -history.transferIn.artStartDaysAgo),
            transferInDate: dates[0],
            transferInClinic: history.transferIn.fromClinic,
          })
          .where(eq(patients.patientId, patientId));
      }
      for (const [i, visit] of history.visits.entries()) {
        const date = dates[i] as string;
        const result = await completedVisit(patientId, doctorId, date, visit);
        // Each prescription runs until the next visit with one; the latest one is current (started, not yet
        // ended). A lab-only visit prescribes nothing.
        if (visit.treatmentNotes !== undefined) {
          const startDate = addDays(date, 1);
          const next = dates.find((_, j) => j > i && history.visits[j]?.treatmentNotes !== undefined);
          const endDate = next ?? addDays(startDate, CURRENT_TREATMENT_DAYS);
          await tx.insert(treatments).values({
            testResultId: result.testResultId,
            regimenId: tldId,
            startDate,
            endDate,
            notes: visit.treatmentNotes,
            notifiedAt: at(date, visit.hour - 5),
            createdAt: at(date, visit.hour - 5),
          });
        }
        if (visit.eacNotes) {
          await tx
            .insert(eacSessions)
            .values({ patientId, doctorId, sessionDate: date, notes: visit.eacNotes });
        }
      }
      for (const weight of history.weights ?? []) {
        await tx.insert(patientWeights).values({
          patientId,
          doctorId,
          measuredOn: onOrBefore(addDays(today, -weight.daysAgo), days),
          weightKg: weight.weightKg,
        });
      }
      await tx
        .update(patients)
        .set({ artNumber: history.artNumber })
        .where(eq(patients.patientId, patientId));
      const pending = history.pendingSpecimen;
      if (pending) {
        const date = onOrBefore(addDays(today, -pending.daysAgo), days);
        const [test] = await tx
          .insert(appointments)
          .values({
            patientId,
            doctorId,
            appointmentDate: date,
            appointmentTime: hourOf(pending.hour),
            appointmentType: 'Medication',
            testTypeId: testTypeId(pending.test),
            status: 'Confirmed',
          })
          .returning({ appointmentId: appointments.appointmentId });
        await tx.insert(specimens).values({
          appointmentId: test?.appointmentId as number,
          specimenCode: pending.code,
          collectedAt: at(date, pending.hour - 7),
          collectedBy: need(userIds, history.doctor),
        });
        // The code's number is taken: the next specimen of its year gets the one after.
        const year = Number(pending.code.slice(2, 6));
        const sequence = Number(pending.code.slice(6, 12));
        await tx
          .insert(specimenSequences)
          .values({ year, lastSequence: sequence })
          .onConflictDoUpdate({
            target: specimenSequences.year,
            set: { lastSequence: sql`greatest(${specimenSequences.lastSequence}, ${sequence})` },
          });
      }
      if (history.collectToday) {
        await tx.insert(appointments).values({
          patientId,
          doctorId,
          appointmentDate: today,
          appointmentTime: hourOf(history.collectToday.hour),
          appointmentType: 'Medication',
          testTypeId: testTypeId(history.collectToday.test),
          status: 'Confirmed',
        });
      }
      const { upcoming } = history;
      await tx.insert(appointments).values({
        patientId,
        doctorId,
        appointmentDate: after(today, days),
        appointmentTime: hourOf(upcoming.hour),
        appointmentType: upcoming.test ? 'Medication' : 'Appointment',
        testTypeId: upcoming.test ? testTypeId(upcoming.test) : null,
        status: upcoming.status,
      });
    }

    // Patients who fell out of care: dispenses with refills, missed appointments, tracing calls.
    for (const history of RETENTION_HISTORIES) {
      const { patientId, doctorId, days, dates } = placed(history);
      for (const [i, visit] of history.visits.entries()) {
        const date = dates[i] as string;
        const result = await completedVisit(patientId, doctorId, date, visit);
        const startDate = addDays(date, 1);
        const supplied =
          visit.daysDispensed + (visit.refills ?? []).reduce((sum, r) => sum + r.daysDispensed, 0);
        const [treatment] = await tx
          .insert(treatments)
          .values({
            testResultId: result.testResultId,
            regimenId: tldId,
            startDate,
            endDate: dates[i + 1] ?? addDays(startDate, supplied),
            daysDispensed: visit.daysDispensed,
            notes: visit.treatmentNotes,
            notifiedAt: at(date, visit.hour - 5),
            createdAt: at(date, visit.hour - 5),
          })
          .returning({ treatmentId: treatments.treatmentId });
        if (!treatment) throw new Error('seed: treatment not inserted');
        for (const r of visit.refills ?? []) {
          const dispenseDate = addDays(startDate, r.daysAfterStart);
          await tx.insert(refills).values({
            treatmentId: treatment.treatmentId,
            dispenseDate,
            daysDispensed: r.daysDispensed,
            createdByDoctorId: doctorId,
            createdAt: at(dispenseDate, 3),
          });
        }
      }
      for (const missed of history.missed) {
        const date = onOrBefore(addDays(today, -missed.daysAgo), days);
        await tx.insert(appointments).values({
          patientId,
          doctorId,
          appointmentDate: date,
          appointmentTime: hourOf(missed.hour),
          appointmentType: 'Appointment',
          testTypeId: null,
          status: 'Missed',
          createdAt: at(addDays(date, -14), 3),
          updatedAt: at(addDays(date, 1), 0),
        });
      }
      for (const o of history.outcomes ?? []) {
        await tx.insert(tracingOutcomes).values({
          patientId,
          date: addDays(today, -o.daysAgo),
          outcome: o.outcome,
          notes: o.notes,
          recordedByUserId: need(userIds, o.recordedBy),
          createdAt: at(addDays(today, -o.daysAgo), 4),
        });
      }
    }
    return true;
  });
}

function need<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown reference ${String(key)}`);
  return value;
}
