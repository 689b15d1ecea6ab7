import { formatDateVi, WORKLIST_TEXTS } from '@clinic/contract';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { CountedSection } from '../../components/count-badge';
import { PageError } from '../../components/page-states';
import { PlainList } from '../../components/plain-list';
import { paths } from '../../config/paths';
import { Link } from '../../lib/router';
import { useWorklist, type WorklistRow } from './api/worklist';
import { doctorDashboardMessages as m } from './doctor-dashboard-messages';

/** The doctor's patients that need action, each linking to their clinical summary. */
export function DoctorWorklist() {
  const worklist = useWorklist();
  return (
    <CountedSection
      id="doctor-worklist"
      title={m.worklistTitle}
      count={
        worklist.data
          ? { count: worklist.data.length, label: m.worklistCount(worklist.data.length), color: 'red.8' }
          : null
      }
    >
      {worklist.isPending ? (
        <Skeleton height={80} radius="md" aria-busy="true" />
      ) : worklist.isError ? (
        <PageError message={m.worklistError} onRetry={() => void worklist.refetch()} />
      ) : (
        <WorklistItems items={worklist.data} />
      )}
    </CountedSection>
  );
}

export function WorklistItems({ items }: { items: readonly WorklistRow[] }) {
  if (items.length === 0) return <Text size="sm">{m.worklistEmpty}</Text>;
  return (
    <PlainList>
      {items.map((item) => {
        const date = item.dueDate ?? item.since;
        return (
          <li key={`${item.patientId}-${item.code}`}>
            <Stack gap={2}>
              <Anchor component={Link} to={paths.doctor.clinicalSummary(item.patientId)} fw={700}>
                {item.fullName}
              </Anchor>
              <Text size="sm">
                {WORKLIST_TEXTS[item.code]}
                {date &&
                  ` · ${item.dueDate ? m.worklistDue(formatDateVi(date)) : m.worklistSince(formatDateVi(date))}`}
              </Text>
            </Stack>
          </li>
        );
      })}
    </PlainList>
  );
}
