/**
 * Retention on ART and ARV supply: when a patient's pills run out, when the refill is due, whether they are on
 * time, late or have interrupted treatment, the reporting periods and the indicator rules (TX_CURR, TX_ML,
 * TX_PVLS, TX_NEW, TX_RTT). Pure rules (retention rules R1–R10, version 2): the caller supplies "today" and every date, so server
 * and web count the same patients. Dates are yyyy-MM-dd clinic dates and compare as strings.
 */
import { z } from 'zod';
import type { AppointmentStatus } from './appointment-status.js';
import { codesOf } from './codes.js';
import { addDays, addMonths, daysBetween } from './dates.js';
import { withDefaults } from './defaults.js';

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

export const RETENTION_STATE_LABELS = {
  onTime: 'Đúng hẹn',
  late: 'Trễ hẹn',
  interrupted: 'Gián đoạn điều trị',
};
export const RETENTION_STATES = codesOf(RETENTION_STATE_LABELS);
export type RetentionState = (typeof RETENTION_STATES)[number];

/** R1: the usual multi-month dispensing choices. */
export const DAYS_DISPENSED_OPTIONS = [30, 60, 90, 180] as const;
export type DaysDispensedOption = (typeof DAYS_DISPENSED_OPTIONS)[number];

export const REPORTING_PERIOD_KIND_LABELS = {
  month: 'Tháng',
  quarter: 'Quý',
  vnQuarter: 'Quý báo cáo (15 đến 14)',
  pepfarQuarter: 'Quý tài khóa PEPFAR (năm tài khóa bắt đầu 1/10)',
  vnYear: 'Năm báo cáo (15/12 đến 14/12)',
};
export const REPORTING_PERIOD_KINDS = codesOf(REPORTING_PERIOD_KIND_LABELS);
export type ReportingPeriodKind = (typeof REPORTING_PERIOD_KINDS)[number];

export const TRACING_OUTCOME_LABELS = {
  reached: 'Đã liên lạc được',
  notReached: 'Không liên lạc được',
  returned: 'Đã quay lại điều trị',
  transferredOut: 'Chuyển đi nơi khác',
  died: 'Đã tử vong',
  refused: 'Từ chối điều trị',
};
export const TRACING_OUTCOMES = codesOf(TRACING_OUTCOME_LABELS);
export type TracingOutcome = (typeof TRACING_OUTCOMES)[number];

/**
 * The outcomes that end a patient's care at the clinic (R4, R10): death, transfer out, and a refusal, which is a
 * stop. Each holds until ARVs are dispensed after it.
 */
export const FINAL_OUTCOMES = ['died', 'transferredOut', 'refused'] as const;
export type FinalOutcome = (typeof FINAL_OUTCOMES)[number];
export const isFinalOutcome = (outcome: TracingOutcome | null | undefined): outcome is FinalOutcome =>
  outcome != null && (FINAL_OUTCOMES as readonly string[]).includes(outcome);

/** R5 v2: TX_ML's outcomes, a final outcome recorded in the period, else an interruption by months on ART. */
export const TX_ML_OUTCOME_LABELS = {
  died: 'Tử vong',
  transferredOut: 'Chuyển đi',
  refusedStopped: 'Từ chối hoặc ngừng điều trị',
  iitUnder3Months: 'Gián đoạn, dưới 3 tháng điều trị',
  iit3To5Months: 'Gián đoạn, 3-5 tháng điều trị',
  iit6PlusMonths: 'Gián đoạn, từ 6 tháng điều trị',
};
export const TX_ML_OUTCOMES = codesOf(TX_ML_OUTCOME_LABELS);
export type TxMlOutcome = (typeof TX_ML_OUTCOMES)[number];

/**
 * The keys of TX_ML's byOutcome: the R5 outcomes (died and transferredOut among them), and, kept for the clients
 * that read them, the patients by their latest tracing outcome ('unknown' when none was recorded). Kept apart from
 * the indicators' schema (retention-api.ts) so that the statistics screen, which lists them, loads no schema.
 */
export const TX_ML_OUTCOME_KEYS = [
  ...TX_ML_OUTCOMES,
  ...TRACING_OUTCOMES.filter((o) => !(TX_ML_OUTCOMES as readonly string[]).includes(o)),
  'unknown',
] as const;
export type TxMlOutcomeKey = TxMlOutcome | TracingOutcome | 'unknown';

export const retentionMessages = {
  periodKindInvalid: `Loại kỳ báo cáo không hợp lệ (chỉ nhận: ${REPORTING_PERIOD_KINDS.join(', ')})`,
  yearInvalid: 'Năm báo cáo phải là số nguyên từ 2000 đến 2100',
  monthIndexInvalid: 'Tháng báo cáo phải là số nguyên từ 1 đến 12',
  quarterIndexInvalid: 'Quý báo cáo phải là số nguyên từ 1 đến 4',
  yearIndexInvalid: 'Năm báo cáo chỉ có một kỳ (index = 1)',
  indexInvalid: 'Kỳ báo cáo phải là một số nguyên',
} as const;

const day = (value: string): string => value.slice(0, 10);

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
  const t = withDefaults(DEFAULT_RETENTION_THRESHOLDS, thresholds);
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
 * R3 v2: on time, late or interrupted. Days late are the larger of (a) the days since the run-out, which only a
 * later dispensing moves (a visit that dispenses nothing does not), and (b) the days since the last missed
 * appointment when no contact came after it. Run-out 2025-05-30, a lab-only visit on 2025-06-05, no refill: on
 * 2025-08-10 interrupted, 72 days late; 2025-06-27 is 28 days late, 2025-06-28 is 29 and interrupted.
 *
 * Choices where the rules leave room:
 * - A contact on the missed appointment's day or after it clears that appointment. A contact dated after `today`
 *   has not happened yet and is ignored.
 * - With neither a run-out nor a missed appointment there is nothing to be late for: on time.
 */
export function retentionState(
  input: RetentionStateInput,
  thresholds?: Partial<RetentionThresholds>,
): RetentionStateResult {
  const t = withDefaults(DEFAULT_RETENTION_THRESHOLDS, thresholds);
  const today = day(input.today);
  const contact = input.lastContactDate ? day(input.lastContactDate) : null;
  const missed = input.lastMissedAppointmentDate ? day(input.lastMissedAppointmentDate) : null;
  const missedOpen = missed !== null && !(contact !== null && contact >= missed && contact <= today);
  const daysLate = Math.max(
    0,
    input.runOutDate ? daysBetween(input.runOutDate, today) : 0,
    missedOpen ? daysBetween(missed, today) : 0,
  );
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

export interface ActiveOnTreatmentInput {
  /** the last day of the period, yyyy-MM-dd */
  periodEnd: string;
  /** from the latest dispensing on or before periodEnd; null when the patient has none */
  runOutDate: string | null;
  /**
   * The outcome in effect on periodEnd: the latest recorded on or before it, unless ARVs were dispensed after it
   * (a patient who stopped and restarted is on treatment again).
   */
  outcome?: TracingOutcome | null;
}

/**
 * R4 TX_CURR: on ART at the end of the period when the run-out is on or after the period end minus the grace
 * (interruptedAfterDays), and the patient has not died, transferred out or stopped (refused). Multi-month
 * dispensing counts: 180 days dispensed in January still covers the end of March.
 */
export function isActiveOnTreatment(
  input: ActiveOnTreatmentInput,
  thresholds?: Partial<RetentionThresholds>,
): boolean {
  const t = withDefaults(DEFAULT_RETENTION_THRESHOLDS, thresholds);
  if (input.runOutDate === null || isFinalOutcome(input.outcome)) return false;
  return day(input.runOutDate) >= addDays(day(input.periodEnd), -t.interruptedAfterDays);
}

/** What TX_ML (R5) and TX_RTT (R9) read of a patient over a period. */
export interface CohortInput {
  /** first day of the period, yyyy-MM-dd */
  periodStart: string;
  /** last day of the period, yyyy-MM-dd */
  periodEnd: string;
  /** the first ART start (here or, for a transfer in, elsewhere) */
  artStartDate?: string | null;
  /** run-out from the latest dispensing before periodStart; null when there is none */
  runOutDateAtStart: string | null;
  /** the outcome in effect the day before periodStart (see ActiveOnTreatmentInput.outcome) */
  outcomeAtStart?: TracingOutcome | null;
  /** run-out from the latest dispensing on or before periodEnd; null is read as runOutDateAtStart */
  runOutDate: string | null;
  /** the outcome in effect on periodEnd */
  outcome?: TracingOutcome | null;
  /** ARVs were dispensed during the period: ART started, restarted or went on */
  dispensedInPeriod?: boolean;
}

export interface TxMlInput extends CohortInput {
  /** the day `outcome` was recorded */
  outcomeDate?: string | null;
}

export interface TxMlStatus {
  counts: boolean;
  outcome: TxMlOutcome | null;
}

const activeAtStart = (input: CohortInput, t: RetentionThresholds) =>
  isActiveOnTreatment(
    {
      periodEnd: addDays(day(input.periodStart), -1),
      runOutDate: input.runOutDateAtStart,
      outcome: input.outcomeAtStart,
    },
    t,
  );

const runOutAtEnd = (input: CohortInput) => input.runOutDate ?? input.runOutDateAtStart;

const activeAtEnd = (input: CohortInput, t: RetentionThresholds) =>
  isActiveOnTreatment(
    { periodEnd: input.periodEnd, runOutDate: runOutAtEnd(input), outcome: input.outcome },
    t,
  );

/** Whole calendar months from `from` to `to` (2025-01-31 to 2025-02-28 is one). */
function wholeMonths(from: string, to: string): number {
  let months = 0;
  while (addMonths(from, months + 1) <= to) months++;
  return months;
}

const FINAL_TX_ML_OUTCOME: Record<FinalOutcome, TxMlOutcome> = {
  died: 'died',
  transferredOut: 'transferredOut',
  refused: 'refusedStopped',
};

/**
 * R5 v2 TX_ML: in the cohort when on treatment the day before the period (in TX_CURR then) or when ARVs were
 * dispensed during it (ART started or restarted); counted when not on treatment at its end. The outcome is the
 * final outcome recorded in the period (a death with 60 days of pills left is TX_ML died, not TX_CURR), else an
 * interruption by whole months from ART start to the run-out: under 3, 3 to 5, 6 or more.
 *
 * Choices where the rules leave room:
 * - Without a known ART start the months on ART are counted from the run-out itself (under 3 months).
 */
export function txMlStatus(input: TxMlInput, thresholds?: Partial<RetentionThresholds>): TxMlStatus {
  const t = withDefaults(DEFAULT_RETENTION_THRESHOLDS, thresholds);
  const inCohort = activeAtStart(input, t) || input.dispensedInPeriod === true;
  if (!inCohort || activeAtEnd(input, t)) return { counts: false, outcome: null };
  const recordedInPeriod =
    input.outcomeDate != null &&
    day(input.outcomeDate) >= day(input.periodStart) &&
    day(input.outcomeDate) <= day(input.periodEnd);
  if (isFinalOutcome(input.outcome) && recordedInPeriod)
    return { counts: true, outcome: FINAL_TX_ML_OUTCOME[input.outcome] };
  const runOut = runOutAtEnd(input);
  const months = runOut && input.artStartDate ? wholeMonths(day(input.artStartDate), day(runOut)) : 0;
  const outcome: TxMlOutcome =
    months < 3 ? 'iitUnder3Months' : months < 6 ? 'iit3To5Months' : 'iit6PlusMonths';
  return { counts: true, outcome };
}

/** R5: whether the patient counts in TX_ML; the same answer as txMlStatus(input).counts. */
export function countsInTxMl(input: TxMlInput, thresholds?: Partial<RetentionThresholds>): boolean {
  return txMlStatus(input, thresholds).counts;
}

/**
 * R9 TX_RTT: ART started before the period; not on treatment the day before it, having been on ARVs here before
 * (a run-out before the period: interrupted) or having stopped, and not dead or transferred out then; ARVs
 * dispensed during the period; on treatment at its end. A patient with no supply here before the period, or who
 * had transferred out, is a transfer in instead.
 */
export function countsInTxRtt(input: CohortInput, thresholds?: Partial<RetentionThresholds>): boolean {
  const t = withDefaults(DEFAULT_RETENTION_THRESHOLDS, thresholds);
  if (!couldReturn(input) || activeAtStart(input, t)) return false;
  return input.dispensedInPeriod === true && activeAtEnd(input, t);
}

/** R9's part about the past: ART started before the period, a supply here before it, not dead or transferred out. */
function couldReturn(input: CohortInput): boolean {
  if (!input.artStartDate || day(input.artStartDate) >= day(input.periodStart)) return false;
  if (input.runOutDateAtStart === null) return false;
  return input.outcomeAtStart !== 'died' && input.outcomeAtStart !== 'transferredOut';
}

export interface TransferInInput extends CohortInput {
  /** the day the patient transferred in, when recorded */
  transferInDate?: string | null;
}

/**
 * R10 transfers in: patients who came on treatment during the period (dispensedInPeriod) without being on it the day
 * before, who are neither new (R7) nor returning (R9 could count them): they started ART elsewhere (a recorded
 * transfer in, or a first supply here after an ART start before the period) or come back after a transfer out.
 * With TX_NEW and TX_RTT it explains every patient who joins TX_CURR.
 */
export function countsAsTransferIn(
  input: TransferInInput,
  thresholds?: Partial<RetentionThresholds>,
): boolean {
  const t = withDefaults(DEFAULT_RETENTION_THRESHOLDS, thresholds);
  if (input.dispensedInPeriod !== true || activeAtStart(input, t)) return false;
  const firstArtStartDate = input.artStartDate ?? null;
  if (countsInTxNew({ ...input, firstArtStartDate })) return false;
  return !couldReturn(input);
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
  const t = withDefaults(DEFAULT_RETENTION_THRESHOLDS, thresholds);
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
  /** the day the patient transferred in, having started ART at another clinic; absent or null when they did not */
  transferInDate?: string | null;
}

/** R7 TX_NEW: the first ART start falls in the period (both ends included) and was here, not before a transfer in. */
export function countsInTxNew(input: TxNewInput): boolean {
  if (input.firstArtStartDate === null || input.transferInDate) return false;
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
