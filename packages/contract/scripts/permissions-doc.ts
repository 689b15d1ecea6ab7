import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { permissionsDoc } from '../src/permissions-doc.js';

writeFileSync(fileURLToPath(new URL('../../../docs/permissions.md', import.meta.url)), permissionsDoc());
