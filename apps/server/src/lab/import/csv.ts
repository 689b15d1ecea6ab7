import { labMessages } from '@clinic/contract';
import { parse } from 'csv-parse/sync';
import { badRequest } from '../../lib/http-error.js';
import type { ParsedRow } from './rows.js';
import { tableRows } from './table-rows.js';

/**
 * A CSV file in UTF-8, with or without a byte-order mark, its cells separated by commas or by semicolons (as a
 * Vietnamese spreadsheet saves it): whichever the header line holds more of.
 */
export function csvRows(content: Buffer): ParsedRow[] {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const headerLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (headerLine.match(/;/g)?.length ?? 0) > (headerLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false, trim: false });
  } catch (err) {
    const where = (err as { lines?: number }).lines;
    throw badRequest(
      labMessages.fileUnreadable(`${(err as Error).message}${where ? ` (dòng ${where})` : ''}`),
    );
  }
  return tableRows(records.map((cells, i) => ({ line: i + 1, cells })));
}
