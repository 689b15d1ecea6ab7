import {
  type BandLimits,
  type Cd4Band,
  type ClinicalSummaryItem,
  isDueSoon,
  K_EQUALS_K_SENTENCE,
  VIRAL_LOAD_BAND_TEXTS,
  type ViralLoadBand,
} from '@clinic/contract';

export type ViralLoadRow = ClinicalSummaryItem['viralLoads'][number];
export type Cd4Row = ClinicalSummaryItem['cd4'][number];

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
