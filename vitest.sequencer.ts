import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (projects one after another; within one, the longest first when an earlier run left its
 * timings, else the largest file first), made to work as well on a fresh checkout, which has no timings:
 *
 * - a file whose head says `@runs-first` goes first: one long test (a server started as a process, thousands of
 *   calls) that would otherwise start last, as a small file, and keep the whole run waiting for it;
 * - then the files that ask for a DOM (`// @vitest-environment jsdom` on their first line), before the others. A
 *   worker that keeps its modules between files (`isolate: false`, apps/web/vitest.config.ts) then runs one kind
 *   after the other instead of starting over each time the kind changes: in size order the web unit tests took
 *   twice the CPU.
 */
export class RunOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectRank = new Map<string, number>();
    for (const file of sorted)
      if (!projectRank.has(file.project.name)) projectRank.set(file.project.name, projectRank.size);
    const rank = (file: TestSpecification) =>
      (projectRank.get(file.project.name) ?? 0) * 3 + kindRank(file.moduleId);
    return sorted
      .map((file, index) => ({ file, index, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ file }) => file);
  }
}

function kindRank(path: string): number {
  const head = readFileSync(path, 'utf8').slice(0, 400);
  if (head.includes('@runs-first')) return 0;
  return head.startsWith('// @vitest-environment jsdom') ? 1 : 2;
}
