import { type ClinicalSummaryItem, formatDateVi, isDueSoon } from '@clinic/contract';
import { Badge, Group, Text } from '@mantine/core';
import { PlainList } from '../../../components/plain-list';
import { clinicToday } from '../../../lib/clinic-time';
import { monitoringPageMessages as m } from '../messages';

type Due = ClinicalSummaryItem['plan']['due'][number];

const STATUS_COLOR: Record<Due['status'], string> = { upcoming: 'gray', due: 'yellow', overdue: 'red' };

/**
 * The plan's next tests: the test, its due date and, when it is due or close to it (isDueSoon), where it stands; a
 * test months away shows its date alone. The doctor also sees the rule.
 */
export function DueTests({ due, withRule = false }: { due: readonly Due[]; withRule?: boolean }) {
  if (due.length === 0) return <Text size="sm">{m.noDueTests}</Text>;
  const today = clinicToday();
  return (
    <PlainList>
      {due.map((d) => (
        <li key={`${d.test}-${d.rule}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <div>
              <Text fw={600}>{m.testNames[d.test]}</Text>
              <Text size="sm">{m.dueOn(formatDateVi(d.dueDate))}</Text>
              {withRule && (
                <Text size="xs" c="dimmed">
                  {m.dueRule(d.rule)}
                </Text>
              )}
            </div>
            {isDueSoon(d, today) && (
              <Badge
                variant="light"
                color={STATUS_COLOR[d.status]}
                style={{ textTransform: 'none', flexShrink: 0 }}
              >
                {m.dueStatus[d.status]}
              </Badge>
            )}
          </Group>
        </li>
      ))}
    </PlainList>
  );
}
