/**
 * A laboratory's result as it arrives in a batch (a CSV or Excel cell, an HL7 OBX, a FHIR Observation): read into
 * the number the clinic stores, in its test type's unit, or refused with a reason. Laboratories write numbers in
 * Vietnamese (12.500) or English (12,500) grouping, so a separator before exactly three digits may be either a
 * thousands separator or a decimal point: both readings are tried against the kind's plausible range, and when
 * both fit the value is held for a person to read (`ambiguous`), never guessed.
 */
import { labMessages } from './lab-messages.js';
import type { TestTypeKind } from './master-data.js';
import { DEFAULT_CLINICAL_THRESHOLDS } from './monitoring.js';
import { COCKCROFT_GAULT } from './prescribing-rules.js';
import { readQualitativeResult } from './results.js';

type NumericKind = 'viralLoad' | 'cd4' | 'creatinine' | 'hemoglobin';

/**
 * What a kind's number may be, in its reference unit: counts are whole; creatinine's range is the clinical rules'
 * (20–2000 µmol/L, both plausible); a haemoglobin outside 2–25 g/dL is not a living person's.
 */
export const LAB_PLAUSIBLE_RANGES: Record<
  NumericKind,
  { unit: string; min: number; max: number; whole: boolean }
> = {
  viralLoad: { unit: 'copies/mL', min: 0, max: 100_000_000, whole: true },
  cd4: { unit: 'cells/mm³', min: 0, max: 5000, whole: true },
  creatinine: { unit: 'µmol/L', min: 20, max: 2000, whole: false },
  hemoglobin: { unit: 'g/dL', min: 2, max: 25, whole: false },
};

/** How many of a kind's reference unit one of each accepted unit is; the units a kind may arrive in. */
const UNIT_FACTORS: Record<NumericKind, Record<string, number>> = {
  viralLoad: { 'copies/mL': 1 },
  cd4: { 'cells/mm³': 1 },
  creatinine: { 'µmol/L': 1, 'mg/dL': COCKCROFT_GAULT.umolPerMgDl },
  hemoglobin: { 'g/dL': 1, 'g/L': 0.1 },
};

/** The spellings laboratories use for each unit, lower-cased, without spaces. */
const UNIT_SPELLINGS: Record<string, string> = {
  'copies/ml': 'copies/mL',
  'cp/ml': 'copies/mL',
  'bảnsao/ml': 'copies/mL',
  'cells/mm³': 'cells/mm³',
  'cells/mm3': 'cells/mm³',
  'cells/µl': 'cells/mm³',
  'cells/ul': 'cells/mm³',
  'tếbào/mm³': 'cells/mm³',
  'tếbào/mm3': 'cells/mm³',
  '/mm3': 'cells/mm³',
  'µmol/l': 'µmol/L',
  'μmol/l': 'µmol/L',
  'umol/l': 'µmol/L',
  'mg/dl': 'mg/dL',
  'g/dl': 'g/dL',
  'g/l': 'g/L',
};

/** A unit as the clinic writes it, or the text itself when it is none the clinic knows. */
export function canonicalLabUnit(text: string): string {
  const key = text.trim().replace(/\s+/g, '').toLowerCase();
  return UNIT_SPELLINGS[key] ?? text.trim();
}

/** Viral-load wordings of a result below detection, as laboratories write them. */
const BELOW_DETECTION =
  /^(không phát hiện( được)?( vi[- ]?rút)?|dưới ngưỡng phát hiện|kph|tnd|target not detected|not detected|undetectable|<\s*ldl)$/i;

export type LabValueReading =
  | {
      outcome: 'read';
      /** the number in the test type's unit; null below detection or for a positive/negative result */
      numericValue: number | null;
      belowDetection: boolean;
      /** the text the clinic stores as the result */
      resultValue: string;
    }
  | { outcome: 'ambiguous'; reason: string }
  | { outcome: 'invalid'; reason: string };

/** The readings a written number may have: one, or two when a separator stands before exactly three digits. */
export function numberReadings(text: string): number[] {
  const t = text.replace(/[\s\u00a0]/g, '');
  if (/^\d+$/.test(t)) return [Number(t)];
  // One separator before exactly three digits: thousands (12.500 = 12500) or decimals (12.500 = 12.5).
  if (/^\d{1,3}[.,]\d{3}$/.test(t)) return [Number(t.replace(/[.,]/, '')), Number(t.replace(',', '.'))];
  if (/^\d+[.,]\d+$/.test(t)) return [Number(t.replace(',', '.'))];
  // Several groups of three with one separator: only thousands (1.250.000).
  if (/^\d{1,3}(\.\d{3}){2,}$/.test(t) || /^\d{1,3}(,\d{3}){2,}$/.test(t))
    return [Number(t.replace(/[.,]/g, ''))];
  // Both separators: the last one is the decimal point (1.250,5 or 1,250.5).
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(t)) return [Number(t.replace(/\./g, '').replace(',', '.'))];
  if (/^\d{1,3}(,\d{3})+\.\d+$/.test(t)) return [Number(t.replace(/,/g, ''))];
  return [];
}

const formatPlain = (n: number) => String(Number(n.toFixed(6)));

/**
 * The result of one row for a test type of `kind` measured in `typeUnit`. `unit` is the unit the laboratory
 * wrote (empty: the test type's own). The text may end with its unit ("12500 copies/mL").
 */
export function readLabValue(
  kind: TestTypeKind,
  typeUnit: string,
  text: string,
  unit = '',
  detectionLimit: number = DEFAULT_CLINICAL_THRESHOLDS.vlDetection,
): LabValueReading {
  const raw = text.trim().replace(/\s+/g, ' ');
  if (raw === '') return { outcome: 'invalid', reason: labMessages.valueMissing };
  if (kind === 'crag' || kind === 'hbsag') {
    const read = readQualitativeResult(raw);
    if (read === null) return { outcome: 'invalid', reason: labMessages.qualitativeUnreadable(raw) };
    return {
      outcome: 'read',
      numericValue: null,
      belowDetection: false,
      resultValue: read === 'positive' ? 'Dương tính' : 'Âm tính',
    };
  }
  if (kind === 'other')
    return { outcome: 'read', numericValue: null, belowDetection: false, resultValue: raw };

  const suffix = /^([<>]?\s*[\d.,\s]*\d)\s*([\p{L}µ%/].*)$/u.exec(raw);
  const valueText = suffix && !BELOW_DETECTION.test(raw) ? (suffix[1] as string).trim() : raw;
  const written = canonicalLabUnit(
    unit || (suffix && !BELOW_DETECTION.test(raw) ? (suffix[2] as string) : ''),
  );
  const range = LAB_PLAUSIBLE_RANGES[kind];
  const factors = UNIT_FACTORS[kind];
  const typeFactor = factors[canonicalLabUnit(typeUnit)];
  const givenFactor = written === '' ? typeFactor : factors[written];
  if (typeFactor === undefined || givenFactor === undefined) {
    return {
      outcome: 'invalid',
      reason: labMessages.unitNotAccepted(written || typeUnit, Object.keys(factors).join(', ')),
    };
  }

  if (kind === 'viralLoad') {
    if (BELOW_DETECTION.test(valueText)) {
      return { outcome: 'read', numericValue: null, belowDetection: true, resultValue: raw };
    }
    const bound = /^<\s*(\d+)$/.exec(valueText)?.[1];
    if (bound !== undefined) {
      return Number(bound) <= detectionLimit
        ? { outcome: 'read', numericValue: null, belowDetection: true, resultValue: raw }
        : { outcome: 'invalid', reason: labMessages.boundNotDetection(raw) };
    }
  }

  const readings = numberReadings(valueText);
  if (readings.length === 0) return { outcome: 'invalid', reason: labMessages.valueUnreadable(raw) };
  const plausible = readings.filter((n) => {
    const inReference = n * givenFactor;
    return (!range.whole || Number.isInteger(n)) && inReference >= range.min && inReference <= range.max;
  });
  if (plausible.length === 0) return { outcome: 'invalid', reason: labMessages.valueImplausible(raw) };
  if (plausible.length > 1) {
    const [a, b] = plausible as [number, number];
    return { outcome: 'ambiguous', reason: labMessages.valueAmbiguous(raw, formatPlain(a), formatPlain(b)) };
  }
  const inTypeUnit = ((plausible[0] as number) * givenFactor) / typeFactor;
  const numericValue = Number(inTypeUnit.toFixed(range.whole ? 0 : 3));
  return { outcome: 'read', numericValue, belowDetection: false, resultValue: formatPlain(numericValue) };
}
