import { defineConfig } from 'vitest/config';
import { RunOrderSequencer } from './vitest.sequencer.js';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest's default leaves one of this machine's two cores idle; the API tests wait on the database enough
    // that two files side by side finish sooner.
    maxWorkers: 2,
    sequence: { sequencer: RunOrderSequencer },
  },
});
