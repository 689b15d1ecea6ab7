import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // The test files share no module state (no mocks, no environment changes), so a worker keeps the app's modules
    // loaded between files instead of importing them again for each: half the suite's CPU time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
