import type { AppointmentsPerMonth, DoctorCounts, SystemCounts } from '@clinic/contract';
import { statisticsMessages as m } from './messages';

/** Month labels are m/yyyy (no leading zero). */
export function monthLabel(month: number, year: number): string {
  return `${month}/${year}`;
}

export type MonthBar = {
  month: string;
} & Record<typeof m.appointmentsSeries, number>;

/** The server's six months, oldest first, as chart rows; the label is rebuilt so it is always m/yyyy. */
export function monthBars(items: readonly AppointmentsPerMonth[]): MonthBar[] {
  return items.map((item) => ({
    month: monthLabel(item.month, item.year),
    [m.appointmentsSeries]: Math.max(0, Math.trunc(item.count) || 0),
  }));
}

export interface CountRow {
  key: string;
  label: string;
  value: number;
}

export const ZERO_SYSTEM_COUNTS: SystemCounts = {
  scope: 'system',
  patients: 0,
  doctors: 0,
  staff: 0,
  accountsTotal: 0,
  articles: 0,
  treatments: 0,
  regimens: 0,
  testTypes: 0,
  testResults: 0,
  arvComponents: 0,
  appointments: 0,
};

export const ZERO_DOCTOR_COUNTS: DoctorCounts = {
  scope: 'doctor',
  patients: 0,
  testResults: 0,
  appointments: 0,
};

/** The six content counts, in the order both system screens list them. */
function contentRows(c: SystemCounts): CountRow[] {
  return [
    { key: 'articles', label: m.articles, value: c.articles },
    { key: 'treatments', label: m.treatments, value: c.treatments },
    { key: 'regimens', label: m.regimens, value: c.regimens },
    { key: 'testTypes', label: m.testTypes, value: c.testTypes },
    { key: 'testResults', label: m.testResults, value: c.testResults },
    { key: 'arvComponents', label: m.arvComponents, value: c.arvComponents },
  ];
}

/** The rows of /admin/statistics under the expandable account total. */
export function adminCountRows(c: SystemCounts): { accounts: CountRow[]; others: CountRow[] } {
  return {
    accounts: [
      { key: 'patients', label: m.patients, value: c.patients },
      { key: 'doctors', label: m.doctors, value: c.doctors },
      { key: 'staff', label: m.staff, value: c.staff },
    ],
    others: contentRows(c),
  };
}

/** The eight bars of /staff/statistics and /manager/statistics, in the required order. */
export function systemCountRows(c: SystemCounts): CountRow[] {
  return [
    ...contentRows(c),
    { key: 'patients', label: m.patientAccounts, value: c.patients },
    { key: 'doctors', label: m.doctorAccounts, value: c.doctors },
  ];
}

/** /doctor/statistics: the doctor's own patients and test results. */
export function doctorCountRows(c: DoctorCounts): CountRow[] {
  return [
    { key: 'patients', label: m.myPatients, value: c.patients },
    { key: 'testResults', label: m.myTestResults, value: c.testResults },
  ];
}

/**
 * The ticks of a count axis, from 0 to above the highest value (room for the value labels): every integer while
 * that stays readable (up to 12 ticks), otherwise a round step (1, 2 or 5 times a power of ten) giving at most
 * seven ticks.
 */
export function countTicks(values: readonly number[]): number[] {
  const highest = Math.max(0, ...values.map((v) => (Number.isFinite(v) ? Math.ceil(v) : 0)));
  if (highest <= 10) return Array.from({ length: highest + 2 }, (_, i) => i);
  const rough = highest / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((f) => f * power >= rough) ?? 10) * power;
  const top = Math.floor(highest / step) * step + step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}
