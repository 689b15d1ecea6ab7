/**
 * One result as a laboratory's file states it, whatever the format: what the pipeline (pipeline.ts) matches to a
 * specimen or an appointment. A row the parser could not read carries only its line and the reason.
 */
export interface LabRow {
  /** the CSV or Excel row, the HL7 OBX ordinal or the Bundle entry index, 1-based */
  line: number;
  specimenCode: string | null;
  artNumber: string | null;
  /** yyyy-MM-dd */
  collectionDate: string | null;
  /** the test as named: a LOINC code or a usual name (lab-columns.ts labTestKind) */
  test: string;
  value: string;
  unit: string;
}

export type ParsedRow = LabRow | { line: number; invalid: string };

export const isInvalidRow = (row: ParsedRow): row is { line: number; invalid: string } => 'invalid' in row;
