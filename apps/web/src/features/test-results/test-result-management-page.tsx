import '../../components/form-styles';
import { formatDateVi, formatTimeShort, type TestResultItem } from '@clinic/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { type Column, NOWRAP, TableOrCards } from '../../components/data-table';
import { ListPagination } from '../../components/list-pagination';
import { PageHeading } from '../../components/page-heading';
import { PatientName } from '../../components/patient-name';
import { QueryView } from '../../components/query-view';
import { ResultBand } from '../../components/result-band';
import { paths } from '../../config/paths';
import { Link } from '../../lib/router';
import { PAGE_SIZE, useTestResults } from './api/get-test-results';
import { testResultsMessages as m } from './messages';

/** /testResult-management: the calling doctor's own results, searchable and paged. */
export function TestResultManagementPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [query] = useDebouncedValue(search.trim(), 300);
  const results = useTestResults(page, query);
  const total = results.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));

  // A page past the end (results were removed since) falls back to the last one.
  useEffect(() => {
    if (results.isSuccess && !results.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [results.isSuccess, results.isPlaceholderData, page, lastPage]);

  const patientLabel = (r: TestResultItem) => (r.isAnonymous ? m.anonymous : r.patientName);
  const editButton = (r: TestResultItem) => (
    <Button
      component={Link}
      to={paths.doctor.testResultUpdate(r.testResultId)}
      size="compact-sm"
      variant="outline"
      aria-label={m.editLabel(r.testResultId, patientLabel(r))}
    >
      {m.edit}
    </Button>
  );

  const columns: Column<TestResultItem>[] = [
    { header: m.colId, cell: (r) => r.testResultId },
    { header: m.colPatient, cell: (r) => <PatientName record={r} size="sm" /> },
    { header: m.colDoctor, cell: (r) => r.doctorName },
    { header: m.colTestType, cell: (r) => r.testTypeName ?? m.noTestType },
    {
      header: m.colResult,
      th: NOWRAP,
      td: { fw: 600 },
      cell: (r) => (
        <Stack gap={4} align="flex-start">
          <Text span fw={700} c={r.outOfRange ? 'red.9' : undefined}>
            {r.resultValue}
          </Text>
          <ResultBand result={r} />
        </Stack>
      ),
    },
    { header: m.colUnit, th: NOWRAP, td: NOWRAP, cell: (r) => r.unit ?? m.none },
    { header: m.colDate, th: NOWRAP, td: NOWRAP, cell: (r) => formatDateVi(r.appointmentDate) },
    { header: m.colTime, th: NOWRAP, cell: (r) => formatTimeShort(r.appointmentTime) },
    {
      header: m.colNotes,
      td: { maw: 220, style: { overflowWrap: 'anywhere' } },
      cell: (r) => r.notes ?? m.none,
    },
    { header: m.colActions, th: NOWRAP, cell: editButton },
  ];

  const body = (
    <QueryView query={results} failed={m.loadListFailed} serverMessage={false}>
      {({ items }) =>
        items.length === 0 ? (
          <Text>{m.empty}</Text>
        ) : (
          <Stack gap="md" aria-busy={results.isFetching}>
            <Text size="sm" aria-live="polite">
              {m.count(total)}
            </Text>
            {/* Phones get one card per result instead of a ten-column table. */}
            <TableOrCards
              caption={m.caption}
              columns={columns}
              rows={items}
              rowKey={(r) => r.testResultId}
              minWidth={980}
              from="md"
              card={(r) => <ResultCard result={r} action={editButton(r)} />}
            />
            <ListPagination pages={lastPage} current={page} onChange={setPage} label={m.pagination} />
          </Stack>
        )
      }
    </QueryView>
  );

  return (
    <Stack gap="lg">
      <PageHeading title={m.title} intro={m.intro} />
      <TextInput
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        type="search"
        value={search}
        maw={420}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {body}
    </Stack>
  );
}

function ResultCard({ result: r, action }: { result: TestResultItem; action: ReactNode }) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <PatientName record={r} size="sm" />
        <Text size="sm" c="dimmed">
          #{r.testResultId}
        </Text>
      </Group>
      <Text size="sm">
        {r.testTypeName ?? m.noTestType}:{' '}
        <Text span fw={700} c={r.outOfRange ? 'red.9' : undefined}>
          {r.resultValue}
        </Text>
        {r.unit ? ` ${r.unit}` : ''}
      </Text>
      <ResultBand result={r} />
      <Text size="sm">
        {m.appointmentAt(formatDateVi(r.appointmentDate), formatTimeShort(r.appointmentTime))} ·{' '}
        {r.doctorName}
      </Text>
      {r.notes && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {m.colNotes}: {r.notes}
        </Text>
      )}
      <Group>{action}</Group>
    </>
  );
}
