import {
  csvRecord,
  GENDER_VI,
  MANIFEST_CSV_COLUMNS,
  type ManifestEntry,
  type ManifestQuery,
} from '@clinic/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appointments, patients, specimens, testTypes, users } from '../db/schema.js';
import type { AuthUser } from '../plugins/auth.js';
import { specimensAwaitingResult } from './specimens.js';

/**
 * GET /Lab/Manifest: the calling doctor's collected specimens that have no result yet, collected between `from`
 * and `to` (clinic days, both included), oldest first. No name: the code, the ART number (none for an anonymous
 * appointment, which must not lead back to the person), the year of birth and the sex are what the laboratory
 * matches the sample with.
 */
export async function manifestOf(
  db: Db,
  user: AuthUser,
  query: ManifestQuery,
  timeZone: string,
): Promise<ManifestEntry[]> {
  const collectedDay = sql`(${specimens.collectedAt} at time zone ${timeZone})::date`;
  const rows = await specimensAwaitingResult(
    db
      .select({
        specimenCode: specimens.specimenCode,
        artNumber: sql<
          string | null
        >`case when ${appointments.isAnonymous} then null else ${patients.artNumber} end`,
        dateOfBirth: users.dateOfBirth,
        gender: users.gender,
        collectedAt: specimens.collectedAt,
        testTypeName: testTypes.testTypeName,
      })
      .from(specimens)
      .$dynamic(),
    user.doctorId ?? -1,
    sql`${collectedDay} between ${query.from}::date and ${query.to}::date`,
    query.testTypeId === undefined ? undefined : eq(appointments.testTypeId, query.testTypeId),
  ).orderBy(asc(specimens.collectedAt), asc(specimens.specimenCode));
  return rows.map((row) => ({
    specimenCode: row.specimenCode,
    artNumber: row.artNumber,
    birthYear: Number(row.dateOfBirth.slice(0, 4)),
    sex: row.gender,
    collectedAt: row.collectedAt.toISOString(),
    testTypeName: row.testTypeName,
  }));
}

/** The manifest as the CSV that travels with the samples: clinic time, the sex in Vietnamese. */
export function manifestCsv(items: readonly ManifestEntry[], localTime: (iso: string) => string): string {
  const header = csvRecord(MANIFEST_CSV_COLUMNS.map(([, name]) => name));
  const lines = items.map((item) =>
    csvRecord(
      MANIFEST_CSV_COLUMNS.map(([key]) => {
        if (key === 'sex') return GENDER_VI[item.sex];
        if (key === 'collectedAt') return localTime(item.collectedAt);
        return item[key];
      }),
    ),
  );
  return header + lines.join('');
}
