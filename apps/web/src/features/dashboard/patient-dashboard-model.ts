import type { Appointment, AppointmentListQuery, TreatmentItem } from '@clinic/contract';

export const UPCOMING_COUNT = 3;
export const LATEST_RESULTS_COUNT = 3;

export type PatientListId = 'upcoming' | 'missed';

/**
 * What the patient's dashboard asks the server, never the whole history. Upcoming: the first few Scheduled and the
 * first few Confirmed from clinic today, soonest first (upcomingAppointments merges them). Missed: the latest
 * Missed one and the latest Scheduled, Confirmed and Completed ones, newest first (missedToRebook needs no more:
 * something comes after the latest Missed one exactly when the latest of one of those statuses does).
 */
export function patientDashboardQueries(
  today: string,
  count = UPCOMING_COUNT,
): Record<PatientListId, AppointmentListQuery[]> {
  const soonest = { page: 1, pageSize: count, from: today, sort: 'asc' } as const;
  const latest = { page: 1, pageSize: 1, sort: 'desc' } as const;
  return {
    upcoming: [
      { ...soonest, status: 'Scheduled' },
      { ...soonest, status: 'Confirmed' },
    ],
    missed: [
      { ...latest, status: 'Missed' },
      { ...latest, status: 'Scheduled' },
      { ...latest, status: 'Confirmed' },
      { ...latest, status: 'Completed' },
    ],
  };
}

/**
 * The next appointments still to come: Scheduled or Confirmed, dated today or later, soonest first. Given the
 * pages of patientDashboardQueries' upcoming queries, or any list that holds them.
 */
export function upcomingAppointments(
  items: Appointment[],
  today: string,
  count = UPCOMING_COUNT,
): Appointment[] {
  return items
    .filter((a) => (a.status === 'Scheduled' || a.status === 'Confirmed') && a.appointmentDate >= today)
    .sort((a, b) =>
      `${a.appointmentDate} ${a.appointmentTime}`.localeCompare(`${b.appointmentDate} ${b.appointmentTime}`),
    )
    .slice(0, count);
}

/** The treatment in force today (start <= today <= end); the most recently started one when several are. */
export function currentTreatment(items: TreatmentItem[], today: string): TreatmentItem | null {
  const active = items.filter((t) => t.startDate.slice(0, 10) <= today && today <= t.endDate.slice(0, 10));
  active.sort((a, b) => b.startDate.localeCompare(a.startDate));
  return active[0] ?? null;
}

/**
 * The treatment whose pills the patient has now: the one in force, else the latest started one. ARV treatment
 * does not stop at a prescription's end date, and a patient who is late must still see when the pills ran out.
 */
export function supplyTreatment(items: TreatmentItem[], today: string): TreatmentItem | null {
  const current = currentTreatment(items, today);
  if (current) return current;
  const started = items.filter((t) => t.startDate.slice(0, 10) <= today);
  started.sort((a, b) => b.startDate.localeCompare(a.startDate));
  return started[0] ?? null;
}

/** The supply of a treatment as the dashboard shows it; `due` once the refill date is today or past. */
export interface SupplySummary {
  runOutDate: string;
  refillDueDate: string;
  daysDispensed: number;
  due: boolean;
  runOut: boolean;
}

/** The current treatment's supply dates, and whether the patient should come for more pills now. */
export function supplySummary(treatment: TreatmentItem | null, today: string): SupplySummary | null {
  if (!treatment?.runOutDate || !treatment.refillDueDate) return null;
  const runOutDate = treatment.runOutDate.slice(0, 10);
  const refillDueDate = treatment.refillDueDate.slice(0, 10);
  return {
    runOutDate,
    refillDueDate,
    daysDispensed: treatment.daysDispensed,
    due: refillDueDate <= today,
    runOut: runOutDate < today,
  };
}

const at = (a: Appointment) => `${a.appointmentDate.slice(0, 10)} ${a.appointmentTime}`;

/**
 * The missed appointment the patient has not yet made up for: the latest Missed one when no Scheduled,
 * Confirmed or Completed appointment comes after it (a later cancelled booking does not count as coming back).
 * Given the pages of patientDashboardQueries' missed queries (the latest of each status), or the whole list.
 */
export function missedToRebook(items: Appointment[]): Appointment | null {
  const missed = items.filter((a) => a.status === 'Missed').sort((a, b) => at(b).localeCompare(at(a)))[0];
  if (!missed) return null;
  const later = items.some(
    (a) =>
      (a.status === 'Scheduled' || a.status === 'Confirmed' || a.status === 'Completed') &&
      at(a).localeCompare(at(missed)) > 0,
  );
  return later ? null : missed;
}
