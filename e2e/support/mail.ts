import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseMail } from '../../apps/server/test/helpers/mime.js';
import { MAIL_DIR } from './env.js';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

export function mailsTo(address: string): Mail[] {
  return readdirSync(MAIL_DIR)
    .sort()
    .map(
      (file) => JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as { to: string[]; raw: string },
    )
    .filter((m) => m.to.includes(address.toLowerCase()))
    .map((m) => ({ to: m.to, ...parseMail(m.raw) }));
}

/** Waits for the newest mail to an address that satisfies the predicate (the outbox worker sends within ~1 s). */
export async function waitForMail(
  address: string,
  predicate: (m: Mail) => boolean = () => true,
): Promise<Mail> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = mailsTo(address).reverse().find(predicate);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${address} arrived`);
}

export function codeIn(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('the e-mail carries no 6-digit code');
  return code;
}
