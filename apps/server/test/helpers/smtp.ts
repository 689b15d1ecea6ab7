import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime.js';

export interface CapturedMail {
  to: string[];
  raw: string;
  subject: string;
  text: string;
}

export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  waitFor(predicate: (m: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/**
 * An SMTP server on a free local port that accepts any mail without authentication and hands each one over, whole,
 * with its recipients. Shared by the server tests and the browser tests' global set-up.
 */
export async function listenForMail(
  onMail: (mail: { to: string[]; raw: string }) => void,
): Promise<{ server: SMTPServer; url: string }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        onMail({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, url: `smtp://127.0.0.1:${port}` };
}

/** A real SMTP server in-process: the app sends through nodemailer, tests read what arrived. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const { server, url } = await listenForMail((mail) => mails.push({ ...mail, ...parseMail(mail.raw) }));
  return {
    url,
    mails,
    async waitFor(predicate, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.find(predicate);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('expected e-mail did not arrive');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
