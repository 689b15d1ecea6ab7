import {
  CLINIC_HOURS,
  clinicHour,
  isManagement,
  type Role,
  scheduleMessages,
  WEEKDAY_VI,
  WEEKDAYS,
  type Weekday,
} from '@clinic/contract';
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { noAnswerMessage } from '../../lib/api-errors';
import { setServerFieldErrors, zodResolver } from '../../lib/forms';
import { schedulesMessages as m } from './messages';

/** Pure rules of the schedule screens, kept apart so they are unit-tested. */

const AUTO_END_HOUR = 17;
export function isStaffRole(role: Role | null): boolean {
  return isManagement(role ?? undefined);
}

/** "08:00:00" or "08:00" -> "08:00" for display; anything else is shown as it came. */
export function displayTime(value: string): string {
  return /^\d{2}:\d{2}/.test(value) ? value.slice(0, 5) : value;
}

/** "08:00" -> "08:00:00", the form the API takes. */
export function apiTime(value: string): string {
  return value.length === 5 ? `${value}:00` : value;
}

export function weekdayLabel(day: string): string {
  return (WEEKDAY_VI as Record<string, string>)[day] ?? day;
}

export function isWeekday(value: string): value is Weekday {
  return (WEEKDAYS as readonly string[]).includes(value);
}

/** A start needs some later hour to end at, so the last clinic hour (18:00) is never a start. */
export const START_OPTIONS: string[] = CLINIC_HOURS.slice(0, -1);

/** End choices: only the hours after the start; every hour after 08:00 while no start is chosen. */
export function endOptionsAfter(start: string | null): string[] {
  const from = start ? clinicHour(start) : null;
  if (from === null) return CLINIC_HOURS.slice(1);
  return CLINIC_HOURS.filter((h) => (clinicHour(h) ?? 0) > from);
}

/** Choosing a start sets the end to 17:00, or to the next hour when 17:00 is not after the start. */
export function autoEndFor(start: string): string | null {
  if (clinicHour(start) === null) return null;
  const options = endOptionsAfter(start);
  return options.find((h) => clinicHour(h) === AUTO_END_HOUR) ?? options[0] ?? null;
}

/** The end kept after the start changed on the update page: unchanged while still after the start, else cleared. */
export function keepEndIfValid(start: string | null, end: string | null): string | null {
  if (!end) return null;
  return endOptionsAfter(start).includes(end) ? end : null;
}

export interface HourValues {
  startTime: string | null;
  endTime: string | null;
}

/** This screen words a missing hour or weekday its own way; the contract's rule is the same. */
const SCREEN_WORDS: Record<string, string> = {
  [scheduleMessages.chooseBoth]: m.chooseBoth,
  [scheduleMessages.workDay]: m.workDayRequired,
};

/**
 * A form `validate` from the contract's create or update schema: both hours required, whole clinic hours, the
 * end after the start, and on create the weekday, worded as this screen words them.
 */
export function scheduleValidator<V extends HourValues>(
  schema: z.ZodType,
  toBody: (values: V) => unknown,
): (values: V) => FormErrors {
  const validate = zodResolver(schema, toBody);
  return (values) => {
    const errors = validate(values);
    for (const [field, message] of Object.entries(errors)) {
      if (typeof message === 'string' && SCREEN_WORDS[message]) errors[field] = SCREEN_WORDS[message];
    }
    return errors;
  };
}

export type ManagerAccess =
  | { kind: 'denied' }
  | { kind: 'invalid' }
  | { kind: 'all' }
  | { kind: 'doctor'; doctorId: number; own: boolean };

function parseId(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : Number.NaN;
}

/**
 * A doctor sees only their own schedule (another doctor's id is refused); Admin,
 * Manager and Staff see the doctor of the route, or every schedule without an id; other roles are refused.
 */
export function managerAccess(
  role: Role | null,
  ownDoctorId: number | null | undefined,
  routeDoctorId: string | undefined,
): ManagerAccess {
  const id = parseId(routeDoctorId);
  if (role === 'Doctor') {
    if (!ownDoctorId) return { kind: 'denied' };
    if (id === null || id === ownDoctorId) return { kind: 'doctor', doctorId: ownDoctorId, own: true };
    return { kind: 'denied' };
  }
  if (!isStaffRole(role)) return { kind: 'denied' };
  if (id === null) return { kind: 'all' };
  if (Number.isNaN(id)) return { kind: 'invalid' };
  return { kind: 'doctor', doctorId: id, own: false };
}

/** The 'Add schedule' target: for doctors, or when a doctorId is in the route. */
export function addScheduleDoctorId(access: ManagerAccess): number | null {
  return access.kind === 'doctor' ? access.doctorId : null;
}

/** Admin, Manager or Staff with a doctorId, or a Doctor with their own id; others are refused. */
export function canCreateFor(
  role: Role | null,
  ownDoctorId: number | null | undefined,
  routeDoctorId: string | undefined,
): number | null {
  const id = parseId(routeDoctorId);
  if (id === null || Number.isNaN(id)) return null;
  if (isStaffRole(role)) return id;
  if (role === 'Doctor' && ownDoctorId === id) return id;
  return null;
}

/** Update page: the roles that manage schedules; the server answers 404 for another doctor's schedule. */
export function canUpdate(role: Role | null): boolean {
  return role === 'Doctor' || isStaffRole(role);
}

/** Where create and update go back to: a doctor to /my-schedules, others to that doctor's manager. */
export function scheduleHome(role: Role | null, doctorId: number): string {
  return role === 'Doctor' ? paths.doctor.mySchedules : paths.schedules.doctorManager(doctorId);
}

function fieldErrorEntries(error: ApiError): [string, string[]][] {
  return Object.entries(error.fieldErrors).filter(([, list]) => Array.isArray(list));
}

/** A WorkDay entry in the errors map, whatever the key's case. */
export function isDayTaken(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (fieldErrorEntries(error).some(([key]) => key.toLowerCase() === 'workday')) return true;
  const data = error.data;
  return (
    typeof data === 'object' && data !== null && Object.keys(data).some((k) => k.toLowerCase() === 'workday')
  );
}

/** The server's errors joined with commas, else its message, else the screen's default text; or that it did not answer. */
export function joinedServerErrors(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const unanswered = noAnswerMessage(error);
  if (unanswered) return unanswered;
  const fromFields = fieldErrorEntries(error).flatMap(([, list]) => list);
  const messages = [...new Set(fromFields.length > 0 ? fromFields : error.errors)].filter(Boolean);
  if (messages.length > 0) return messages.join(', ');
  return error.serverMessage ?? fallback;
}

/** Create: the weekday already taken gives its own required text; everything else is joined. */
export function createErrorMessage(error: unknown): string {
  return isDayTaken(error) ? m.dayTaken : joinedServerErrors(error, m.createFailed);
}

/** Delete: the server's message, else the default; or that it did not answer. */
export function deleteErrorMessage(error: unknown): string {
  const unanswered = noAnswerMessage(error);
  if (unanswered) return unanswered;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return m.deleteFailed;
}

const SCHEDULE_FIELDS = ['workDay', 'startTime', 'endTime'] as const;

/**
 * A failed save's field messages under the form's fields (the server may write WorkDay, StartTime...); a taken
 * weekday is told with the screen's own text.
 */
export function showServerFieldErrors(
  form: {
    setErrors: (errors: FormErrors) => void;
    clearErrors: () => void;
    setFieldError: (field: string, message: string) => void;
  },
  error: unknown,
): void {
  if (!setServerFieldErrors(form, error, SCHEDULE_FIELDS)) form.clearErrors();
  if (
    error instanceof ApiError &&
    fieldErrorEntries(error).some(([key]) => key.toLowerCase() === 'workday')
  ) {
    form.setFieldError('workDay', m.dayTaken);
  }
}

/** Thrown by the fetchers when the server's answer has not the expected shape. */
export class InvalidResponseError extends Error {
  constructor() {
    super(m.invalidResponse);
    this.name = 'InvalidResponseError';
  }
}

/** Load errors: an invalid response, a refusal, no answer (too slow, or no connection), or the screen's default text. */
export function loadErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof InvalidResponseError) return m.invalidResponse;
  if (error instanceof ApiError && error.status === 403) return m.noPermission;
  return noAnswerMessage(error) ?? fallback;
}
