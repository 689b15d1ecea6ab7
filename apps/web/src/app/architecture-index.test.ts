// @runs-first (vitest.sequencer.ts): starts the TypeScript checker as a process and loads all of the app's code.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARCHITECTURE_INDEX_COMMAND, architectureIndex, withIndex } from './architecture-index';

const file = fileURLToPath(new URL('../../../../docs/architecture.md', import.meta.url));

describe('docs/architecture.md', () => {
  let index = '';
  beforeAll(() => {
    index = architectureIndex();
  }, 60_000);

  it(`indexes the screens as the code stands (regenerate with ${ARCHITECTURE_INDEX_COMMAND})`, () => {
    const written = readFileSync(file, 'utf8');
    expect(withIndex(written, index)).toBe(written);
  });

  it("traces the patient's health page to the summary it reads and that summary's tables", () => {
    const section = index.slice(index.indexOf('### Sức khỏe của tôi: `/my-health`'));
    const summary = section
      .split('\n')
      .find((line) => line.startsWith('| GET /Clinical/Summary/:patientId |'));
    expect(summary).toContain('test_results');
    expect(summary).toContain('treatments');
  });
});
