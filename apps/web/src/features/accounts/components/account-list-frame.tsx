import './accounts-styles';
import '../../../components/form-styles';
import { Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { ListHeader, ListSearch } from '../../../components/list-header';
import { ListPagination } from '../../../components/list-pagination';
import { PageError, PageLoader } from '../../../components/page-states';
import type { ListedRole } from '../api/account-endpoints';
import { useAccounts } from '../api/get-accounts';
import { accountsMessages as m } from '../messages';

export const ACCOUNT_PAGE_SIZE = 10;

/**
 * The common shape of the account lists: title, add button, a search box (the server matches it
 * case-insensitively), the loading, error and empty states, the table of the current page and page links.
 */
export function AccountListFrame<T>({
  accountRole,
  title,
  addLabel,
  addTo,
  searchPlaceholder,
  empty,
  noMatch = empty,
  errorMessage,
  renderTable,
}: {
  accountRole: ListedRole;
  title: string;
  addLabel?: string;
  addTo?: string;
  searchPlaceholder: string;
  empty: string;
  noMatch?: string;
  errorMessage: (error: unknown) => string;
  renderTable: (items: T[]) => ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const list = useAccounts<T>(accountRole, { page, pageSize: ACCOUNT_PAGE_SIZE, search: debounced });

  let body: ReactNode;
  if (list.isPending) body = <PageLoader />;
  else if (list.isError && !list.data) {
    body = <PageError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  } else {
    const { items, total } = list.data;
    const pages = Math.max(1, Math.ceil(total / ACCOUNT_PAGE_SIZE));
    if (items.length === 0 && page > 1 && page > pages) setPage(pages);
    body =
      items.length === 0 ? (
        <Text>{debounced.trim() ? noMatch : empty}</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" aria-live="polite">
            {m.total(total)}
          </Text>
          {renderTable(items)}
          <ListPagination pages={pages} current={page} onChange={setPage} label={m.pagination} />
        </Stack>
      );
  }

  return (
    <Stack gap="lg">
      <ListHeader title={title} addLabel={addLabel} addTo={addTo} />
      <ListSearch
        label={m.search}
        placeholder={searchPlaceholder}
        value={search}
        maw={420}
        onSearch={setSearch}
        setPage={setPage}
      />
      <div aria-busy={list.isFetching}>{body}</div>
    </Stack>
  );
}
