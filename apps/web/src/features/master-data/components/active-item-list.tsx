import '@mantine/core/styles/Table.css';
import { Stack, Text } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { confirmDelete } from '../../../components/confirm-delete';
import { type Column, TableOrCards } from '../../../components/data-table';
import { ListHeader, ListSearch } from '../../../components/list-header';
import { ListPagination } from '../../../components/list-pagination';
import { PageError, PageLoader } from '../../../components/page-states';
import { RowActions } from '../../../components/row-actions';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useClientPaging } from '../../../lib/use-client-paging';
import { saveErrorMessage } from '../master-data-model';
import { masterDataMessages as m } from '../messages';

const PAGE_SIZE = 10;

/** The texts of one master-data list; each page picks its own from the feature's messages. */
export interface ActiveItemListTexts {
  title: string;
  intro: string;
  add: string;
  searchLabel: string;
  searchPlaceholder: string;
  caption: string;
  empty: string;
  noMatch: string;
  pagination: string;
  loadFailed: string;
  colId: string;
  colName: string;
  editLabel: (name: string) => string;
  deactivateLabel: (name: string) => string;
  deactivateTitle: string;
  deactivateQuestion: (name: string) => string;
  deactivated: (name: string) => string;
  updateFailed: string;
}

/**
 * The ARV component and test type lists: the active items, a search, a table on
 * wide screens and cards on phones, Edit and "Ngừng sử dụng" (an update with isActive false, after a confirm).
 * The page gives the columns after the name (`extraColumns`) and the card's lines (`cardDetails`).
 */
export function ActiveItemList<T extends { isActive: boolean }, R>({
  list,
  update,
  filter,
  idOf,
  nameOf,
  editTo,
  addTo,
  texts: t,
  nameMinWidth,
  extraColumns,
  cardDetails,
}: {
  list: UseQueryResult<T[]>;
  update: UseMutationResult<R, Error, T>;
  filter: (items: readonly T[], search: string) => T[];
  idOf: (item: T) => number;
  nameOf: (item: T) => string;
  editTo: (id: number) => string;
  addTo: string;
  texts: ActiveItemListTexts;
  nameMinWidth?: number;
  extraColumns: Column<T>[];
  cardDetails: (item: T) => ReactNode;
}) {
  const active = useMemo(() => filter(list.data ?? [], ''), [filter, list.data]);
  const paging = useClientPaging(list.data, filter, PAGE_SIZE);
  const { filtered, pages, current, shown, setPage } = paging;

  const askDeactivate = (item: T) =>
    confirmDelete({
      title: t.deactivateTitle,
      children: <Text size="sm">{t.deactivateQuestion(nameOf(item))}</Text>,
      confirmLabel: m.deactivate,
      onConfirm: () =>
        update.mutate(
          { ...item, isActive: false },
          {
            onSuccess: () => notifySuccess(t.deactivated(nameOf(item))),
            onError: (error) => notifyError(saveErrorMessage(error, t.updateFailed)),
          },
        ),
    });

  const actions = (item: T) => (
    <RowActions
      editTo={editTo(idOf(item))}
      editLabel={t.editLabel(nameOf(item))}
      deleteLabel={t.deactivateLabel(nameOf(item))}
      deleteText={m.deactivate}
      deleting={update.isPending && update.variables !== undefined && idOf(update.variables) === idOf(item)}
      onDelete={() => askDeactivate(item)}
    />
  );

  let body: ReactNode;
  if (list.isPending) body = <PageLoader />;
  else if (list.isError && !list.data)
    body = <PageError message={t.loadFailed} onRetry={() => void list.refetch()} />;
  else if (active.length === 0) body = <Text>{t.empty}</Text>;
  else if (filtered.length === 0) body = <Text>{t.noMatch}</Text>;
  else
    body = (
      <Stack gap="md">
        <TableOrCards
          caption={t.caption}
          captionLeft={false}
          columns={[
            { header: t.colId, cell: idOf },
            { header: t.colName, cell: nameOf, td: { fw: 600, miw: nameMinWidth } },
            ...extraColumns,
            { header: m.colActions, cell: actions },
          ]}
          rows={shown}
          rowKey={idOf}
          minWidth={640}
          from="sm"
          card={(item) => (
            <>
              <Text fw={600}>{nameOf(item)}</Text>
              {cardDetails(item)}
              {actions(item)}
            </>
          )}
        />
        <ListPagination pages={pages} current={current} onChange={setPage} label={t.pagination} />
      </Stack>
    );

  return (
    <Stack gap="lg">
      <ListHeader title={t.title} intro={t.intro} addLabel={t.add} addTo={addTo} />
      <ListSearch
        {...paging.search}
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        maw={420}
        count={
          !list.isPending && !list.isError && active.length > 0
            ? m.count(filtered.length, active.length)
            : undefined
        }
      />
      {body}
    </Stack>
  );
}
