import type { AuditCategory } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appointments, testResults } from '../db/schema.js';

/**
 * The patient whose appointment or result a refused call asked for, so that the attempt shows on that patient's
 * access log. Only refusals ask (they are rare); a record that does not exist has no patient.
 */
export async function ownerOfRecord(
  db: Pick<Db, 'select'>,
  category: AuditCategory,
  ids: { id: number | null; appointmentId: number | null },
): Promise<number | null> {
  if (category === 'result' && ids.id !== null) {
    const [row] = await db
      .select({ patientId: testResults.patientId })
      .from(testResults)
      .where(eq(testResults.testResultId, ids.id));
    return row?.patientId ?? null;
  }
  const appointmentId =
    category === 'appointment' ? ids.id : category === 'result' ? ids.appointmentId : null;
  if (appointmentId === null) return null;
  const [row] = await db
    .select({ patientId: appointments.patientId })
    .from(appointments)
    .where(eq(appointments.appointmentId, appointmentId));
  return row?.patientId ?? null;
}
