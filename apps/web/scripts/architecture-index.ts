import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { architectureIndex, withIndex } from '../src/app/architecture-index';

const file = fileURLToPath(new URL('../../../docs/architecture.md', import.meta.url));
writeFileSync(file, withIndex(readFileSync(file, 'utf8'), architectureIndex()));
