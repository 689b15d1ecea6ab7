import type { LabImportFormat } from '@clinic/contract';
import { csvRows } from './csv.js';
import { fhirBundle, fhirRows } from './fhir.js';
import { hl7Messages, hl7Rows } from './hl7.js';
import type { ParsedRow } from './rows.js';
import { xlsxRows } from './xlsx.js';

/** The rows of a file of any accepted format; a file that cannot be read at all is a 400 (nothing written). */
export async function readLabFile(
  format: LabImportFormat,
  content: Buffer,
  timeZone: string,
): Promise<ParsedRow[]> {
  switch (format) {
    case 'csv':
      return csvRows(content);
    case 'xlsx':
      return xlsxRows(content);
    case 'hl7':
      return hl7Rows(hl7Messages(content.toString('utf8')));
    case 'fhir':
      return fhirRows(fhirBundle(content.toString('utf8')), timeZone);
  }
}
