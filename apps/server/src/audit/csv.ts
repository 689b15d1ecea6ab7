import { AUDIT_CSV_COLUMNS, csvRecord } from '@clinic/contract';

type CsvRow = Record<(typeof AUDIT_CSV_COLUMNS)[number], string | number | null>;

/** The export: a header line of AUDIT_CSV_COLUMNS, then one line per event, CRLF-separated (RFC 4180). */
export function auditCsv(rows: CsvRow[]): string {
  return [AUDIT_CSV_COLUMNS, ...rows.map((row) => AUDIT_CSV_COLUMNS.map((c) => row[c]))]
    .map(csvRecord)
    .join('');
}
