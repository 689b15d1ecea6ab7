import {
  type AuditAlert,
  type AuditEvent,
  type AuditEventsQuery,
  type AuditPreset,
  isDateRange,
  type MyRecordAccessQuery,
} from '@clinic/contract';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_CATEGORY_LABELS,
  AUDIT_ROLE_LABELS,
  auditMessages as m,
} from './messages';

/** Events a page of either log shows. */
export const AUDIT_PAGE_SIZE = 20;

type Actor = Pick<AuditEvent, 'actorUserId' | 'actorRole' | 'actorName'>;

/** A doctor's name as the clinic writes it: "BS. …", never twice. */
const doctorName = (name: string) => (/^BS\.?\s/i.test(name) ? name : m.doctor(name));

/**
 * Who acted, in words, as a patient is shown it: "Bạn" for the signed-in account itself (`selfUserId`), a doctor
 * by name ("BS. …"), anyone else by role; an event without an account (a refused call without a valid session) is
 * "Không xác định".
 */
export function actorLabel(actor: Actor, selfUserId?: number | null): string {
  if (selfUserId != null && actor.actorUserId === selfUserId) return m.you;
  if (actor.actorRole === 'Doctor') {
    const name = actor.actorName?.trim();
    return name ? doctorName(name) : AUDIT_ROLE_LABELS.Doctor;
  }
  if (actor.actorRole) return AUDIT_ROLE_LABELS[actor.actorRole];
  return m.unknownActor;
}

/**
 * Who acted, as the administrator is shown it: every account by its name (a doctor's as "BS. …"), the role where
 * the log has no name, "Không xác định" without an account.
 */
export function actorName(actor: Actor): string {
  const name = actor.actorName?.trim();
  if (!name) return actorLabel(actor);
  return actor.actorRole === 'Doctor' ? doctorName(name) : name;
}

/** The name and, after it, the role ("Trần An (Nhân viên)"); the role alone where the log has no name. */
export function actorWithRole(actor: Actor): string {
  const name = actorName(actor);
  const role = actor.actorRole && AUDIT_ROLE_LABELS[actor.actorRole];
  return role && name !== role && actor.actorRole !== 'Doctor' ? m.nameAndRole(name, role) : name;
}

/** Whether the event is the signed-in account's own (the patient reading their own record). */
export const isOwnAccess = (event: Pick<AuditEvent, 'actorUserId'>, selfUserId: number | null | undefined) =>
  selfUserId != null && event.actorUserId === selfUserId;

export const actionLabel = (event: Pick<AuditEvent, 'action'>) => AUDIT_ACTION_LABELS[event.action];
export const categoryLabel = (event: Pick<AuditEvent, 'category'>) => AUDIT_CATEGORY_LABELS[event.category];

/** An alert in one sentence: who (by name, for the administrator) read how many patients' records, how fast. */
export function alertText(alert: AuditAlert): string {
  return m.alertText(actorWithRole(alert), alert.patientCount, alert.windowMinutes);
}

/** The patient's filter: two ends of a date range, yyyy-MM-dd or '' for an open end. */
export interface DateFilters {
  from: string;
  to: string;
}

/**
 * The admin's filters: the dates or a rolling window ('' for none; choosing one clears the other), the acting
 * account ('' for any) and the patient, by name or id, as typed.
 */
export interface LogFilters extends DateFilters {
  preset: AuditPreset | '';
  userId: number | '';
  patient: string;
}

export const NO_DATES: DateFilters = { from: '', to: '' };
export const NO_LOG_FILTERS: LogFilters = { from: '', to: '', preset: '', userId: '', patient: '' };

export const isReversed = (f: DateFilters): boolean => !isDateRange(f.from, f.to);

export const isFiltered = (f: DateFilters & Partial<LogFilters>): boolean =>
  f.from !== '' ||
  f.to !== '' ||
  (f.preset ?? '') !== '' ||
  (f.userId ?? '') !== '' ||
  (f.patient ?? '').trim() !== '';

/** The filters with `preset` chosen (or cleared, choosing the one already on): a window and dates never mix. */
export function withPreset(f: LogFilters, preset: AuditPreset): LogFilters {
  return f.preset === preset ? { ...f, preset: '' } : { ...f, preset, from: '', to: '' };
}

/** The filters with dates typed: they replace a window chosen before. */
export function withDates(f: LogFilters, dates: DateFilters): LogFilters {
  const typed = dates.from !== '' || dates.to !== '';
  return { ...f, ...dates, preset: typed ? '' : f.preset };
}

/** An id as the number input holds it: a whole number from 1, else none (''). */
export function idFilter(value: string | number | null | undefined): number | '' {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return String(value ?? '').trim() !== '' && Number.isSafeInteger(n) && n >= 1 ? n : '';
}

function dateQuery(f: DateFilters): Pick<MyRecordAccessQuery, 'from' | 'to'> {
  return { ...(f.from && { from: f.from }), ...(f.to && { to: f.to }) };
}

/**
 * GET /Audit/MyRecordAccess's query of one page: open ends are left out; the patient's own accesses too
 * (`others`), unless `includeOwn`: who else opened the record is what the page is for. Null while the range is
 * reversed: nothing is asked then, the message under "to" says why.
 */
export function recordAccessQuery(
  f: DateFilters,
  page: number,
  pageSize: number,
  includeOwn = false,
): MyRecordAccessQuery | null {
  if (isReversed(f)) return null;
  return { page, pageSize, ...dateQuery(f), ...(!includeOwn && { others: 'true' as const }) };
}

/** The filters of GET /Audit/Events and of its CSV export, without paging; null while the range is reversed. */
export function logFilterQuery(f: LogFilters): AuditEventsQuery | null {
  if (isReversed(f)) return null;
  const patient = f.patient.trim();
  return {
    ...(f.preset ? { preset: f.preset } : dateQuery(f)),
    ...(f.userId !== '' && { userId: f.userId }),
    ...(patient && { patient }),
  };
}

/** GET /Audit/Events's query of one page. */
export function logQuery(f: LogFilters, page: number, pageSize: number): AuditEventsQuery | null {
  const filters = logFilterQuery(f);
  return filters && { page, pageSize, ...filters };
}

/** The query string of the CSV export ("" without filters), in the order the filters are shown. */
export function exportSearch(f: LogFilters): string {
  const query = logFilterQuery(f) ?? {};
  const params = new URLSearchParams();
  for (const key of ['patient', 'userId', 'preset', 'from', 'to'] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The newest alerts first, at most `limit` of them: the dashboard keeps the card short. */
export function latestAlerts(alerts: readonly AuditAlert[], limit: number): AuditAlert[] {
  return [...alerts].sort((a, b) => Date.parse(b.raisedAt) - Date.parse(a.raisedAt)).slice(0, limit);
}
