import { labMessages } from '@clinic/contract';
import ExcelJS from 'exceljs';
import { badRequest } from '../../lib/http-error.js';
import type { ParsedRow } from './rows.js';
import { tableRows } from './table-rows.js';

/** A cell as text: dates as yyyy-MM-dd HH:mm:ss in the time the laboratory wrote them, numbers as written. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Excel keeps no zone: the sheet's wall time comes back as the same wall time in UTC.
    return value
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ')
      .replace(/ 00:00:00$/, '');
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** The first sheet of an Excel workbook (.xlsx), each row by its number in the sheet. */
export async function xlsxRows(content: Buffer): Promise<ParsedRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch (err) {
    throw badRequest(labMessages.fileUnreadable((err as Error).message));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(labMessages.fileEmpty);
  const table: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = row.values as ExcelJS.CellValue[];
    // row.values starts at index 1, as columns do.
    table.push({ line, cells: values.slice(1).map(cellText) });
  });
  return tableRows(table);
}
