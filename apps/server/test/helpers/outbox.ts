import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { emailOutbox } from '../../src/db/schema.js';
import type { TestApp } from './build.js';

/**
 * Sends every queued mail and waits until the SMTP capture holds exactly one mail per sent outbox row, so that a
 * test may then count what arrived, absences included, without waiting a fixed time. Two flushes: a flush joins a
 * pass already under way (the worker's own tick), which may have claimed its rows before the last mail was queued;
 * the second is a pass of its own.
 */
export async function deliverQueuedMail(t: TestApp): Promise<void> {
  await t.app.ctx.mail.flush();
  await t.app.ctx.mail.flush();
  expect(await t.db.$count(emailOutbox, eq(emailOutbox.status, 'pending'))).toBe(0);
  const sent = await t.db.$count(emailOutbox, eq(emailOutbox.status, 'sent'));
  await vi.waitFor(() => expect(t.smtp.mails).toHaveLength(sent), { timeout: 5000 });
}
