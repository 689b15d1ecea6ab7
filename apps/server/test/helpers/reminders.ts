import { reminderPrivateWordsIn } from '@clinic/contract';
import { expect } from 'vitest';
import type { TestApp } from './build.js';
import type { CapturedMail } from './smtp.js';

/**
 * Sends the queued mail and answers the reminders that reached `email`, after checking that there are `count` of
 * them and that each keeps the patient's privacy: no word of the private list (reminderPrivateWordsIn), and the
 * line that sends the reader to sign in for the details.
 */
export async function sentReminders(t: TestApp, email: string, count: number): Promise<CapturedMail[]> {
  await t.app.ctx.mail.flush();
  const sent = t.smtp.mails.filter((m) => m.to.includes(email));
  expect(sent).toHaveLength(count);
  for (const mail of sent) {
    expect(reminderPrivateWordsIn(`${mail.subject}\n${mail.text}`)).toEqual([]);
    expect(mail.text).toContain('Vui lòng đăng nhập để xem chi tiết');
  }
  return sent;
}
