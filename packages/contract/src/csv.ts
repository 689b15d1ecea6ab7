/**
 * One CSV field (RFC 4180): quoted when it holds a separator, a quote or a line break, its quotes doubled. A text
 * that a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first) is prefixed with a quote
 * mark, since names and labels in an export may be typed by users. Numbers are written as they are.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record: its cells joined by commas, ended by CRLF. Every export of the app writes through this. */
export function csvRecord(values: readonly (string | number | null)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
