import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: a reader has only what is tracked here, so no source, doc or decision record
 * may send them to a document outside it (a sibling folder, a tracker's issue), and every decision record says
 * whether it still holds and since when.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const textFile = /\.(ts|tsx|mjs|js|md|sql|css|json|ya?ml|sh)$|^\.ci\//;
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const OUTSIDE = [
  { what: 'a path into a folder beside the repository', pattern: /\.\.\/shared\b/i },
  { what: "a tracker's issue by number", pattern: /\bissues?\s+#?\d+/i },
];

/**
 * Files that read data from beside the repository on purpose, each with why: they cite no document to a reader.
 * The FHIR conformance tests validate against the case-reporting guide as it is delivered, not a copy of it.
 */
const READS_BESIDE = new Set(['apps/server/test/helpers/fhir-guide.ts']);

describe('documents cited by the repository', () => {
  it('lists the tracked files (git ls-files)', () => {
    expect(tracked).toContain('README.md');
  });

  it('are all inside it', () => {
    const found: string[] = [];
    for (const file of tracked.filter(
      (f) => textFile.test(f) && f !== 'package-lock.json' && !READS_BESIDE.has(f),
    )) {
      for (const [i, line] of read(file).split('\n').entries()) {
        for (const { what, pattern } of OUTSIDE) {
          if (pattern.test(line)) found.push(`${file}:${i + 1}: ${what}: ${line.trim()}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

const decisions = tracked.filter((f) => /^docs\/decisions\/\d{4}-[\w-]+\.md$/.test(f));
const STATUS = /^Status: (Accepted|Superseded (in part )?by \[(\d{4})\]\(((\d{4})-[\w-]+\.md)\))$/;
const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/;

describe('decision records', () => {
  it('are found', () => {
    expect(decisions.length).toBeGreaterThan(0);
  });

  it.each(decisions)('%s says its status and date right under its title', (file) => {
    const [title, ...rest] = read(file).split('\n');
    expect(title).toMatch(/^# \d+\. /);
    const [status, date] = rest.filter((line) => line.trim() !== '');
    expect(status).toMatch(STATUS);
    expect(date).toMatch(DATE);
    expect(Number.isNaN(Date.parse(DATE.exec(date ?? '')?.[1] ?? ''))).toBe(false);
    const superseded = STATUS.exec(status ?? '');
    if (superseded?.[4] !== undefined) {
      // The link names its successor by number and points at that very record.
      expect(superseded[3]).toBe(superseded[5]);
      expect(decisions).toContain(`docs/decisions/${superseded[4]}`);
    }
  });
});
