import '@mantine/core/styles/Table.css';
import type { ArvComponentItem } from '@clinic/contract';
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
import { useArvComponents } from './api/get-arv-components';
import { useUpdateArvComponent } from './api/update-arv-component';
import { ListFrame } from './components/list-frame';
import { filterComponents, saveErrorMessage } from './master-data-model';
import { masterDataMessages as m } from './messages';

const PAGE_SIZE = 10;

/** /ARVcomponents and /ARVcomponents-management (spec administration 2, 4, 5): Admin, Manager, Staff. */
export function ArvComponentsPage() {
  return (
    <RequireStaff>
      <ArvComponentList />
    </RequireStaff>
  );
}

function ArvComponentList() {
  const components = useArvComponents();
  const update = useUpdateArvComponent();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const active = useMemo(() => filterComponents(components.data ?? [], ''), [components.data]);
  const filtered = useMemo(() => filterComponents(components.data ?? [], search), [components.data, search]);
  const { pages, current, shown } = pageOf(filtered, page, PAGE_SIZE);

  const confirmDeactivate = (c: ArvComponentItem) =>
    modals.openConfirmModal({
      title: m.componentDeactivateTitle,
      centered: true,
      children: <Text size="sm">{m.componentDeactivateQuestion(c.componentName)}</Text>,
      labels: { confirm: m.deactivate, cancel: m.cancel },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': m.closeDialog },
      onConfirm: () =>
        update.mutate(
          { ...c, isActive: false },
          {
            onSuccess: () => notifySuccess(m.componentDeactivated(c.componentName)),
            onError: (error) => notifyError(saveErrorMessage(error, m.componentUpdateFailed)),
          },
        ),
    });

  const actions = (c: ArvComponentItem) => (
    <Group gap={6} wrap="nowrap">
      <Button
        component={Link}
        to={paths.admin.arvComponentUpdate(c.componentId)}
        size="compact-sm"
        variant="outline"
        aria-label={m.componentEditLabel(c.componentName)}
      >
        {m.edit}
      </Button>
      <Button
        size="compact-sm"
        variant="outline"
        color="red.9"
        aria-label={m.componentDeactivateLabel(c.componentName)}
        loading={update.isPending && update.variables?.componentId === c.componentId}
        onClick={() => confirmDeactivate(c)}
      >
        {m.deactivate}
      </Button>
    </Group>
  );

  let body: ReactNode;
  if (components.isPending) body = <PageLoader />;
  else if (components.isError)
    body = <PageError message={m.componentsLoadFailed} onRetry={() => void components.refetch()} />;
  else if (active.length === 0) body = <Text>{m.componentsEmpty}</Text>;
  else if (filtered.length === 0) body = <Text>{m.componentsNoMatch}</Text>;
  else
    body = (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={640} visibleFrom="sm">
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Caption>{m.componentsCaption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{m.colComponentId}</Table.Th>
                <Table.Th scope="col">{m.colComponentName}</Table.Th>
                <Table.Th scope="col">{m.colDescription}</Table.Th>
                <Table.Th scope="col">{m.colActions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((c) => (
                <Table.Tr key={c.componentId}>
                  <Table.Td>{c.componentId}</Table.Td>
                  <Table.Td fw={600} miw={150}>
                    {c.componentName}
                  </Table.Td>
                  <Table.Td>{c.description}</Table.Td>
                  <Table.Td>{actions(c)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {/* Phones get one card per component instead of a table that scrolls sideways. */}
        <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((c) => (
            <Card key={c.componentId} withBorder padding="md" component="li">
              <Stack gap={6}>
                <Text fw={600}>{c.componentName}</Text>
                <Text size="sm">{c.description}</Text>
                {actions(c)}
              </Stack>
            </Card>
          ))}
        </Stack>
        <ListPagination pages={pages} current={current} onChange={setPage} label={m.componentsPagination} />
      </Stack>
    );

  return (
    <ListFrame
      title={m.componentsTitle}
      intro={m.componentsIntro}
      addLabel={m.componentsAdd}
      addTo={paths.admin.arvComponentCreate}
      searchLabel={m.componentsSearchLabel}
      searchPlaceholder={m.componentsSearchPlaceholder}
      search={search}
      onSearch={(value) => {
        setSearch(value);
        setPage(1);
      }}
    >
      {!components.isPending && !components.isError && active.length > 0 && (
        <Text size="sm" aria-live="polite">
          {m.count(filtered.length, active.length)}
        </Text>
      )}
      {body}
    </ListFrame>
  );
}
