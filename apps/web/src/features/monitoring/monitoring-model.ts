import {
  addDays,
  type BandLimits,
  type Cd4Band,
  type ClinicalSummaryItem,
  formatDateVi,
  isDueSoon,
  K_EQUALS_K_SENTENCE,
  VIRAL_LOAD_BAND_TEXTS,
  type ViralLoadBand,
} from '@clinic/contract';

export type ViralLoadRow = ClinicalSummaryItem['viralLoads'][number];
export type Cd4Row = ClinicalSummaryItem['cd4'][number];
export type RegimenRow = ClinicalSummaryItem['regimens'][number];

/** Where a result below detection sits on the log axis, under the detection line (log has no zero). */
export const VL_CHART_FLOOR = 20;

/** Newest last, whatever order the server sent. */
export function byDate<T extends { date: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export function latestViralLoad(rows: readonly ViralLoadRow[]): ViralLoadRow | null {
  return byDate(rows).at(-1) ?? null;
}

/**
 * What the patient is told of their latest viral load: the K=K sentence when the server found them durably
 * suppressed (VL6), whatever the band; otherwise that band's own words. An answer without the field is from a
 * server before VL6, and K=K is never said on a guess.
 */
export function patientViralLoadSentence(
  band: ViralLoadBand,
  durablySuppressed: boolean | undefined,
): string {
  return durablySuppressed === true ? K_EQUALS_K_SENTENCE : VIRAL_LOAD_BAND_TEXTS[band].patient;
}

/** A viral load as a number on the chart: below detection sits under the detection line. */
export function viralLoadPoint(row: ViralLoadRow): number {
  if (row.belowDetection || row.value === null) return VL_CHART_FLOOR;
  return Math.max(row.value, VL_CHART_FLOOR);
}

/** The log axis's labels: the band limits, then each power of ten above them up to the top. */
export function viralLoadTicks(limits: BandLimits, top: number): number[] {
  const ticks = [10, limits.vlDetection, limits.vlKeK, limits.vlUnsuppressed];
  for (let tick = 10 * limits.vlUnsuppressed; tick <= top; tick *= 10) ticks.push(tick);
  return ticks;
}

/** The log axis from one decade under the floor to a decade over the highest value or the top limit. */
export function viralLoadDomain(limits: BandLimits, rows: readonly ViralLoadRow[]): [number, number] {
  const top = Math.max(limits.vlUnsuppressed, ...rows.map(viralLoadPoint));
  return [10, 10 ** Math.ceil(Math.log10(top) + 0.01)];
}

/** The CD4 axis from 0 to the hundred over the highest value or the top limit. */
export function cd4Top(limits: BandLimits, rows: readonly Cd4Row[]): number {
  return Math.ceil(Math.max(limits.cd4Moderate + 100, ...rows.map((r) => r.value)) / 100) * 100;
}

const DAY_MS = 86_400_000;

/**
 * A yyyy-MM-dd date as a count of days since 1970-01-01: the charts' x, so that two results sit as far apart as
 * the time between them, not one slot apart whatever the gap.
 */
export function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

export function dayOfNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The room one date label takes on the time axis at the charts' 12 px, its gap to the next included: a day
 * ("06/11/2026"), a month ("11/2026") or a year.
 */
export const LABEL_SLOT_PX = { day: 88, month: 64, year: 48 } as const;

/** How many labels of `slot` pixels fit side by side on an axis `width` pixels long; two at the least. */
export function tickCount(width: number, slot: number): number {
  return Math.max(2, Math.floor(width / slot));
}

/** A span that short is labelled by days; a longer one by the first of months, which read as months. */
const DAY_TICKS_UP_TO = 62;
const DAY_STEPS = [1, 2, 7, 14];
const MONTH_STEPS = [1, 2, 3, 6, 12, 24, 60, 120];

const monthIndex = (isoDate: string) => Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1;
const firstOfMonth = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
const dayLabel = (day: number) => formatDateVi(dayOfNumber(day));

/** The time axis of a chart: its ends and labelled days (day numbers) and how a label reads. */
export interface TimeAxis {
  domain: [number, number];
  ticks: number[];
  label: (day: number) => string;
}

/**
 * The time axis of results on `dates`, `width` pixels long: from the first result to the last (a month around a
 * lone one), labelled at round dates that fit side by side: whole days (dd/MM/yyyy) over two months or less, else
 * the first of every month, second month... ("07/2026"), or of years ("2026"). The finest step that fits is taken.
 */
export function timeAxis(dates: readonly string[], width: number): TimeAxis {
  const days = dates.length > 0 ? dates.map(dayNumber) : [0];
  let [from, to] = [Math.min(...days), Math.max(...days)];
  if (from === to) [from, to] = [from - 15, to + 15];
  const candidates: { ticks: number[]; slot: number; label: (day: number) => string }[] = [];
  if (to - from <= DAY_TICKS_UP_TO) {
    for (const step of DAY_STEPS) {
      const ticks: number[] = [];
      for (let day = Math.ceil(from / step) * step; day <= to; day += step) ticks.push(day);
      candidates.push({ ticks, slot: LABEL_SLOT_PX.day, label: dayLabel });
    }
  }
  const [first, last] = [monthIndex(dayOfNumber(from)), monthIndex(dayOfNumber(to))];
  for (const step of MONTH_STEPS) {
    const ticks: number[] = [];
    for (let index = Math.ceil(first / step) * step; index <= last; index += step) {
      const day = dayNumber(firstOfMonth(index));
      if (day >= from) ticks.push(day);
    }
    candidates.push({
      ticks,
      slot: step >= 12 ? LABEL_SLOT_PX.year : LABEL_SLOT_PX.month,
      label: (day) => {
        const iso = dayOfNumber(day);
        return step >= 12 ? iso.slice(0, 4) : `${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
      },
    });
  }
  const fitting = candidates.find((c) => c.ticks.length > 0 && c.ticks.length <= tickCount(width, c.slot));
  // Nothing round falls in the span (a fortnight between two 1sts): its first day is labelled.
  const { ticks, label } = fitting ?? { ticks: [from], label: dayLabel };
  return { domain: [from, to], ticks, label };
}

/** A band shaded behind a chart, from y1 to y2 on its axis. */
export interface BandArea<B extends string> {
  band: B;
  y1: number;
  y2: number;
}

/** The viral-load bands between the axis's ends, lowest first: each starts at its limit. */
export function viralLoadBandAreas(
  limits: BandLimits,
  [min, max]: [number, number],
): BandArea<ViralLoadBand>[] {
  return [
    { band: 'notDetected', y1: min, y2: limits.vlDetection },
    { band: 'kEqualsK', y1: limits.vlDetection, y2: limits.vlKeK },
    { band: 'lowLevel', y1: limits.vlKeK, y2: limits.vlUnsuppressed },
    { band: 'unsuppressed', y1: limits.vlUnsuppressed, y2: max },
  ];
}

export function cd4BandAreas(limits: BandLimits, top: number): BandArea<Cd4Band>[] {
  return [
    { band: 'advanced', y1: 0, y2: limits.cd4Advanced },
    { band: 'low', y1: limits.cd4Advanced, y2: limits.cd4Low },
    { band: 'moderate', y1: limits.cd4Low, y2: limits.cd4Moderate },
    { band: 'normal', y1: limits.cd4Moderate, y2: top },
  ];
}

/**
 * What "Sức khỏe của tôi" invites the patient to do: after a high viral load (an open episode), see their doctor,
 * whatever test falls due; else book the first test that is due or close to it (isDueSoon); else nothing, rather
 * than a test months away.
 */
export function patientNextAction(
  summary: Pick<ClinicalSummaryItem, 'plan'>,
  today: string,
):
  | { kind: 'seeDoctor' }
  | { kind: 'bookTest'; test: ClinicalSummaryItem['plan']['due'][number]['test'] }
  | null {
  if (summary.plan.episode?.status === 'open') return { kind: 'seeDoctor' };
  const soon = summary.plan.due.find((d) => isDueSoon(d, today));
  return soon ? { kind: 'bookTest', test: soon.test } : null;
}

/**
 * One line of the regimen history: a regimen taken without a break, over one prescription or several renewed
 * back to back. `first` is the prescription that began it: its switch reason and override are the line's.
 */
export interface RegimenPeriod {
  first: RegimenRow;
  startDate: string;
  endDate: string;
  treatmentIds: number[];
}

/**
 * The regimen history as the doctor reads it, oldest first: each renewal of the same regimen that starts by the
 * day after the one before ends (or repeats its dates) joins that line, from the first start to the latest end.
 * A prescription with a switch reason or prescribed over a block starts a line of its own, so neither is hidden.
 */
export function regimenPeriods(rows: readonly RegimenRow[]): RegimenPeriod[] {
  const sorted = [...rows].sort((a, b) =>
    a.startDate === b.startDate ? a.treatmentId - b.treatmentId : a.startDate < b.startDate ? -1 : 1,
  );
  const periods: RegimenPeriod[] = [];
  for (const row of sorted) {
    const last = periods.at(-1);
    const renewal =
      last !== undefined &&
      last.first.regimenId === row.regimenId &&
      !row.switchReason &&
      !row.overrideReason &&
      row.startDate <= addDays(last.endDate, 1);
    if (renewal) {
      last.treatmentIds.push(row.treatmentId);
      if (row.endDate > last.endDate) last.endDate = row.endDate;
    } else {
      periods.push({
        first: row,
        startDate: row.startDate,
        endDate: row.endDate,
        treatmentIds: [row.treatmentId],
      });
    }
  }
  return periods;
}
