import type { ClosureRequestItem } from '@clinic/contract';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { confirmDelete } from '../../components/confirm-delete';
import { CountBadge } from '../../components/count-badge';
import { type Column, NOWRAP } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { SkeletonRows } from '../../components/page-states';
import { PagedTableOrCards } from '../../components/server-paged-table';
import { formatInstantDate } from '../../lib/clinic-time';
import { toastOutcome } from '../../lib/notify';
import { usePageCount } from '../../lib/use-server-paging';
import { CLOSURE_PAGE_SIZE, useClosureRequestsPage, useCompleteClosure } from './api/account-closure';
import { accountClosureMessages as m } from './messages';

/**
 * /admin/closure-requests (Admin): the patients who asked for their account to be closed, oldest request first,
 * each with the button that completes it after a confirmation.
 */
export function ClosureRequestsPage() {
  const [page, setPage] = useState(1);
  const list = useClosureRequestsPage(page);
  const complete = useCompleteClosure();
  // Completing the only request of the last page empties it: go back one.
  const total = list.data?.total ?? 0;
  const pages = usePageCount(list.data?.total, CLOSURE_PAGE_SIZE, page, setPage);

  const confirm = (row: ClosureRequestItem) =>
    confirmDelete({
      title: m.completeTitle,
      question: m.completeQuestion(row.fullName, row.patientId),
      detail: m.completeDetail,
      confirmLabel: m.complete,
      onConfirm: () =>
        complete.mutate(
          row.patientId,
          toastOutcome((message: string) => message, m.completeFailed),
        ),
    });
  const pendingId = complete.isPending ? complete.variables : null;

  const action = (row: ClosureRequestItem, fullWidth = false) => (
    <Button
      size="compact-sm"
      color="red.9"
      variant="outline"
      fullWidth={fullWidth}
      loading={pendingId === row.patientId}
      aria-label={m.completeLabel(row.fullName)}
      onClick={() => confirm(row)}
    >
      {m.complete}
    </Button>
  );
  const columns: Column<ClosureRequestItem>[] = [
    { header: m.colPatientId, cell: (row) => row.patientId, td: NOWRAP },
    { header: m.colName, cell: (row) => row.fullName },
    { header: m.colRequestedAt, cell: (row) => formatInstantDate(row.requestedAt), td: NOWRAP },
    { header: m.colActions, cell: (row) => action(row), td: NOWRAP },
  ];

  return (
    <Stack gap="lg">
      <PageHeading title={m.pageTitle} intro={m.pageIntro} />
      <Card withBorder padding="md" component="section" aria-label={m.caption}>
        <Group justify="flex-end" mb="sm">
          {list.data && <CountBadge count={total} label={m.count(total)} color="red.9" />}
        </Group>
        <PagedTableOrCards
          list={list}
          failed={m.loadFailed}
          loading={<SkeletonRows label={m.caption} count={2} height={36} />}
          empty={<Text size="sm">{m.empty}</Text>}
          caption={m.caption}
          columns={columns}
          rowKey={(row) => row.patientId}
          minWidth={640}
          from="sm"
          card={(row) => (
            <>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {row.fullName}
              </Text>
              <Text size="sm">
                {m.colPatientId}: {row.patientId}
              </Text>
              <Text size="sm">
                {m.colRequestedAt}: {formatInstantDate(row.requestedAt)}
              </Text>
              {action(row, true)}
            </>
          )}
          pagination={{ pages, current: page, onChange: setPage, label: m.pagination }}
        />
      </Card>
    </Stack>
  );
}
