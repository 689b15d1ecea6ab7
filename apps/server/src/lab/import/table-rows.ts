import { labMessages, mapLabColumns, readLabDateTime } from '@clinic/contract';
import { badRequest } from '../../lib/http-error.js';
import type { ParsedRow } from './rows.js';

/**
 * The rows of a table (a CSV or the first sheet of a workbook) under its header row: each by the line it stands
 * on, read through the named columns (lab-columns.ts). No recognisable header is a 400 for the whole file.
 */
export function tableRows(table: readonly { line: number; cells: readonly string[] }[]): ParsedRow[] {
  const [header, ...body] = table;
  if (!header) throw badRequest(labMessages.fileEmpty);
  const mapped = mapLabColumns(header.cells);
  if ('error' in mapped) throw badRequest(labMessages.fileUnreadable(mapped.error));
  const { columns } = mapped;
  const cell = (cells: readonly string[], at: number | undefined) =>
    at === undefined ? '' : (cells[at] ?? '').trim();
  return body
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''))
    .map(({ line, cells }): ParsedRow => {
      const specimenCode = cell(cells, columns.specimenCode) || null;
      const artNumber = cell(cells, columns.artNumber) || null;
      const collection = cell(cells, columns.collectionDate);
      const collected = collection === '' ? null : readLabDateTime(collection);
      if (collection !== '' && collected === null)
        return { line, invalid: labMessages.dateInvalid(collection) };
      return {
        line,
        specimenCode,
        artNumber,
        collectionDate: collected?.date ?? null,
        test: cell(cells, columns.test),
        value: cell(cells, columns.value),
        unit: cell(cells, columns.unit),
      };
    });
}
