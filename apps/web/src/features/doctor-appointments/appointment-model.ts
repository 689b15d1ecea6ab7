import {
  APPOINTMENT_STATUSES,
  type Appointment,
  type AppointmentListQuery,
  type AppointmentListSort,
  type AppointmentStatus,
  canRecordResult,
  canTransition,
  isDateRange,
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

export interface ManagerFilters {
  status: StatusFilter;
  /** yyyy-MM-dd, or '' for an open end */
  from: string;
  to: string;
  /** What the search box holds, already trimmed */
  search: string;
  sort: AppointmentListSort;
}

export const isFiltered = (f: ManagerFilters): boolean =>
  f.status !== 'all' || f.from !== '' || f.to !== '' || f.search !== '';

/**
 * The query of one page of the manager's table: the server filters, orders and pages, and a blank filter or the
 * default order (newest first) is left out. Null while the range is reversed: nothing is asked then.
 */
export function managerQuery(f: ManagerFilters, page: number, pageSize: number): AppointmentListQuery | null {
  if (!isDateRange(f.from, f.to)) return null;
  return {
    page,
    pageSize,
    ...(f.status !== 'all' && { status: f.status }),
    ...(f.from && { from: f.from }),
    ...(f.to && { to: f.to }),
    ...(f.search && { search: f.search }),
    ...(f.sort === 'asc' && { sort: f.sort }),
  };
}
