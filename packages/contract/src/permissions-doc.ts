import type { Endpoint } from './endpoints/define.js';
import { allEndpoints } from './endpoints/index.js';
import { OWNERSHIP_RULES } from './permissions.js';

export const PERMISSIONS_DOC_COMMAND = 'npx tsx packages/contract/scripts/permissions-doc.ts';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function who(endpoint: Endpoint): string {
  return endpoint.access === 'public' ? 'public' : endpoint.access.join(', ');
}

/** docs/permissions.md: who may call each endpoint, written from the endpoint descriptors. */
export function permissionsDoc(): string {
  const rows = allEndpoints();
  const lines = [
    '# Who may call what',
    '',
    `Generated from the endpoint descriptors in packages/contract/src/endpoints by \`${PERMISSIONS_DOC_COMMAND}\`;`,
    'edit the descriptors, not this file.',
    '',
    'Every path is under /api and matched case-insensitively. A call outside the table answers 401 (no or bad',
    'token) or 403 (role not allowed); a record outside its ownership rule answers 404, as if it did not exist.',
    '',
    '| method | path | who | ownership | summary |',
    '|---|---|---|---|---|',
    ...rows.map(
      (e) => `| ${e.method} | ${cell(e.path)} | ${who(e)} | ${e.ownership ?? ''} | ${cell(e.summary)} |`,
    ),
    '',
    '## Ownership rules',
    '',
    ...Object.entries(OWNERSHIP_RULES).map(([name, rule]) => `- **${name}**: ${rule}.`),
    '',
  ];
  return lines.join('\n');
}
