import {
  APPOINTMENT_STATUSES,
  type Appointment,
  type AppointmentStatus,
  canRecordResult,
  canTransition,
  formatDateVi,
} from '@clinic/contract';

export type RowAction = 'accept' | 'cancel' | 'createResult' | 'createPrescription';

/** What a Confirmed row needs: whether its result exists (the server sends hasTestResult and testResultId). */
type ActionInput = Pick<Appointment, 'status' | 'hasTestResult' | 'hasTreatment'>;

/**
 * Scheduled -> accept or cancel; a Confirmed row offers 'create test result' when it has no
 * result, 'create prescription' when it has one (and no treatment yet). Completed and Cancelled are final.
 */
export function rowActions(appointment: ActionInput): RowAction[] {
  const actions: RowAction[] = [];
  if (canTransition('Doctor', appointment.status, 'Confirmed')) actions.push('accept');
  if (canTransition('Doctor', appointment.status, 'Cancelled')) actions.push('cancel');
  if (canRecordResult(appointment.status)) {
    if (!appointment.hasTestResult) actions.push('createResult');
    else if (!appointment.hasTreatment) actions.push('createPrescription');
  }
  return actions;
}

export type StatusFilter = AppointmentStatus | 'all';

/** The filter's choices: every status of the contract (Missed included), so a new status is never left out. */
export const STATUS_FILTER_OPTIONS: readonly StatusFilter[] = ['all', ...APPOINTMENT_STATUSES];

export function parseStatusFilter(value: string | null | undefined): StatusFilter {
  return APPOINTMENT_STATUSES.find((s) => s === value) ?? 'all';
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

/** Searchable text of a row: patient, type, test type, date as shown (dd/MM/yyyy) and as stored. */
function haystack(a: Appointment, typeLabel: string, statusLabel: string): string {
  return fold(
    [
      a.patientName,
      typeLabel,
      a.testTypeName ?? '',
      statusLabel,
      formatDateVi(a.appointmentDate),
      a.appointmentDate,
    ].join(' '),
  );
}

export interface FilterOptions {
  status: StatusFilter;
  search: string;
  sort: 'desc' | 'asc';
  typeLabel: (a: Appointment) => string;
  statusLabel: (a: Appointment) => string;
}

/** Status filter, accent-insensitive search and date/time order of the manager's table. */
export function filterAppointments(rows: Appointment[], opts: FilterOptions): Appointment[] {
  const query = fold(opts.search.trim());
  const kept = rows.filter(
    (a) =>
      (opts.status === 'all' || a.status === opts.status) &&
      (!query || haystack(a, opts.typeLabel(a), opts.statusLabel(a)).includes(query)),
  );
  const key = (a: Appointment) => `${a.appointmentDate.slice(0, 10)} ${a.appointmentTime}`;
  return kept.sort((x, y) => {
    const cmp = key(x).localeCompare(key(y)) || x.appointmentId - y.appointmentId;
    return opts.sort === 'asc' ? cmp : -cmp;
  });
}
