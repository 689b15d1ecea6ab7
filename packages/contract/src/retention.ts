/**
 * Retention on ART and ARV supply: when a patient's pills run out, when the refill is due, whether they are on
 * time, late or have interrupted treatment, the reporting periods and the indicator rules (TX_CURR, TX_ML,
 * TX_PVLS, TX_NEW). Pure rules (retention rules R1–R8): the caller supplies "today" and every date, so server
 * and web count the same patients. Dates are yyyy-MM-dd clinic dates and compare as strings.
 */
import { z } from 'zod';
import type { AppointmentStatus } from './appointment-status.js';
import { addDays, addMonths } from './dates.js';

/** The cut-offs the clinic may tune; every function that takes them accepts a partial override. */
export interface RetentionThresholds {
  /** R1: days before run-out on which the refill falls due */
  refillLeadDays: number;
  /**
   * R3–R5: days past the reference date after which a late patient counts as interrupted (IIT). TX_CURR's grace
   * uses the same number, so a patient leaves TX_CURR exactly when they become interrupted and TX_ML adds up.
   */
  interruptedAfterDays: number;
  /** R6: months on ART before a patient enters the TX_PVLS denominator */
  pvlsMinMonthsOnArt: number;
  /** R6: how far back a viral load still counts for TX_PVLS */
  pvlsLookbackMonths: number;
  /** R6: copies/mL below which the latest viral load counts as suppressed */
  pvlsSuppressedBelow: number;
}

export const DEFAULT_RETENTION_THRESHOLDS: RetentionThresholds = {
  refillLeadDays: 7,
  interruptedAfterDays: 28,
  pvlsMinMonthsOnArt: 3,
  pvlsLookbackMonths: 12,
  pvlsSuppressedBelow: 1000,
};

export const RETENTION_STATES = ['onTime', 'late', 'interrupted'] as const;
export type RetentionState = (typeof RETENTION_STATES)[number];

/** R1: the usual multi-month dispensing choices. */
export const DAYS_DISPENSED_OPTIONS = [30, 60, 90, 180] as const;
export type DaysDispensedOption = (typeof DAYS_DISPENSED_OPTIONS)[number];

export const REPORTING_PERIOD_KINDS = ['month', 'quarter', 'vnQuarter', 'pepfarQuarter', 'vnYear'] as const;
export type ReportingPeriodKind = (typeof REPORTING_PERIOD_KINDS)[number];

export const TRACING_OUTCOMES = [
  'reached',
  'notReached',
  'returned',
  'transferredOut',
  'died',
  'refused',
] as const;
export type TracingOutcome = (typeof TRACING_OUTCOMES)[number];

/**
 * TX_ML's patients by their latest tracing outcome; 'unknown' when none was recorded. Kept apart from the
 * indicators' schema (retention-api.ts) so that the statistics screen, which lists them, loads no schema.
 */
export const TX_ML_OUTCOME_KEYS = [...TRACING_OUTCOMES, 'unknown'] as const;
export type TxMlOutcomeKey = (typeof TX_ML_OUTCOME_KEYS)[number];

export const RETENTION_STATE_LABELS: Record<RetentionState, string> = {
  onTime: 'Đúng hẹn',
  late: 'Trễ hẹn',
  interrupted: 'Gián đoạn điều trị',
};

export const TRACING_OUTCOME_LABELS: Record<TracingOutcome, string> = {
  reached: 'Đã liên lạc được',
  notReached: 'Không liên lạc được',
  returned: 'Đã quay lại điều trị',
  transferredOut: 'Chuyển đi nơi khác',
  died: 'Đã tử vong',
  refused: 'Từ chối điều trị',
};

export const REPORTING_PERIOD_KIND_LABELS: Record<ReportingPeriodKind, string> = {
  month: 'Tháng',
  quarter: 'Quý',
  vnQuarter: 'Quý báo cáo (15 đến 14)',
  pepfarQuarter: 'Quý tài khóa PEPFAR (năm tài khóa bắt đầu 1/10)',
  vnYear: 'Năm báo cáo (15/12 đến 14/12)',
};

export const retentionMessages = {
  periodKindInvalid: `Loại kỳ báo cáo không hợp lệ (chỉ nhận: ${REPORTING_PERIOD_KINDS.join(', ')})`,
  yearInvalid: 'Năm báo cáo phải là số nguyên từ 2000 đến 2100',
  monthIndexInvalid: 'Tháng báo cáo phải là số nguyên từ 1 đến 12',
  quarterIndexInvalid: 'Quý báo cáo phải là số nguyên từ 1 đến 4',
  yearIndexInvalid: 'Năm báo cáo chỉ có một kỳ (index = 1)',
  indexInvalid: 'Kỳ báo cáo phải là một số nguyên',
} as const;

function withDefaults(thresholds?: Partial<RetentionThresholds>): RetentionThresholds {
  // A key present but undefined (a form left blank) must not wipe out the default.
  const given = Object.entries(thresholds ?? {}).filter(([, v]) => v !== undefined);
  return { ...DEFAULT_RETENTION_THRESHOLDS, ...Object.fromEntries(given) };
}

const day = (value: string): string => value.slice(0, 10);

/** Whole calendar days from `from` to `to` (negative when `to` comes first); a calendar date has no time zone. */
function daysBetween(from: string, to: string): number {
  const utc = (iso: string) => {
    const [y, m, d] = day(iso).split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

// ---------------------------------------------------------------------------------------------------------
// R1 supply

export interface RunOutInput {
  /** yyyy-MM-dd */
  dispenseDate: string;
  daysDispensed: number;
  /** days of pills the patient still had when this supply was dispensed; absent or null when not recorded */
  pillsOnHandDays?: number | null;
}

export interface RunOut {
  runOutDate: string;
  refillDueDate: string;
}

/** R1: the day the pills run out and the day the refill falls due (90 days from 2025-03-01 → 2025-05-30, 2025-05-23). */
export function runOutDate(input: RunOutInput, thresholds?: Partial<RetentionThresholds>): RunOut {
  const t = withDefaults(thresholds);
  const out = addDays(input.dispenseDate, input.daysDispensed + (input.pillsOnHandDays ?? 0));
  return { runOutDate: out, refillDueDate: addDays(out, -t.refillLeadDays) };
}

// ---------------------------------------------------------------------------------------------------------
// R2, R3 missed appointments and state

export interface MissedAppointmentInput {
  status: AppointmentStatus;
  /** the appointment's day, yyyy-MM-dd (a time after it is ignored) */
  date: string;
  /** yyyy-MM-dd, in clinic time */
  today: string;
  /** a result or a treatment has been recorded for the appointment */
  hasResultOrTreatment: boolean;
}

/** R2: a Scheduled or Confirmed appointment whose day has passed with no result or treatment. */
export function isMissedAppointment(input: MissedAppointmentInput): boolean {
  const open = input.status === 'Scheduled' || input.status === 'Confirmed';
  return open && day(input.date) < day(input.today) && !input.hasResultOrTreatment;
}

export interface RetentionStateInput {
  /** yyyy-MM-dd, in clinic time */
  today: string;
  /** from the latest dispensing; null when none is recorded */
  runOutDate: string | null;
  lastMissedAppointmentDate: string | null;
  /** the latest visit, result or refill */
  lastContactDate: string | null;
}

export interface RetentionStateResult {
  state: RetentionState;
  /** 0 when on time */
  daysLate: number;
}

const ON_TIME: RetentionStateResult = { state: 'onTime', daysLate: 0 };

/**
 * R3: on time, late or interrupted. Days late are counted from the later of the run-out and the last missed
 * appointment to today (run-out 2025-05-30: 2025-06-27 is 28 days late, 2025-06-28 is 29 and interrupted).
 *
 * Choices where the rules leave room:
 * - A contact on the reference day or after it means the patient came back: on time. A contact dated after
 *   `today` has not happened yet and is ignored.
 * - With neither a run-out nor a missed appointment there is nothing to be late for: on time.
 */
export function retentionState(
  input: RetentionStateInput,
  thresholds?: Partial<RetentionThresholds>,
): RetentionStateResult {
  const t = withDefaults(thresholds);
  const today = day(input.today);
  const candidates = [input.runOutDate, input.lastMissedAppointmentDate]
    .filter((d): d is string => !!d)
    .map(day);
  if (candidates.length === 0) return ON_TIME;
  const reference = candidates.reduce((a, b) => (a > b ? a : b));
  const contact = input.lastContactDate ? day(input.lastContactDate) : null;
  if (contact !== null && contact >= reference && contact <= today) return ON_TIME;
  const daysLate = daysBetween(reference, today);
  if (daysLate <= 0) return ON_TIME;
  return { state: daysLate > t.interruptedAfterDays ? 'interrupted' : 'late', daysLate };
}

// ---------------------------------------------------------------------------------------------------------
// R8 periods

export interface ReportingPeriodInput {
  kind: ReportingPeriodKind;
  year: number;
  /** 1-based: January = 1, Q1 = 1 */
  index: number;
}

export interface ReportingPeriod {
  /** first day, yyyy-MM-dd, inclusive */
  from: string;
  /** last day, yyyy-MM-dd, inclusive */
  to: string;
}

/** The largest index of each kind of period. */
export const REPORTING_PERIOD_MAX_INDEX: Record<ReportingPeriodKind, number> = {
  month: 12,
  quarter: 4,
  vnQuarter: 4,
  pepfarQuarter: 4,
  vnYear: 1,
};

/** The message for an index out of its kind's range. */
function indexMessage(kind: ReportingPeriodKind): string {
  if (kind === 'month') return retentionMessages.monthIndexInvalid;
  return kind === 'vnYear' ? retentionMessages.yearIndexInvalid : retentionMessages.quarterIndexInvalid;
}

/**
 * R8: a calendar month, a calendar quarter, Vietnam's reporting quarter, which runs from the 15th of the month
 * before the quarter to the 14th of its last month (Q2 2025 = 2025-03-15 to 2025-06-14), so Q1 starts in December
 * of the year before, and Vietnam's reporting year (15 December of the year before to 14 December); PEPFAR's
 * fiscal quarter, `year` being the fiscal year, which starts on 1 October of the year before (FY2026 Q1 =
 * 2025-10-01 to 2025-12-31). Throws a RangeError for an unknown kind, a year outside 1000–9999 or an index out of
 * range.
 */
export function reportingPeriod(input: ReportingPeriodInput): ReportingPeriod {
  const { kind, year, index } = input;
  if (!REPORTING_PERIOD_KINDS.includes(kind)) throw new RangeError(retentionMessages.periodKindInvalid);
  // Four-digit years only: the date helpers would read a two-digit year as 19xx.
  if (!Number.isInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(retentionMessages.yearInvalid);
  const max = REPORTING_PERIOD_MAX_INDEX[kind];
  if (!Number.isInteger(index) || index < 1 || index > max) throw new RangeError(indexMessage(kind));

  if (kind === 'vnYear') return { from: `${year - 1}-12-15`, to: `${year}-12-14` };
  if (kind === 'pepfarQuarter') {
    const from = addMonths(`${year - 1}-10-01`, (index - 1) * 3);
    return { from, to: addDays(addMonths(from, 3), -1) };
  }
  const firstMonth = kind === 'month' ? index : (index - 1) * 3 + 1;
  const start = `${year}-${String(firstMonth).padStart(2, '0')}-01`;
  if (kind === 'month') return { from: start, to: addDays(addMonths(start, 1), -1) };
  if (kind === 'quarter') return { from: start, to: addDays(addMonths(start, 3), -1) };
  return { from: addDays(addMonths(start, -1), 14), to: addDays(addMonths(start, 2), 13) };
}

// ---------------------------------------------------------------------------------------------------------
// R4–R7 indicators

/** Outcomes that take a patient off the clinic's ART register whatever their supply (R4). */
const LEFT_CARE: readonly TracingOutcome[] = ['died', 'transferredOut'];

export interface ActiveOnTreatmentInput {
  /** the last day of the period, yyyy-MM-dd */
  periodEnd: string;
  /** from the latest dispensing on or before periodEnd; null when the patient has none */
  runOutDate: string | null;
  /** the latest tracing outcome recorded on or before periodEnd */
  outcome?: TracingOutcome | null;
}

/**
 * R4 TX_CURR: on ART at the end of the period when the run-out is on or after the period end minus the grace
 * (interruptedAfterDays), and the patient has not died or transferred out. Multi-month dispensing counts: 180
 * days dispensed in January still covers the end of March.
 */
export function isActiveOnTreatment(
  input: ActiveOnTreatmentInput,
  thresholds?: Partial<RetentionThresholds>,
): boolean {
  const t = withDefaults(thresholds);
  if (input.runOutDate === null || (input.outcome && LEFT_CARE.includes(input.outcome))) return false;
  return day(input.runOutDate) >= addDays(day(input.periodEnd), -t.interruptedAfterDays);
}

export interface TxMlInput {
  /** first day of the period, yyyy-MM-dd */
  periodStart: string;
  /** last day of the period, yyyy-MM-dd */
  periodEnd: string;
  /** run-out from the latest dispensing before periodStart */
  runOutDateAtStart: string | null;
  /** run-out from the latest dispensing on or before periodEnd; null means no dispensing since the start */
  runOutDate: string | null;
  /** the latest tracing outcome recorded before periodStart */
  outcomeAtStart?: TracingOutcome | null;
}

/**
 * R5 TX_ML: counted in TX_CURR at the start of the period (the day before it begins) and interrupted
 * (more than interruptedAfterDays past the run-out) by its end. The tracing outcome is reported beside it and
 * does not decide who counts.
 */
export function countsInTxMl(input: TxMlInput, thresholds?: Partial<RetentionThresholds>): boolean {
  const t = withDefaults(thresholds);
  const activeAtStart = isActiveOnTreatment(
    {
      periodEnd: addDays(day(input.periodStart), -1),
      runOutDate: input.runOutDateAtStart,
      outcome: input.outcomeAtStart,
    },
    t,
  );
  const runOut = input.runOutDate ?? input.runOutDateAtStart;
  return activeAtStart && runOut !== null && daysBetween(runOut, input.periodEnd) > t.interruptedAfterDays;
}

export interface PvlsViralLoad {
  /** yyyy-MM-dd */
  date: string;
  value: number | null;
  belowDetection?: boolean;
}

export interface PvlsInput {
  /** last day of the period, yyyy-MM-dd */
  periodEnd: string;
  artStartDate: string | null;
  viralLoads: PvlsViralLoad[];
}

export interface PvlsStatus {
  inDenominator: boolean;
  inNumerator: boolean;
}

/**
 * R6 TX_PVLS: in the denominator when on ART for at least pvlsMinMonthsOnArt calendar months at the period end
 * and the latest viral load on or before it falls within the pvlsLookbackMonths that end with it; in the
 * numerator when that result is below pvlsSuppressedBelow. A patient 2 months on ART is excluded. A viral load taken
 * before ART start is a baseline and never counts (v2): 50,000 two weeks before ART start is no result for PVLS.
 *
 * Choices where the rules leave room:
 * - The look-back runs from the day after periodEnd − pvlsLookbackMonths to periodEnd: exactly 12 months.
 * - A result reported below detection is suppressed whatever its number; one with neither a number nor that
 *   flag is not a result and is skipped.
 * - Two results on the same latest day: the higher counts, so the patient is never shown better than measured.
 */
export function pvlsStatus(input: PvlsInput, thresholds?: Partial<RetentionThresholds>): PvlsStatus {
  const t = withDefaults(thresholds);
  const none: PvlsStatus = { inDenominator: false, inNumerator: false };
  const end = day(input.periodEnd);
  if (input.artStartDate === null || addMonths(day(input.artStartDate), t.pvlsMinMonthsOnArt) > end)
    return none;
  const level = (vl: PvlsViralLoad) => (vl.belowDetection ? Number.NEGATIVE_INFINITY : (vl.value ?? 0));
  const latest = input.viralLoads
    .filter(
      (vl) =>
        day(vl.date) <= end &&
        day(vl.date) >= day(input.artStartDate as string) &&
        (vl.belowDetection || vl.value !== null),
    )
    .reduce<PvlsViralLoad | null>((best, vl) => {
      if (best === null || day(vl.date) > day(best.date)) return vl;
      return day(vl.date) === day(best.date) && level(vl) > level(best) ? vl : best;
    }, null);
  if (latest === null || day(latest.date) <= addMonths(end, -t.pvlsLookbackMonths)) return none;
  return { inDenominator: true, inNumerator: level(latest) < t.pvlsSuppressedBelow };
}

export interface TxNewInput {
  /** first day of the period, yyyy-MM-dd */
  periodStart: string;
  /** last day of the period, yyyy-MM-dd */
  periodEnd: string;
  /** the patient's first ever ART start, not a restart */
  firstArtStartDate: string | null;
}

/** R7 TX_NEW: the first ART start falls in the period (both ends included). */
export function countsInTxNew(input: TxNewInput): boolean {
  if (input.firstArtStartDate === null) return false;
  const start = day(input.firstArtStartDate);
  return start >= day(input.periodStart) && start <= day(input.periodEnd);
}

// ---------------------------------------------------------------------------------------------------------
// API shapes

/** ?kind=&year=&index= of a report: numbers come as query-string text. */
export const reportingPeriodQuery = z
  .object({
    kind: z.enum(REPORTING_PERIOD_KINDS, { error: retentionMessages.periodKindInvalid }),
    year: z.coerce
      .number({ error: retentionMessages.yearInvalid })
      .int(retentionMessages.yearInvalid)
      .min(2000, retentionMessages.yearInvalid)
      .max(2100, retentionMessages.yearInvalid),
    index: z.coerce.number({ error: retentionMessages.indexInvalid }),
  })
  .superRefine((q, ctx) => {
    // The range depends on the kind, so a quarter's index says "1 to 4" and a month's "1 to 12".
    const max = REPORTING_PERIOD_MAX_INDEX[q.kind];
    if (!Number.isInteger(q.index) || q.index < 1 || q.index > max)
      ctx.addIssue({
        code: 'custom',
        path: ['index'],
        message: indexMessage(q.kind),
      });
  });
export type ReportingPeriodQuery = z.output<typeof reportingPeriodQuery>;

/** A patient's retention state as the API answers it. */
export const retentionStateItem = z.object({
  state: z.enum(RETENTION_STATES),
  daysLate: z.number().int().min(0),
});
export type RetentionStateItem = z.output<typeof retentionStateItem>;
