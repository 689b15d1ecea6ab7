import '@mantine/core/styles/Table.css';
import '../../components/form-styles';
import { formatDateVi, formatTimeShort, type TestResultItem } from '@clinic/contract';
import { Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ListPagination } from '../../components/list-pagination';
import { PageError, PageLoader } from '../../components/page-states';
import { paths } from '../../config/paths';
import { PAGE_SIZE, useTestResults } from './api/get-test-results';
import { PatientName } from './components/patient-name';
import { testResultsMessages as m } from './messages';

/** /testResult-management: the calling doctor's own results, searchable and paged. */
export function TestResultManagementPage() {
  return <TestResultList />;
}

function TestResultList() {
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

  let body: ReactNode;
  if (results.isPending) body = <PageLoader />;
  else if (results.isError)
    body = <PageError message={m.loadListFailed} onRetry={() => void results.refetch()} />;
  else if (results.data.items.length === 0) body = <Text>{m.empty}</Text>;
  else {
    const { items } = results.data;
    body = (
      <Stack gap="md" aria-busy={results.isFetching}>
        <Text size="sm" aria-live="polite">
          {m.count(total)}
        </Text>
        <Table.ScrollContainer minWidth={980} visibleFrom="md">
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Caption>{m.caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{m.colId}</Table.Th>
                <Table.Th scope="col">{m.colPatient}</Table.Th>
                <Table.Th scope="col">{m.colDoctor}</Table.Th>
                <Table.Th scope="col">{m.colTestType}</Table.Th>
                <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
                  {m.colResult}
                </Table.Th>
                <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
                  {m.colUnit}
                </Table.Th>
                <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
                  {m.colDate}
                </Table.Th>
                <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
                  {m.colTime}
                </Table.Th>
                <Table.Th scope="col">{m.colNotes}</Table.Th>
                <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
                  {m.colActions}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((r) => (
                <Table.Tr key={r.testResultId}>
                  <Table.Td>{r.testResultId}</Table.Td>
                  <Table.Td>
                    <PatientName result={r} />
                  </Table.Td>
                  <Table.Td>{r.doctorName}</Table.Td>
                  <Table.Td>{r.testTypeName ?? m.noTestType}</Table.Td>
                  <Table.Td fw={600}>{r.resultValue}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.unit ?? m.none}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateVi(r.appointmentDate)}</Table.Td>
                  <Table.Td>{formatTimeShort(r.appointmentTime)}</Table.Td>
                  <Table.Td maw={220} style={{ overflowWrap: 'anywhere' }}>
                    {r.notes ?? m.none}
                  </Table.Td>
                  <Table.Td>{editButton(r)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {/* Phones get one card per result instead of a ten-column table. */}
        <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((r) => (
            <Card key={r.testResultId} withBorder padding="md" component="li">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <PatientName result={r} />
                  <Text size="sm" c="dimmed">
                    #{r.testResultId}
                  </Text>
                </Group>
                <Text size="sm">
                  {r.testTypeName ?? m.noTestType}:{' '}
                  <Text span fw={700}>
                    {r.resultValue}
                  </Text>
                  {r.unit ? ` ${r.unit}` : ''}
                </Text>
                <Text size="sm">
                  {m.appointmentAt(formatDateVi(r.appointmentDate), formatTimeShort(r.appointmentTime))} ·{' '}
                  {r.doctorName}
                </Text>
                {r.notes && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {m.colNotes}: {r.notes}
                  </Text>
                )}
                <Group>{editButton(r)}</Group>
              </Stack>
            </Card>
          ))}
        </Stack>
        <ListPagination pages={lastPage} current={page} onChange={setPage} label={m.pagination} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{m.title}</Title>
        <Text mt="xs">{m.intro}</Text>
      </div>
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
