import type { ArvRegimenItem } from '@clinic/contract';
import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useRegimenCheck } from '../api/check-regimen';
import { treatmentFlowMessages as m } from '../messages';
import { regimenDose } from '../regimen-components';
import { regimenVerdict, type VerdictLevel } from '../regimen-verdict';

/**
 * Red and green: filled shade 9, white text. Orange: shade 9 is below AA contrast with white, so a lighter
 * orange with black text (autoContrast).
 */
const VERDICT_BADGES: Record<VerdictLevel, { color: string; autoContrast?: boolean }> = {
  block: { color: 'red.9' },
  warn: { color: 'orange.5', autoContrast: true },
  clear: { color: 'teal.9' },
};

/**
 * The check of one standard regimen for this patient, on its card before it is chosen: the same read as the
 * detailed check under the list, so choosing the regimen shows its findings at once. A failed check says so and
 * leaves the card usable: the server checks again on Treatment/Create. No patient id (an anonymous
 * appointment): nothing to check here.
 */
export function RegimenCardCheck({
  id,
  patientId,
  regimen,
}: {
  id: string;
  patientId: number | undefined;
  regimen: ArvRegimenItem;
}) {
  const check = useRegimenCheck(patientId, regimenDose(regimen));
  if (patientId === undefined) return null;
  if (check.isPending)
    return (
      <Group id={id} gap={6} aria-busy="true">
        <Loader size="xs" />
        <Text size="sm">{m.verdictChecking}</Text>
      </Group>
    );
  if (check.isError || !check.data)
    return (
      <Text id={id} size="sm" c="dimmed" data-verdict="unknown">
        {m.verdictFailed}
      </Text>
    );
  const verdict = regimenVerdict(check.data);
  return (
    <Stack id={id} gap={2} align="flex-start" data-verdict={verdict.level}>
      <Badge {...VERDICT_BADGES[verdict.level]} variant="filled" tt="none">
        {m.verdict[verdict.level]}
      </Badge>
      {verdict.message && <Text size="sm">{verdict.message}</Text>}
      {verdict.level === 'clear' && verdict.incomplete && <Text size="sm">{m.verdictIncomplete}</Text>}
      {verdict.ruleIds.length > 0 && (
        <Text size="xs" c="dimmed">
          {m.ruleDetail(verdict.ruleIds)}
        </Text>
      )}
    </Stack>
  );
}
