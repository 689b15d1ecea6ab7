import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appointments, testResults, treatments } from '../db/schema.js';

/** The ids of an appointment, a result or a treatment, any of which leads to its patient. */
export interface RecordIds {
  appointmentId?: number | null;
  testResultId?: number | null;
  treatmentId?: number | null;
}

/**
 * The patient an appointment, a result or a treatment belongs to, when a call's answer does not name them (a
 * treatment, a refill) or when the call was refused, so that the access shows on that patient's log. A record
 * that does not exist has no patient.
 */
export async function ownerOfRecord(db: Pick<Db, 'select'>, ids: RecordIds): Promise<number | null> {
  const query = ownerQuery(db, ids);
  if (!query) return null;
  const [row] = await query;
  return row?.patientId ?? null;
}

/** The read of the record's patient, by the first id given: a result's, else a treatment's, else an appointment's. */
function ownerQuery(db: Pick<Db, 'select'>, ids: RecordIds) {
  if (ids.testResultId != null)
    return db
      .select({ patientId: testResults.patientId })
      .from(testResults)
      .where(eq(testResults.testResultId, ids.testResultId));
  if (ids.treatmentId != null)
    return db
      .select({ patientId: testResults.patientId })
      .from(treatments)
      .innerJoin(testResults, eq(testResults.testResultId, treatments.testResultId))
      .where(eq(treatments.treatmentId, ids.treatmentId));
  if (ids.appointmentId != null)
    return db
      .select({ patientId: appointments.patientId })
      .from(appointments)
      .where(eq(appointments.appointmentId, ids.appointmentId));
  return undefined;
}
