import '@mantine/core/styles/Table.css';
import type { TestTypeItem } from '@clinic/contract';
import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ListPagination } from '../../components/list-pagination';
import { PageError, PageLoader } from '../../components/page-states';
import { RequireStaff } from '../../components/require-staff';
import { paths } from '../../config/paths';
import { notifyError, notifySuccess } from '../../lib/notify';
import { pageOf } from '../../lib/pagination';
import { useTestTypes } from './api/get-test-types';
import { useUpdateTestType } from './api/update-test-type';
import { ListFrame } from './components/list-frame';
import { filterTestTypes, saveErrorMessage } from './master-data-model';
import { masterDataMessages as m } from './messages';

const PAGE_SIZE = 10;

/** /test-types and /testType-management (spec administration 2, 4, 5): Admin, Manager, Staff. */
export function TestTypesPage() {
  return (
    <RequireStaff>
      <TestTypeList />
    </RequireStaff>
  );
}

function TestTypeList() {
  const testTypes = useTestTypes();
  const update = useUpdateTestType();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const active = useMemo(() => filterTestTypes(testTypes.data ?? [], ''), [testTypes.data]);
  const filtered = useMemo(() => filterTestTypes(testTypes.data ?? [], search), [testTypes.data, search]);
  const { pages, current, shown } = pageOf(filtered, page, PAGE_SIZE);

  const confirmDeactivate = (t: TestTypeItem) =>
    modals.openConfirmModal({
      title: m.testTypeDeactivateTitle,
      centered: true,
      children: <Text size="sm">{m.testTypeDeactivateQuestion(t.testTypeName)}</Text>,
      labels: { confirm: m.deactivate, cancel: m.cancel },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': m.closeDialog },
      onConfirm: () =>
        update.mutate(
          { ...t, isActive: false },
          {
            onSuccess: () => notifySuccess(m.testTypeDeactivated(t.testTypeName)),
            onError: (error) => notifyError(saveErrorMessage(error, m.testTypeUpdateFailed)),
          },
        ),
    });

  const actions = (t: TestTypeItem) => (
    <Group gap={6} wrap="nowrap">
      <Button
        component={Link}
        to={paths.admin.testTypeUpdate(t.testTypeId)}
        size="compact-sm"
        variant="outline"
        aria-label={m.testTypeEditLabel(t.testTypeName)}
      >
        {m.edit}
      </Button>
      <Button
        size="compact-sm"
        variant="outline"
        color="red.9"
        aria-label={m.testTypeDeactivateLabel(t.testTypeName)}
        loading={update.isPending && update.variables?.testTypeId === t.testTypeId}
        onClick={() => confirmDeactivate(t)}
      >
        {m.deactivate}
      </Button>
    </Group>
  );

  let body: ReactNode;
  if (testTypes.isPending) body = <PageLoader />;
  else if (testTypes.isError)
    body = <PageError message={m.testTypesLoadFailed} onRetry={() => void testTypes.refetch()} />;
  else if (active.length === 0) body = <Text>{m.testTypesEmpty}</Text>;
  else if (filtered.length === 0) body = <Text>{m.testTypesNoMatch}</Text>;
  else
    body = (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={640} visibleFrom="sm">
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Caption>{m.testTypesCaption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{m.colTestTypeId}</Table.Th>
                <Table.Th scope="col">{m.colTestTypeName}</Table.Th>
                <Table.Th scope="col">{m.colUnit}</Table.Th>
                <Table.Th scope="col">{m.colNormalRange}</Table.Th>
                <Table.Th scope="col">{m.colActions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((t) => (
                <Table.Tr key={t.testTypeId}>
                  <Table.Td>{t.testTypeId}</Table.Td>
                  <Table.Td fw={600}>{t.testTypeName}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{t.unit}</Table.Td>
                  <Table.Td>{t.normalRange}</Table.Td>
                  <Table.Td>{actions(t)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {/* Phones get one card per test type instead of a table that scrolls sideways. */}
        <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((t) => (
            <Card key={t.testTypeId} withBorder padding="md" component="li">
              <Stack gap={6}>
                <Text fw={600}>{t.testTypeName}</Text>
                <Text size="sm">
                  {m.colUnit}: {t.unit}
                </Text>
                <Text size="sm">
                  {m.colNormalRange}: {t.normalRange}
                </Text>
                {actions(t)}
              </Stack>
            </Card>
          ))}
        </Stack>
        <ListPagination pages={pages} current={current} onChange={setPage} label={m.testTypesPagination} />
      </Stack>
    );

  return (
    <ListFrame
      title={m.testTypesTitle}
      intro={m.testTypesIntro}
      addLabel={m.testTypesAdd}
      addTo={paths.admin.testTypeCreate}
      searchLabel={m.testTypesSearchLabel}
      searchPlaceholder={m.testTypesSearchPlaceholder}
      search={search}
      onSearch={(value) => {
        setSearch(value);
        setPage(1);
      }}
    >
      {!testTypes.isPending && !testTypes.isError && active.length > 0 && (
        <Text size="sm" aria-live="polite">
          {m.count(filtered.length, active.length)}
        </Text>
      )}
      {body}
    </ListFrame>
  );
}
