import { clinicalMessages } from '@clinic/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { patients, testResults, users } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import {
  emailAllowedSql,
  type MessagingSettings,
  phoneAllowedSql,
  queuePhoneMessage,
} from '../messaging/queue.js';

/** What a notice needs besides the results: the channels' settings and the time it is queued at. */
export interface Notify {
  settings: MessagingSettings;
  now: Date;
}

/**
 * The patient's notice that a result of theirs was recorded, typed by the doctor or brought by the laboratory: one
 * per result and channel the patient allowed (e-mail, then SMS or Zalo), keyed by it so that it exists once, in
 * the transaction that saves the result. It says only that there is something new to read after login
 * (packages/contract/src/message-rule.ts).
 */
export async function queueResultNotices(
  tx: Tx,
  testResultIds: readonly number[],
  notify: Notify,
): Promise<void> {
  for (let i = 0; i < testResultIds.length; i += 1000) {
    const people = await tx
      .select({
        testResultId: testResults.testResultId,
        patientId: testResults.patientId,
        to: users.email,
        patientName: users.fullName,
        emailAllowed: sql<boolean>`${emailAllowedSql}`,
        phoneAllowed: sql<boolean>`${phoneAllowedSql}`,
      })
      .from(testResults)
      .innerJoin(patients, eq(patients.patientId, testResults.patientId))
      .innerJoin(users, eq(users.userId, patients.userId))
      .where(
        and(inArray(testResults.testResultId, testResultIds.slice(i, i + 1000)), eq(users.isActive, true)),
      );
    await enqueueMail(
      tx,
      people
        .filter((p) => p.emailAllowed)
        .map((p) => ({
          to: p.to,
          subject: clinicalMessages.resultMailSubject,
          text: clinicalMessages.resultMailText(p),
          dedupeKey: `result:${p.testResultId}`,
        })),
    );
    for (const p of people.filter((person) => person.phoneAllowed)) {
      const message = {
        patientId: p.patientId,
        template: 'result' as const,
        params: {},
        dedupeKey: `result:${p.testResultId}`,
      };
      await queuePhoneMessage(tx, notify.settings, message, notify.now);
    }
  }
}
