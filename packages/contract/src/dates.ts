/**
 * Dates and times, shared by server and web. The API speaks yyyy-MM-dd and HH:mm:ss; people read dd/MM/yyyy
 * and HH:mm. "Today" and "now" are always the clinic's, in its IANA time zone, so a patient abroad and the
 * server agree on which day a booking falls.
 */

/**
 * A real yyyy-MM-dd date. It lives here rather than in rules.ts so that a screen needing only the clinic's
 * clock does not bring every rule of the contract into the web app's first download (apps/web/vite.config.ts).
 */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const DEFAULT_CLINIC_TZ = 'Asia/Ho_Chi_Minh';

/** The meta element of the served index.html that tells the web app the clinic's time zone. */
export const CLINIC_TZ_META = 'clinic-tz';

export interface ClinicNow {
  /** yyyy-MM-dd */
  date: string;
  hour: number;
  minute: number;
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, at: Date): Record<string, string> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(at).map((p) => [p.type, p.value]));
}

/**
 * The last answer per time zone, with the minute it is for. Time zone offsets are whole minutes, so every instant
 * of one UTC minute has the same local date, hour and minute; the server asks on most requests, and formatting
 * parts was a thirtieth of a request's CPU.
 */
const lastAnswers = new Map<string, { minute: number; now: ClinicNow }>();

/** The calendar date and the time of day in a time zone: "today" and "now" in clinic time. */
export function clinicNow(timeZone: string, at: Date = new Date()): ClinicNow {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastAnswers.get(timeZone);
  if (last?.minute === minute) return { ...last.now };
  const p = partsIn(timeZone, at);
  const now = { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute) };
  lastAnswers.set(timeZone, { minute, now });
  return { ...now };
}

/** Today in clinic time, yyyy-MM-dd. */
export function clinicToday(timeZone: string, at: Date = new Date()): string {
  return clinicNow(timeZone, at).date;
}

/** True when the text names a time zone this runtime knows. */
export function isTimeZone(value: string): boolean {
  if (value === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

/** The number written by the digits of text[from, to); NaN when one of them is not a digit. */
function digitsAt(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i += 1) {
    const digit = text.charCodeAt(i) - 48;
    if (!(digit >= 0 && digit <= 9)) return Number.NaN;
    n = n * 10 + digit;
  }
  return n;
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * A UTC instant's calendar date as yyyy-MM-dd, written from its fields: toISOString and the splitting of a date
 * into numbers made most of the cost of the monitoring plans and the worklist, which move dates by the thousand.
 * An invalid date throws as toISOString does; a year outside 1000-9999 is written as toISOString writes it.
 */
function isoDateAt(ms: number): string {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return date.toISOString().slice(0, 10);
  return `${year}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
}

/**
 * Midnight UTC of a yyyy-MM-dd date (a time after it is ignored), read by position; NaN when it is not written so.
 * The rules count days between dates by it: the tracing list reads tens of thousands at once.
 */
export function utcMidnightOf(isoDate: string): number {
  return Date.UTC(digitsAt(isoDate, 0, 4), digitsAt(isoDate, 5, 7) - 1, digitsAt(isoDate, 8, 10));
}

const DAY_MS = 86_400_000;

/** A yyyy-MM-dd date `days` later (earlier when negative); a calendar date has no time zone. */
export function addDays(isoDate: string, days: number): string {
  return isoDateAt(utcMidnightOf(isoDate) + days * DAY_MS);
}

/** Whole calendar days from `from` to `to` (negative when `to` comes first), both yyyy-MM-dd. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnightOf(to) - utcMidnightOf(from)) / DAY_MS);
}

/**
 * A yyyy-MM-dd date `months` calendar months later (earlier when negative). A day the target month lacks
 * becomes its last day (31 August + 6 months is the end of February), so a schedule never spills into the
 * month after the one it was meant for.
 */
export function addMonths(isoDate: string, months: number): string {
  const y = digitsAt(isoDate, 0, 4);
  const m = digitsAt(isoDate, 5, 7);
  const d = digitsAt(isoDate, 8, 10);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return isoDateAt(Date.UTC(y, m - 1 + months, Math.min(d, lastDay)));
}

/**
 * Whole years from a yyyy-MM-dd date to a later one, a birthday counting only once it has been reached: a
 * patient's age, as both the monitoring plan and the prescribing check judge it.
 */
export function ageInYears(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5, 10) < birthDate.slice(5, 10) ? years - 1 : years;
}

/** True while `today` (yyyy-MM-dd) is before the given day, which may carry a time: the day has not come yet. */
export function isDayAhead(day: string, today: string): boolean {
  return today < day.slice(0, 10);
}

/**
 * The API's yyyy-MM-dd for a date the server answered, written either as a date or as a date with a time
 * (a DATE column may come back as midnight): the calendar day as written, never shifted by a time zone.
 * Empty when there is no date.
 */
export function toApiDate(value: string | null | undefined): string {
  const match = value ? DATE_PREFIX.exec(value) : null;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : '';
}

/** "09:00" -> "09:00:00", the form the API stores and answers. */
export function toApiTime(time: string): string {
  return time.length === 5 ? `${time}:00` : time;
}

/** The same conversion under the name the schemas have used. */
export const toClockSeconds = toApiTime;

/** yyyy-MM-dd (or a date with a time) -> dd/MM/yyyy; empty for no date, anything else shown as it came. */
export function formatDateVi(value: string | null | undefined): string {
  if (!value) return '';
  const match = DATE_PREFIX.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/**
 * The calendar day a person typed, as the screens show it (dd/MM/yyyy, also d/M/yyyy) or as the API writes it
 * (yyyy-MM-dd): its yyyy-MM-dd, or null when the text is not a real date.
 */
export function parseDay(text: string): string | null {
  const value = text.trim();
  const vi = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = vi ? `${vi[3]}-${vi[2]?.padStart(2, '0')}-${vi[1]?.padStart(2, '0')}` : value;
  return isIsoDate(iso) ? iso : null;
}

/** HH:mm:ss -> HH:mm; anything that is not a time is shown as it came. */
export function formatTimeShort(time: string): string {
  return /^\d{2}:\d{2}/.test(time) ? time.slice(0, 5) : time;
}

function instantIn(value: string | null | undefined, timeZone: string): ClinicNow | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : clinicNow(timeZone, at);
}

/** A moment (ISO timestamp, e.g. when an article was written) -> its dd/MM/yyyy in clinic time. */
export function formatInstantDateVi(value: string | null | undefined, timeZone: string): string {
  const local = instantIn(value, timeZone);
  return local ? formatDateVi(local.date) : '';
}

/** A moment -> "HH:mm dd/MM/yyyy" in clinic time, the order a Vietnamese reader says it. */
export function formatInstantVi(value: string | null | undefined, timeZone: string): string {
  const local = instantIn(value, timeZone);
  if (!local) return '';
  const hh = String(local.hour).padStart(2, '0');
  const mm = String(local.minute).padStart(2, '0');
  return `${hh}:${mm} ${formatDateVi(local.date)}`;
}
