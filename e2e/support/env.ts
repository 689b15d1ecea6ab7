import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3310);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Scratch space of one run: the server's data directory, captured mail and the server log. */
export const E2E_TMP = path.resolve(here, '..', '.tmp');
export const MAIL_DIR = path.join(E2E_TMP, 'mail');
/** The requests the SMS and Zalo providers' stand-in received (support/providers.ts). */
export const PROVIDER_DIR = path.join(E2E_TMP, 'providers');
/** The Zalo app of the browser tests' run, as the providers' stand-in knows it. */
export const E2E_ZALO = { appId: 'e2e-app', appSecret: 'e2e-secret', refreshToken: 'refresh-0' };
export const REPO_ROOT = path.resolve(here, '..', '..');
export const DEMO_PASSWORD = 'Demo@1234';

/**
 * Debian's Chromium headless shell when installed (the headless build Playwright itself prefers: the same engine
 * at about half the CPU of the full browser, see docs/decisions/0008-browser-tests-on-the-headless-shell.md), else
 * the full browser; without the background traffic and first-run work that only slow a test down.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_LAUNCH = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};
