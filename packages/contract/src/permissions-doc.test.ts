import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints/index.js';
import { PERMISSIONS_DOC_COMMAND, permissionsDoc } from './permissions-doc.js';

describe('docs/permissions.md', () => {
  it(`is what the descriptors say (regenerate with ${PERMISSIONS_DOC_COMMAND})`, () => {
    const written = readFileSync(
      fileURLToPath(new URL('../../../docs/permissions.md', import.meta.url)),
      'utf8',
    );
    expect(written).toBe(permissionsDoc());
  });

  it('lists every endpoint once', () => {
    const doc = permissionsDoc();
    const rows = doc.split('\n').filter((line) => /^\| (GET|POST|PUT|DELETE) /.test(line));
    const keys = rows.map((row) => row.split(' | ').slice(0, 2).join(' ').toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    const declared = Object.values(endpoints).flatMap((resource) =>
      Object.values(resource).map((entry) => ('method' in entry ? 1 : 2)),
    );
    expect(rows).toHaveLength(declared.reduce((a, b) => a + b, 0));
  });
});
