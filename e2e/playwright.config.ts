import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH, E2E_BASE_URL } from './support/env.js';

export default defineConfig({
  testDir: './tests',
  // Two test files at a time against the one app and database of the run (support/global-setup.ts): the tests
  // never share a slot, an account they change or a name they create (support/clinic.ts workingDay, uniqueSuffix).
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'off',
    // As a visitor who asks for less motion: no transition frames drawn in software while a test waits.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
  ],
});
