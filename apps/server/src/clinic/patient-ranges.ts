import { max, min, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { patients } from '../db/schema.js';

/**
 * The whole clinic's per-patient reads (the indicators, the programme report, the tracing list), and the courses
 * of a doctor's patients the worklist reads, as one query per range of patient ids, run side by side on the pool's
 * connections. PostgreSQL runs one of their plans on one core: their grouped CTEs are not shared between parallel
 * workers, which each computed them in full. Every patient's verdict depends on their own rows only, so the parts'
 * answers add up to the whole. On the embedded database, which has one connection, the parts run one after the
 * other.
 *
 * At 1,000,000 appointments on two cores (apps/server/bench/mixed.ts), a quarter's indicators took about 570 ms
 * as one query and about 290 ms as two halves; the tracing list's query about 75 ms and 45 ms.
 */
export const PATIENT_RANGE_PARTS = 2;

/** Patient ids `first`..`last`, both included. */
export interface PatientRange {
  first: number;
  last: number;
}

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

/** `parts` ranges of about as many patient ids each, between the smallest and the largest id today. */
export async function patientRanges(db: Db, parts = PATIENT_RANGE_PARTS): Promise<PatientRange[]> {
  const [bounds] = await db
    .select({ low: min(patients.patientId), high: max(patients.patientId) })
    .from(patients);
  return rangesOf(bounds?.low ?? null, bounds?.high ?? null, parts);
}

/**
 * `parts` ranges that split `low`..`high` evenly. The first and the last are open-ended, so that together they hold
 * every id, a patient added after `low` and `high` were read included.
 */
export function rangesOf(low: number | null, high: number | null, parts: number): PatientRange[] {
  const from = low ?? 0;
  const step = Math.max(1, Math.ceil(((high ?? from) - from + 1) / parts));
  return Array.from({ length: parts }, (_, i) => ({
    first: i === 0 ? INT_MIN : from + i * step,
    last: i === parts - 1 ? INT_MAX : from + (i + 1) * step - 1,
  }));
}

/** The patient in `column` is in `range`; always true without one. */
export function inRange(range: PatientRange | null, column: string): SQL {
  return range === null
    ? sql`true`
    : sql`${sql.raw(column)} between ${range.first}::int and ${range.last}::int`;
}

/** The rows `read` answers for each range, read side by side, as one list in the ranges' order. */
export async function acrossRanges<T>(db: Db, read: (range: PatientRange) => Promise<T[]>): Promise<T[]> {
  return (await Promise.all((await patientRanges(db)).map(read))).flat();
}

/**
 * The rows `read` answers for a scope of patients: the whole clinic's (`scope` null) range by range (acrossRanges),
 * a doctor's few hundred patients in one read.
 */
export function acrossScope<T>(
  db: Db,
  scope: { doctorId: number } | null,
  read: (range: PatientRange | null) => Promise<T[]>,
): Promise<T[]> {
  return scope === null ? acrossRanges(db, read) : read(null);
}
