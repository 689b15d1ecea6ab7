import { messagingMessages } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { capCodeSends } from '../accounts/code-mails.js';
import { consumeCode, issueCode } from '../accounts/codes.js';
import { patientAccountOf } from '../clinic/access.js';
import type { Db } from '../db/client.js';
import { patients, users } from '../db/schema.js';
import { badRequest, conflict } from '../lib/http-error.js';
import { type MessagingSettings, queuePhoneMessage } from './queue.js';

/** The account behind a patient, and the number on it: the code confirms that number. */
async function phoneOf(db: Pick<Db, 'select'>, patientId: number) {
  const [row] = await patientAccountOf(
    db.select({ userId: users.userId, phoneNumber: users.phoneNumber }).from(patients).$dynamic(),
    patientId,
  );
  if (!row) throw badRequest(messagingMessages.patientOnly);
  return row;
}

/**
 * POST /Messaging/Phone/SendCode: a 6-digit code by SMS to the account's number, under the e-mail codes' rules
 * (10 minutes, 5 tries, 3 an hour to one number, a minute between two); it answers the same whether or not a
 * code went, so the caps tell nothing.
 */
export async function sendPhoneCode(
  db: Db,
  settings: MessagingSettings,
  secret: string,
  patientId: number,
  now: Date,
): Promise<void> {
  if (!settings.messaging.sms) throw conflict(messagingMessages.smsOffForCode);
  await db.transaction(async (tx) => {
    const { userId, phoneNumber } = await phoneOf(tx, patientId);
    await capCodeSends(tx, `tel:${phoneNumber}`, async () => {
      const code = await issueCode(tx, secret, userId, 'verify_phone', {
        cooldown: true,
        boundTo: phoneNumber,
      });
      if (code === null) return false;
      return (
        (await queuePhoneMessage(tx, settings, { patientId, template: 'otp', params: { code } }, now)) !==
        null
      );
    });
  });
}

/** POST /Messaging/Phone/Verify: the right code confirms the number it was sent to, and only while it is the account's. */
export async function verifyPhone(
  db: Db,
  secret: string,
  patientId: number,
  code: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { userId, phoneNumber } = await phoneOf(tx, patientId);
    const check = await consumeCode(tx, secret, userId, 'verify_phone', code, phoneNumber);
    if (check === 'burned')
      throw badRequest(messagingMessages.phoneCodeBurned, { code: [messagingMessages.phoneCodeBurned] });
    if (check !== 'ok')
      throw badRequest(messagingMessages.phoneCodeInvalid, { code: [messagingMessages.phoneCodeInvalid] });
    await tx
      .update(patients)
      .set({ phoneVerifiedNumber: phoneNumber, phoneVerifiedAt: now })
      .where(eq(patients.patientId, patientId));
  });
}
