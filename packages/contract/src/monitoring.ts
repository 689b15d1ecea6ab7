/**
 * Monitoring of a person on ART: which laboratory tests are due, which warnings to show and where a
 * high-viral-load episode stands, and whether the person is durably suppressed. Pure rules (clinical rules VL1–VL7,
 * C1–C4, version 2): the caller supplies "today" and every result, so server and web compute the same plan. Dates are yyyy-MM-dd and compare as strings.
 */
import { addDays, addMonths, ageInYears } from './dates.js';
import { withDefaults } from './defaults.js';

/** The cut-offs the clinic may tune; every argument that takes them accepts a partial override. */
export interface ClinicalThresholds {
  /** copies/mL below which a viral load counts as not detected */
  vlDetection: number;
  /** copies/mL from which a viral load is no longer "undetectable = untransmittable" and opens an episode */
  vlKeK: number;
  /** copies/mL above which a viral load counts as unsuppressed */
  vlUnsuppressed: number;
  /** cells/mm³ below which disease is advanced */
  cd4Advanced: number;
  /** cells/mm³ up to which cotrimoxazole prophylaxis is indicated */
  cd4Low: number;
  /** cells/mm³ below which the count is moderately reduced */
  cd4Moderate: number;
  /** days after a due date before a test counts as overdue */
  overdueGraceDays: number;
  /** months between repeats during a high-viral-load episode and in pregnancy */
  repeatMonths: number;
  /** VL4: EAC sessions between the two unsuppressed results before failure is suspected (three-session EAC: 3) */
  minEacSessions: number;
}

export const DEFAULT_CLINICAL_THRESHOLDS: ClinicalThresholds = {
  vlDetection: 50,
  vlKeK: 200,
  vlUnsuppressed: 1000,
  cd4Advanced: 200,
  cd4Low: 350,
  cd4Moderate: 500,
  overdueGraceDays: 28,
  repeatMonths: 3,
  minEacSessions: 1,
};

/**
 * The fixed intervals of the schedule. They are part of the rules themselves rather than tunable cut-offs,
 * so they are not in ClinicalThresholds.
 */
export const CLINICAL_INTERVALS = {
  /** VL1: the first viral load after ART start */
  firstViralLoadMonths: 6,
  /** VL1: the routine viral load once the first has been done */
  routineViralLoadMonths: 12,
  /** VL4: the two unsuppressed results must be at least this far apart (a later repeat still confirms) */
  failureMinGapMonths: 2,
  /** VL4: the regimen must have had this long to work before the first unsuppressed result */
  failureRegimenMonths: 6,
  /** VL5: months back from the day a pregnancy is recorded in which a viral load spares the one due that day */
  pregnancyRecentViralLoadMonths: 3,
  /** VL5: a woman who starts ART once pregnant has her first viral load this long after ART start */
  pregnancyFirstViralLoadMonths: 3,
  /** VL5: while breastfeeding, a viral load every this many months (and none due if one is this recent) */
  breastfeedingViralLoadMonths: 6,
  /** VL6: the two low results must be at least this far apart… */
  durableGapMonths: 3,
  /** …and the later taken at least this long after ART start */
  durableMinArtMonths: 6,
  /** VL6: days after the pills ran out beyond which the person is no longer told K=K */
  durableSupplyGraceDays: 28,
  /** C2: CrAg screening is for people of this age or more, in whole years */
  cragMinAgeYears: 10,
  /** C2, C3: a child under this age in whole years has advanced disease until established, and co-trimoxazole */
  childUnderYears: 5,
  /** C4: a positive CrAg keeps its flag this many months */
  cragPositiveMonths: 12,
  /** C1: CD4 repeats while the person is not established on ART or the latest CD4 is low */
  cd4RepeatMonths: 6,
  /** C1: this many latest viral loads below vlKeK mean the person is established on ART */
  establishedViralLoads: 2,
} as const;

export const VIRAL_LOAD_BANDS = ['notDetected', 'kEqualsK', 'lowLevel', 'unsuppressed'] as const;
export type ViralLoadBand = (typeof VIRAL_LOAD_BANDS)[number];
export const CD4_BANDS = ['advanced', 'low', 'moderate', 'normal'] as const;
export type Cd4Band = (typeof CD4_BANDS)[number];
/** The band of a listed result: a viral load's or a CD4 count's. */
export const RESULT_BANDS = [...VIRAL_LOAD_BANDS, ...CD4_BANDS] as const;
export type ResultBand = (typeof RESULT_BANDS)[number];

export interface ViralLoadReading {
  value: number | null;
  belowDetection: boolean;
}

export type LabKind = 'viralLoad' | 'cd4' | 'crag' | 'creatinine';

export interface LabResult {
  kind: LabKind;
  /** yyyy-MM-dd */
  date: string;
  value: number | null;
  belowDetection?: boolean;
  /** A CrAg's reading (C4): true positive, false negative; absent, screening done and not known positive. */
  positive?: boolean;
}

export interface EacSession {
  /** yyyy-MM-dd */
  date: string;
}

export interface ClinicalPlanInput {
  /** yyyy-MM-dd, in clinic time */
  today: string;
  artStartDate: string | null;
  /** when the current regimen started */
  regimenStartDate: string | null;
  birthDate: string | null;
  isPregnant: boolean;
  pregnancyRecordedOn: string | null;
  results: LabResult[];
  /** the current regimen's ingredient codes (VL7); absent: not known, and VL7 is not judged */
  regimenIngredients?: string[];
  /** enhanced adherence counselling sessions */
  eacSessions: EacSession[];
  /** VL5: breastfeeding, with the day it was recorded; absent: not breastfeeding */
  isBreastfeeding?: boolean;
  breastfeedingRecordedOn?: string | null;
  /** VL6: when the latest ARV supply runs out; absent or null: the supply condition is not applied */
  arvRunOutDate?: string | null;
}

export type DueTestKind = 'viralLoad' | 'cd4' | 'crag';
export type DueStatus = 'upcoming' | 'due' | 'overdue';
export type DueRule = 'VL1' | 'VL2' | 'VL5' | 'C1' | 'C2';

export interface DueTest {
  test: DueTestKind;
  dueDate: string;
  overdueAfter: string;
  status: DueStatus;
  rule: DueRule;
}

export const CLINICAL_FLAG_CODES = [
  'cragPositive',
  'suspectedFailure',
  'eacNotDone',
  'highViralLoad',
  'switchToDtg',
  'advancedDisease',
  'cotrimoxazole',
  'viralLoadOverdue',
] as const;
export type ClinicalFlagCode = (typeof CLINICAL_FLAG_CODES)[number];

/** The non-nucleoside reverse-transcriptase inhibitors, which a high viral load on them moves off (VL7). */
export const NNRTI_CODES = ['EFV', 'NVP'] as const;

/**
 * The order flags are listed in, most urgent first: a positive CrAg (meningitis to exclude), then a suspected failure
 * before the episode that leads to it.
 */
export const CLINICAL_FLAG_ORDER: readonly ClinicalFlagCode[] = CLINICAL_FLAG_CODES;

export interface ClinicalFlag {
  code: ClinicalFlagCode;
  since: string;
}

export interface HighViralLoadEpisode {
  openedOn: string;
  eacSessions: number;
  repeatDueDate: string;
  status: 'open' | 'closed';
}

export interface ClinicalPlan {
  due: DueTest[];
  flags: ClinicalFlag[];
  episode: HighViralLoadEpisode | null;
  /** VL6: durably suppressed, the only case in which the patient is told K=K */
  durablySuppressed: boolean;
}

/** Where a viral load falls; a result the laboratory reported as below detection is never read by its number. */
export function viralLoadBand(
  reading: ViralLoadReading,
  thresholds?: Partial<ClinicalThresholds>,
): ViralLoadBand {
  const t = withDefaults(DEFAULT_CLINICAL_THRESHOLDS, thresholds);
  const { value, belowDetection } = reading;
  if (belowDetection || value === null || value < t.vlDetection) return 'notDetected';
  if (value < t.vlKeK) return 'kEqualsK';
  if (value <= t.vlUnsuppressed) return 'lowLevel';
  return 'unsuppressed';
}

/** Where a CD4 count falls. */
export function cd4Band(value: number, thresholds?: Partial<ClinicalThresholds>): Cd4Band {
  const t = withDefaults(DEFAULT_CLINICAL_THRESHOLDS, thresholds);
  if (value < t.cd4Advanced) return 'advanced';
  if (value < t.cd4Low) return 'low';
  if (value < t.cd4Moderate) return 'moderate';
  return 'normal';
}

/**
 * The band of one result, for the lists and the result page: a viral load's (below detection included) or a CD4
 * count's; null for other kinds or a result without its number.
 */
export function resultBand(
  result: { kind: string | null; numericValue: number | null; belowDetection: boolean },
  thresholds?: Partial<ClinicalThresholds>,
): ResultBand | null {
  if (result.kind === 'viralLoad' && (result.belowDetection || result.numericValue !== null))
    return viralLoadBand({ value: result.numericValue, belowDetection: result.belowDetection }, thresholds);
  if (result.kind === 'cd4' && result.numericValue !== null) return cd4Band(result.numericValue, thresholds);
  return null;
}

/**
 * The bands a list highlights: a viral load at 200 or more (not suppressed to K=K), a CD4 count under the normal
 * 500.
 */
const OUT_OF_RANGE: readonly ResultBand[] = ['lowLevel', 'unsuppressed', 'advanced', 'low', 'moderate'];
export const isOutOfRange = (band: ResultBand | null): boolean =>
  band !== null && OUT_OF_RANGE.includes(band);

function dueTest(
  test: DueTestKind,
  dueDate: string,
  rule: DueRule,
  today: string,
  t: ClinicalThresholds,
): DueTest {
  const overdueAfter = addDays(dueDate, t.overdueGraceDays);
  const status: DueStatus = today > overdueAfter ? 'overdue' : today >= dueDate ? 'due' : 'upcoming';
  return { test, dueDate, overdueAfter, status, rule };
}

/**
 * Date order with a deterministic tie-break (lower value first, a missing value lowest), so the same results
 * in any order give the same plan.
 */
function byDate(a: LabResult, b: LabResult): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const av = a.belowDetection || a.value === null ? Number.NEGATIVE_INFINITY : a.value;
  const bv = b.belowDetection || b.value === null ? Number.NEGATIVE_INFINITY : b.value;
  return av - bv || 0;
}

interface EpisodeTrack {
  openedOn: string;
  latestVl: string;
  closedOn: string | null;
}

/** VL2–VL4: walk the viral loads in date order, opening on a high one and closing on a low one. */
function latestEpisode(
  vls: LabResult[],
  artStartDate: string | null,
  isHigh: (vl: LabResult) => boolean,
): EpisodeTrack | null {
  let latest: EpisodeTrack | null = null;
  for (const vl of vls) {
    const open = latest !== null && latest.closedOn === null ? latest : null;
    if (open) {
      if (isHigh(vl)) open.latestVl = vl.date;
      else open.closedOn = vl.date;
    } else if (isHigh(vl) && (artStartDate === null || vl.date >= artStartDate)) {
      // A high result from before treatment describes the untreated infection, not a treatment problem.
      latest = { openedOn: vl.date, latestVl: vl.date, closedOn: null };
    }
  }
  return latest;
}

/** VL1: the routine viral-load date. */
function routineViralLoadDate(vls: LabResult[], artStartDate: string): string {
  const onArt = vls.filter((vl) => vl.date >= artStartDate);
  const last = onArt.at(-1);
  if (last === undefined) return addMonths(artStartDate, CLINICAL_INTERVALS.firstViralLoadMonths);
  const yearOne = addMonths(artStartDate, CLINICAL_INTERVALS.routineViralLoadMonths);
  // The first-year result keeps the one-year date so the schedule stays anchored to ART start.
  if (onArt.length === 1 && last.date < yearOne) return yearOne;
  return addMonths(last.date, CLINICAL_INTERVALS.routineViralLoadMonths);
}

/** VL5: the pregnancy's viral-load date (see clinicalPlan). */
function pregnancyViralLoadDate(
  vls: LabResult[],
  recordedOn: string,
  artStartDate: string | null,
  t: ClinicalThresholds,
): string {
  if (artStartDate !== null && artStartDate >= recordedOn) {
    const sinceArt = vls.filter((vl) => vl.date >= artStartDate).at(-1);
    return sinceArt
      ? addMonths(sinceArt.date, t.repeatMonths)
      : addMonths(artStartDate, CLINICAL_INTERVALS.pregnancyFirstViralLoadMonths);
  }
  return everyMonthsFrom(vls, recordedOn, CLINICAL_INTERVALS.pregnancyRecentViralLoadMonths, t.repeatMonths);
}

/**
 * VL5: a viral load every `everyMonths` from the latest, the first due on `recordedOn` unless the latest was taken
 * in the `recentMonths` before it.
 */
function everyMonthsFrom(
  vls: LabResult[],
  recordedOn: string,
  recentMonths: number,
  everyMonths: number,
): string {
  const latest = vls.at(-1);
  return latest && latest.date >= addMonths(recordedOn, -recentMonths)
    ? addMonths(latest.date, everyMonths)
    : recordedOn;
}

/**
 * Which tests are due, which warnings apply, where the latest high-viral-load episode stands and whether the person
 * is durably suppressed (clinical rules VL1–VL7, C1–C4, version 2).
 *
 * Choices where the rules leave room:
 * - Results and EAC sessions dated after `today` are ignored, and so is a viral load with neither a number nor
 *   "below detection" (text nobody could read): it is no result, never a normal one.
 * - A viral load is "high" when its band is lowLevel or unsuppressed, so a result reported below detection never
 *   opens or keeps an episode, whatever its number.
 * - Without ART start there is no routine or episode viral-load item (the episode itself is still reported);
 *   pregnancy or breastfeeding alone does produce a VL5 item.
 * - The viral-load item is the earliest of the VL1 (or, in an open episode, VL2), pregnancy and breastfeeding
 *   dates; on a tie the routine or episode rule keeps it.
 * - VL5: a woman whose ART start is on or after the day her pregnancy was recorded started once pregnant; one
 *   who started earlier was already on ART.
 * - A closed episode's repeatDueDate is the last high result inside it + repeatMonths: the repeat that was
 *   due when the closing result came in.
 * - VL4 and VL6 look at the two latest viral loads whatever their relation to ART start; the regimen and ART
 *   dates decide whether treatment had time to work.
 * - CD4 and CrAg read only CD4 results that carry a value; a CrAg of any reading counts as screening done.
 * - An unknown birth date is treated as an adult for CrAg (missing the screen is worse than an extra test) and
 *   as no child under 5.
 * - A child under 5 with a CD4 under cd4Advanced has advancedDisease and cotrimoxazole since that CD4.
 * - Flags come in CLINICAL_FLAG_ORDER.
 */
export function clinicalPlan(
  input: ClinicalPlanInput,
  thresholds?: Partial<ClinicalThresholds>,
): ClinicalPlan {
  const t = withDefaults(DEFAULT_CLINICAL_THRESHOLDS, thresholds);
  const { today, artStartDate } = input;
  const results = input.results.filter((r) => r.date <= today).sort(byDate);
  const vls = results.filter(
    (r) => r.kind === 'viralLoad' && (r.value !== null || r.belowDetection === true),
  );
  const cd4s = results.filter((r) => r.kind === 'cd4' && r.value !== null);
  const crags = results.filter((r) => r.kind === 'crag');
  const eac = input.eacSessions.filter((s) => s.date <= today);
  const band = (vl: LabResult) =>
    viralLoadBand({ value: vl.value, belowDetection: vl.belowDetection ?? false }, t);
  const isHigh = (vl: LabResult) => {
    const b = band(vl);
    return b === 'lowLevel' || b === 'unsuppressed';
  };

  const due: DueTest[] = [];
  const found: Partial<Record<ClinicalFlagCode, string>> = {};

  // Episode (VL2, VL3)
  const track = latestEpisode(vls, artStartDate, isHigh);
  const episode: HighViralLoadEpisode | null = track && {
    openedOn: track.openedOn,
    eacSessions: eac.filter(
      (s) => s.date >= track.openedOn && (track.closedOn === null || s.date <= track.closedOn),
    ).length,
    repeatDueDate: addMonths(track.latestVl, t.repeatMonths),
    status: track.closedOn === null ? 'open' : 'closed',
  };
  if (episode?.status === 'open') found.highViralLoad = episode.openedOn;

  // Viral load item (VL1, VL2, VL5): the earliest date wins.
  const candidates: { date: string; rule: DueRule }[] = [];
  if (artStartDate !== null) {
    candidates.push(
      episode?.status === 'open'
        ? { date: episode.repeatDueDate, rule: 'VL2' }
        : { date: routineViralLoadDate(vls, artStartDate), rule: 'VL1' },
    );
  }
  if (input.isPregnant && input.pregnancyRecordedOn)
    candidates.push({
      date: pregnancyViralLoadDate(vls, input.pregnancyRecordedOn, artStartDate, t),
      rule: 'VL5',
    });
  if (input.isBreastfeeding && input.breastfeedingRecordedOn) {
    const months = CLINICAL_INTERVALS.breastfeedingViralLoadMonths;
    candidates.push({
      date: everyMonthsFrom(vls, input.breastfeedingRecordedOn, months, months),
      rule: 'VL5',
    });
  }
  const vlPlan = candidates.reduce<(typeof candidates)[number] | null>(
    (best, c) => (best === null || c.date < best.date ? c : best),
    null,
  );
  const vlItem = vlPlan && dueTest('viralLoad', vlPlan.date, vlPlan.rule, today, t);
  if (vlItem) due.push(vlItem);

  // Suspected failure (VL4): confirmed only after counselling; without it, the counselling is what is asked for.
  const [first, second] = vls.slice(-2);
  if (
    first &&
    second &&
    input.regimenStartDate !== null &&
    band(first) === 'unsuppressed' &&
    band(second) === 'unsuppressed' &&
    second.date >= addMonths(first.date, CLINICAL_INTERVALS.failureMinGapMonths) &&
    input.regimenStartDate <= addMonths(first.date, -CLINICAL_INTERVALS.failureRegimenMonths)
  ) {
    const counselled = eac.filter((s) => s.date >= first.date && s.date < second.date).length;
    if (counselled >= t.minEacSessions) found.suspectedFailure = second.date;
    else found.eacNotDone = second.date;
  }

  // Transition to DTG (VL7): on an NNRTI with the latest viral load unsuppressed.
  const latestVl = vls.at(-1);
  const onNnrti = (input.regimenIngredients ?? []).some((code) =>
    (NNRTI_CODES as readonly string[]).includes(code),
  );
  if (onNnrti && latestVl && band(latestVl) === 'unsuppressed') found.switchToDtg = latestVl.date;

  // Established on ART (C1–C2) and durably suppressed (VL6)
  const latestVls = vls.slice(-CLINICAL_INTERVALS.establishedViralLoads);
  const established =
    latestVls.length === CLINICAL_INTERVALS.establishedViralLoads && latestVls.every((vl) => !isHigh(vl));
  const runOut = input.arvRunOutDate ?? null;
  const durablySuppressed =
    established &&
    first !== undefined &&
    second !== undefined &&
    artStartDate !== null &&
    second.date >= addMonths(first.date, CLINICAL_INTERVALS.durableGapMonths) &&
    second.date >= addMonths(artStartDate, CLINICAL_INTERVALS.durableMinArtMonths) &&
    vlItem?.status !== 'overdue' &&
    (runOut === null || today <= addDays(runOut, CLINICAL_INTERVALS.durableSupplyGraceDays));

  // CD4 (C1): no routine CD4 once established with a latest CD4 above cd4Low.
  const latestCd4 = cd4s.at(-1);
  const cd4Value = latestCd4?.value ?? null;
  if (!(established && cd4Value !== null && cd4Value > t.cd4Low)) {
    if (latestCd4) {
      due.push(dueTest('cd4', addMonths(latestCd4.date, CLINICAL_INTERVALS.cd4RepeatMonths), 'C1', today, t));
    } else if (artStartDate !== null) {
      due.push(dueTest('cd4', artStartDate, 'C1', today, t));
    }
  }

  // Advanced disease and CrAg (C2), co-trimoxazole (C3): a low CD4 counts until the person is established on ART
  // with both viral loads taken after it.
  const age = input.birthDate === null ? null : ageInYears(input.birthDate, today);
  const child = age !== null && age < CLINICAL_INTERVALS.childUnderYears;
  const childSince = artStartDate ?? today;
  if (latestCd4 && cd4Value !== null && cd4Value < t.cd4Advanced) {
    const establishedSince = established && latestVls.every((vl) => vl.date > latestCd4.date);
    if (!establishedSince) {
      found.advancedDisease = latestCd4.date;
      const ofAge = age === null || age >= CLINICAL_INTERVALS.cragMinAgeYears;
      const screened = crags.some((c) => c.date >= latestCd4.date);
      if (ofAge && !screened) due.push(dueTest('crag', latestCd4.date, 'C2', today, t));
    }
  }
  if (child && !established) found.advancedDisease ??= childSince;
  if (latestCd4 && cd4Value !== null && cd4Value <= t.cd4Low) found.cotrimoxazole = latestCd4.date;
  else if (child) found.cotrimoxazole = childSince;

  // Positive CrAg (C4)
  const positiveCrag = crags.filter((c) => c.positive === true).at(-1);
  if (positiveCrag && today <= addMonths(positiveCrag.date, CLINICAL_INTERVALS.cragPositiveMonths))
    found.cragPositive = positiveCrag.date;

  if (vlItem?.status === 'overdue') found.viralLoadOverdue = vlItem.overdueAfter;

  const flags: ClinicalFlag[] = [];
  for (const code of CLINICAL_FLAG_ORDER) {
    const since = found[code];
    if (since !== undefined) flags.push({ code, since });
  }
  return { due, flags, episode, durablySuppressed };
}
