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
  if (ids.testResultId != null) {
    const [row] = await db
      .select({ patientId: testResults.patientId })
      .from(testResults)
      .where(eq(testResults.testResultId, ids.testResultId));
    return row?.patientId ?? null;
  }
  if (ids.treatmentId != null) {
    const [row] = await db
      .select({ patientId: testResults.patientId })
      .from(treatments)
      .innerJoin(testResults, eq(testResults.testResultId, treatments.testResultId))
      .where(eq(treatments.treatmentId, ids.treatmentId));
    return row?.patientId ?? null;
  }
  if (ids.appointmentId != null) {
    const [row] = await db
      .select({ patientId: appointments.patientId })
      .from(appointments)
      .where(eq(appointments.appointmentId, ids.appointmentId));
    return row?.patientId ?? null;
  }
  return null;
}
