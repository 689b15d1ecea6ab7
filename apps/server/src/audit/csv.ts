import { AUDIT_CSV_COLUMNS } from '@clinic/contract';

type CsvRow = Record<(typeof AUDIT_CSV_COLUMNS)[number], string | number | null>;

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break. A text that a spreadsheet would run
 * as a formula (=, +, -, @ first) is prefixed with a quote mark, since names are typed by users.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The export: a header line of AUDIT_CSV_COLUMNS, then one line per event, CRLF-separated (RFC 4180). */
export function auditCsv(rows: CsvRow[]): string {
  const lines = [
    AUDIT_CSV_COLUMNS.join(','),
    ...rows.map((row) => AUDIT_CSV_COLUMNS.map((c) => csvCell(row[c])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
