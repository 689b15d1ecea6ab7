import { type AppointmentsPerMonth, clinicNow, type DoctorCounts, type SystemCounts } from '@clinic/contract';
import { and, count, countDistinct, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  appointments,
  articles,
  arvComponents,
  arvRegimens,
  testResults,
  testTypes,
  treatments,
  users,
} from '../db/schema.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** The current month (clinic time) and the 5 before it, oldest first. */
export function lastSixMonths(timeZone: string, at: Date): { year: number; month: number }[] {
  const [year, month] = clinicNow(timeZone, at).date.split('-').map(Number) as [number, number];
  return Array.from({ length: 6 }, (_, i) => {
    const index = year * 12 + (month - 1) - (5 - i);
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

/**
 * Appointments per month of their appointment date, whatever their status, for the chart of
 * /admin/statistics; months without any are answered with 0. One grouped SQL count, no rows loaded.
 */
export async function appointmentsLastSixMonths(
  db: Db,
  timeZone: string,
  at: Date,
): Promise<AppointmentsPerMonth[]> {
  const months = lastSixMonths(timeZone, at);
  const first = months[0] as { year: number; month: number };
  const last = months[5] as { year: number; month: number };
  const from = `${first.year}-${pad(first.month)}-01`;
  const next =
    last.month === 12 ? { year: last.year + 1, month: 1 } : { year: last.year, month: last.month + 1 };
  const until = `${next.year}-${pad(next.month)}-01`;
  const monthKey = sql<string>`to_char(${appointments.appointmentDate}, 'YYYY-MM')`;
  const rows = await db
    .select({ key: monthKey, count: count() })
    .from(appointments)
    .where(and(gte(appointments.appointmentDate, from), lt(appointments.appointmentDate, until)))
    .groupBy(monthKey);
  const byKey = new Map(rows.map((r) => [r.key, Number(r.count)]));
  return months.map(({ year, month }) => ({
    year,
    month,
    label: `${month}/${year}`,
    count: byKey.get(`${year}-${pad(month)}`) ?? 0,
  }));
}

/** Dashboards count only verified and active accounts. */
const liveAccounts = (role: 'Patient' | 'Doctor' | 'Staff'): SQL =>
  and(eq(users.role, role), eq(users.isActive, true), eq(users.isVerified, true)) as SQL;

/**
 * The system-wide counts for Admin, Manager and Staff. Soft-deleted master data (inactive test types, ARV
 * components, regimens) is not counted, as the lists hide it; hidden articles are still articles and count.
 */
export async function systemCounts(db: Db): Promise<SystemCounts> {
  const [
    patients,
    doctors,
    staff,
    articleCount,
    treatmentCount,
    regimens,
    types,
    results,
    components,
    appts,
  ] = await Promise.all([
    db.$count(users, liveAccounts('Patient')),
    db.$count(users, liveAccounts('Doctor')),
    db.$count(users, liveAccounts('Staff')),
    db.$count(articles),
    db.$count(treatments),
    db.$count(arvRegimens, eq(arvRegimens.isActive, true)),
    db.$count(testTypes, eq(testTypes.isActive, true)),
    db.$count(testResults),
    db.$count(arvComponents, eq(arvComponents.isActive, true)),
    db.$count(appointments),
  ]);
  return {
    scope: 'system',
    patients,
    doctors,
    staff,
    accountsTotal: patients + doctors + staff,
    articles: articleCount,
    treatments: treatmentCount,
    regimens,
    testTypes: types,
    testResults: results,
    arvComponents: components,
    appointments: appts,
  };
}

/**
 * A doctor's own figures: distinct patients of their appointments, their results and their appointments.
 * Anonymous appointments are left out of the patient count: were they counted, booking one anonymously would
 * change the figure only when the patient was new to the doctor, which links the appointment to a known patient.
 */
export async function doctorCounts(db: Db, doctorId: number): Promise<DoctorCounts> {
  const [[patients], results, appts] = await Promise.all([
    db
      .select({ n: countDistinct(appointments.patientId) })
      .from(appointments)
      .where(and(eq(appointments.doctorId, doctorId), eq(appointments.isAnonymous, false))),
    db.$count(testResults, eq(testResults.doctorId, doctorId)),
    db.$count(appointments, eq(appointments.doctorId, doctorId)),
  ]);
  return { scope: 'doctor', patients: Number(patients?.n ?? 0), testResults: results, appointments: appts };
}
