import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SMTPServer } from 'smtp-server';
import { startProviders } from '../../apps/server/test/helpers/providers.js';
import { listenForMail } from '../../apps/server/test/helpers/smtp.js';
import { E2E_BASE_URL, E2E_PORT, E2E_TMP, E2E_ZALO, MAIL_DIR, PROVIDER_DIR, REPO_ROOT } from './env.js';

declare global {
  var __e2e:
    | { server: ChildProcess; smtp: SMTPServer; providers: { close: () => Promise<void> } }
    | undefined;
}

/**
 * Starts a real SMTP server that writes each message to MAIL_DIR, then the built app on a fresh embedded
 * database with the demo seed, sending its mail to that SMTP server.
 */
export default async function globalSetup(): Promise<void> {
  rmSync(E2E_TMP, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  mkdirSync(PROVIDER_DIR, { recursive: true });

  let counter = 0;
  const { server: smtp, url: smtpUrl } = await listenForMail((mail) => {
    counter += 1;
    writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${counter}.json`), JSON.stringify(mail));
  });

  // Zalo's and eSMS.vn's APIs as their documentation gives them, each request written to PROVIDER_DIR.
  let received = 0;
  const providers = await startProviders({
    ...E2E_ZALO,
    onRequest: (request) => {
      received += 1;
      const { path: at, body } = request;
      writeFileSync(
        path.join(PROVIDER_DIR, `${Date.now()}-${received}.json`),
        JSON.stringify({ path: at, body }),
      );
    },
  });

  const log = createWriteStream(path.join(E2E_TMP, 'server.log'));
  const server = spawn(process.execPath, ['apps/server/dist/src/server.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(E2E_TMP, 'data'),
      SEED_DEMO: 'true',
      SMTP_URL: smtpUrl,
      TOKEN_TTL: '1h',
      // Every browser test logs in from 127.0.0.1; the production limit (20 a minute) would throttle the suite.
      AUTH_RATE_LIMIT: '300',
      DATABASE_URL: '',
      JWT_SECRET: '',
      PUBLIC_URL: E2E_BASE_URL,
      ZALO_APP_ID: E2E_ZALO.appId,
      ZALO_APP_SECRET: E2E_ZALO.appSecret,
      ZALO_REFRESH_TOKEN: E2E_ZALO.refreshToken,
      ZALO_TEMPLATE_REMINDER: '301',
      ZALO_TEMPLATE_REFILL: '302',
      ZALO_TEMPLATE_MISSED: '303',
      ZALO_TEMPLATE_RESULT: '304',
      ZALO_API_URL: providers.url,
      ZALO_OAUTH_URL: providers.url,
      SMS_API_URL: providers.url,
      SMS_API_KEY: 'e2e-key',
      SMS_SECRET_KEY: 'e2e-sms-secret',
      SMS_BRANDNAME: 'PHONGKHAM',
      // A run may fall at night in the clinic: nothing waits for the morning here.
      MESSAGE_QUIET_HOURS: '00:00-00:00',
      // An appointment booked 2 to 5 days ahead gets its phone reminder at once; the jobs look every 10 s.
      MESSAGE_EARLY_REMINDER_DAYS: '2,3,4,5',
      JOBS_INTERVAL: '10s',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  globalThis.__e2e = { server, smtp, providers };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`server exited early; see ${path.join(E2E_TMP, 'server.log')}`);
    try {
      const res = await fetch(`${E2E_BASE_URL}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy within 90 s');
}
