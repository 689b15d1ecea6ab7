import {
  addMonths,
  type ClinicalSummaryItem,
  DEFAULT_CLINICAL_THRESHOLDS,
  K_EQUALS_K_MIN_ART_MONTHS,
  K_EQUALS_K_ON_ART,
  VIRAL_LOAD_BAND_TEXTS,
  type ViralLoadBand,
} from '@clinic/contract';

export type ViralLoadRow = ClinicalSummaryItem['viralLoads'][number];
export type Cd4Row = ClinicalSummaryItem['cd4'][number];

/**
 * The lines drawn across the charts. Only the admin may read the clinic's own thresholds, so the charts draw
 * the default ones; the bands in the tables are the server's, computed with the clinic's thresholds.
 */
const t = DEFAULT_CLINICAL_THRESHOLDS;
export const VL_REFERENCE_LINES = [t.vlDetection, t.vlKeK, t.vlUnsuppressed] as const;
export const CD4_REFERENCE_LINES = [t.cd4Advanced, t.cd4Low, t.cd4Moderate] as const;

/** Where a result below detection sits on the log axis, under the detection line (log has no zero). */
export const VL_CHART_FLOOR = 20;

/** Newest last, whatever order the server sent. */
export function byDate<T extends { date: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export function latestViralLoad(rows: readonly ViralLoadRow[]): ViralLoadRow | null {
  return byDate(rows).at(-1) ?? null;
}

/** True once the person has been on ART for K_EQUALS_K_MIN_ART_MONTHS months on `today` (yyyy-MM-dd). */
export function onArtLongEnough(artStartDate: string | null, today: string): boolean {
  return artStartDate !== null && addMonths(artStartDate, K_EQUALS_K_MIN_ART_MONTHS) <= today;
}

/** What the patient is told of their latest viral load: the K=K sentence only after 6 months on ART. */
export function patientBandSentence(band: ViralLoadBand, artStartDate: string | null, today: string): string {
  if (band === 'kEqualsK' && onArtLongEnough(artStartDate, today)) return K_EQUALS_K_ON_ART;
  return VIRAL_LOAD_BAND_TEXTS[band].patient;
}

/** A viral load as a number on the chart: below detection sits under the detection line. */
export function viralLoadPoint(row: ViralLoadRow): number {
  if (row.belowDetection || row.value === null) return VL_CHART_FLOOR;
  return Math.max(row.value, VL_CHART_FLOOR);
}

/** The log axis's labels: the band lines, then each power of ten above them up to the top. */
export function viralLoadTicks(top: number): number[] {
  const ticks = [10, ...VL_REFERENCE_LINES];
  for (let tick = 10 * t.vlUnsuppressed; tick <= top; tick *= 10) ticks.push(tick);
  return ticks;
}

/** The log axis from one decade under the floor to a decade over the highest value or the top line. */
export function viralLoadDomain(rows: readonly ViralLoadRow[]): [number, number] {
  const top = Math.max(t.vlUnsuppressed, ...rows.map(viralLoadPoint));
  return [10, 10 ** Math.ceil(Math.log10(top) + 0.01)];
}
