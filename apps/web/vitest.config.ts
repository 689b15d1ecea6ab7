import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    // Pure logic runs in node; a test file that renders says `// @vitest-environment jsdom` on its first line.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A worker keeps the modules loaded between test files instead of importing React, Mantine and the app again
    // for each; test/setup.ts resets what they hold (the DOM, storage, toasts) after every test.
    isolate: false,
    // A form typed through user-event can take a few seconds on a busy machine (a developer's, with other work
    // running), which is not a failure; nor is a first hook that waits for the shared imports.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
