/**
 * The columns of a laboratory's result file (CSV or Excel), named in Vietnamese or English, and the names and
 * codes by which a row says which test it is.
 */
import { labMessages } from './lab-messages.js';
import type { TestTypeKind } from './master-data.js';

export const LAB_COLUMNS = {
  specimenCode: ['ma_mau', 'specimen_code'],
  artNumber: ['ma_dieu_tri', 'art_number'],
  collectionDate: ['ngay_lay_mau', 'collection_date'],
  resultDate: ['ngay_tra_ket_qua', 'result_date'],
  test: ['xet_nghiem', 'test'],
  value: ['ket_qua', 'value'],
  unit: ['don_vi', 'unit'],
} as const;
export type LabColumn = keyof typeof LAB_COLUMNS;

const normalHeader = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Where each known column stands in a header row; the error names the columns a file must have and lacks: the
 * test and the value, and either the specimen code or the ART number (with the collection date to match on).
 */
export function mapLabColumns(
  headers: readonly string[],
): { columns: Partial<Record<LabColumn, number>> } | { error: string } {
  const columns: Partial<Record<LabColumn, number>> = {};
  const normal = headers.map(normalHeader);
  for (const [column, names] of Object.entries(LAB_COLUMNS) as [LabColumn, readonly string[]][]) {
    const at = normal.findIndex((h) => names.includes(h));
    if (at >= 0) columns[column] = at;
  }
  const missing: string[] = [];
  for (const column of ['test', 'value'] as const) {
    if (columns[column] === undefined) missing.push(LAB_COLUMNS[column].join('/'));
  }
  if (columns.specimenCode === undefined && columns.artNumber === undefined) {
    missing.push(`${LAB_COLUMNS.specimenCode.join('/')} hoặc ${LAB_COLUMNS.artNumber.join('/')}`);
  }
  return missing.length > 0 ? { error: labMessages.columnsMissing(missing.join(', ')) } : { columns };
}

/** LOINC codes of the kinds the clinic reads, as laboratories send them in HL7 and FHIR. */
export const LAB_LOINC: Record<Exclude<TestTypeKind, 'other'>, readonly string[]> = {
  viralLoad: ['20447-9', '25836-8', '10351-5', '62469-2'],
  cd4: ['24467-3', '8128-1'],
  creatinine: ['2160-0', '14682-9', '38483-4'],
  hemoglobin: ['718-7', '20509-6'],
  hbsag: ['5196-1', '5195-3'],
  crag: ['31788-3', '24108-3', '9820-2'],
};

/** The names a row may give its test, without accents, lower-cased. */
const TEST_NAMES: Record<Exclude<TestTypeKind, 'other'>, readonly string[]> = {
  viralLoad: [
    'vl',
    'hiv vl',
    'hiv-1 vl',
    'tai luong vi rut',
    'tai luong virus',
    'viral load',
    'hiv-1 rna',
    'hiv rna',
  ],
  cd4: ['cd4', 'cd4 count', 'so luong cd4'],
  creatinine: ['creatinine', 'creatinin', 'cre'],
  hemoglobin: ['hb', 'hgb', 'hemoglobin', 'haemoglobin', 'huyet sac to'],
  hbsag: ['hbsag'],
  crag: ['crag', 'cryptococcal antigen', 'khang nguyen cryptococcus'],
};

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** The kind a row's test names by LOINC code or by a usual name; null when it names none the clinic reads. */
export function labTestKind(text: string): Exclude<TestTypeKind, 'other'> | null {
  const name = plain(text);
  for (const [kind, codes] of Object.entries(LAB_LOINC) as [
    Exclude<TestTypeKind, 'other'>,
    readonly string[],
  ][]) {
    if (codes.includes(name) || TEST_NAMES[kind].includes(name)) return kind;
  }
  return null;
}

/**
 * A date as laboratories write it, with or without a time: dd/MM/yyyy (the Vietnamese order, never MM/dd),
 * yyyy-MM-dd, or either followed by HH:mm[:ss] (or an ISO "T"). null when it is not a real date and time.
 */
export function readLabDateTime(text: string): { date: string; time: string | null } | null {
  const t = text.trim();
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      t,
    ) ?? null;
  const vi = m ? null : /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(t);
  if (!m && !vi) return null;
  const [y, mo, d, h, mi, s] = m
    ? [m[1], m[2], m[3], m[4], m[5], m[6]]
    : [vi?.[3], vi?.[2], vi?.[1], vi?.[4], vi?.[5], vi?.[6]];
  const date = `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const probe = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(probe.getTime()) || probe.toISOString().slice(0, 10) !== date) return null;
  if (h === undefined) return { date, time: null };
  const [hh, mm, ss] = [Number(h), Number(mi), Number(s ?? 0)];
  if (hh > 23 || mm > 59 || ss > 59) return null;
  return {
    date,
    time: `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`,
  };
}

/** The identifier system of the clinic's ART number in the Vietnam HIV case-reporting FHIR guide. */
export const FHIR_ART_NUMBER_SYSTEM = 'https://basespecs.vn/NamingSystem/ARTIdentifiers';
