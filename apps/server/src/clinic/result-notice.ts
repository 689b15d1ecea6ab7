import { clinicalMessages } from '@clinic/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { patients, testResults, users } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';

/**
 * The patient's notice that a result of theirs was recorded, typed by the doctor or brought by the laboratory: one
 * mail per result, keyed by it so that it exists once, in the transaction that saves the result. It says only that
 * there is something new to read after login (packages/contract/src/message-rule.ts).
 */
export async function queueResultNotices(tx: Tx, testResultIds: readonly number[]): Promise<void> {
  for (let i = 0; i < testResultIds.length; i += 1000) {
    const people = await tx
      .select({ testResultId: testResults.testResultId, to: users.email, patientName: users.fullName })
      .from(testResults)
      .innerJoin(patients, eq(patients.patientId, testResults.patientId))
      .innerJoin(users, eq(users.userId, patients.userId))
      .where(
        and(inArray(testResults.testResultId, testResultIds.slice(i, i + 1000)), eq(users.isActive, true)),
      );
    await enqueueMail(
      tx,
      people.map((p) => ({
        to: p.to,
        subject: clinicalMessages.resultMailSubject,
        text: clinicalMessages.resultMailText(p),
        dedupeKey: `result:${p.testResultId}`,
      })),
    );
  }
}
