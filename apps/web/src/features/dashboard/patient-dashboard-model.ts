import type { Appointment, TreatmentItem } from '@clinic/contract';

export const UPCOMING_COUNT = 3;
export const LATEST_RESULTS_COUNT = 3;

/** The next appointments still to come: Scheduled or Confirmed, dated today or later, soonest first. */
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
