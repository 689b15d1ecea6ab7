import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';
import { LIST_ENDPOINTS, type ListedRole } from './account-endpoints';

export interface AccountPage<T> {
  items: T[];
  total: number;
}

export interface AccountListParams {
  page: number;
  pageSize: number;
  search: string;
}

const listQuery = (params: AccountListParams) => ({
  page: params.page,
  pageSize: params.pageSize,
  search: params.search.trim() || undefined,
});

/**
 * GET /{Role}/GetAll with page, pageSize and search (the server searches each list's own fields
 * case-insensitively; managers and staff lists hold active accounts only, doctors and patients all).
 */
export async function getAccounts<T>(role: ListedRole, params: AccountListParams): Promise<AccountPage<T>> {
  const { data, meta } = await callEndpointFull(LIST_ENDPOINTS[role], { query: listQuery(params) });
  const items = (Array.isArray(data) ? data : []) as T[];
  return { items, total: meta?.total ?? items.length };
}

export const accountsQueryOptions = <T>(role: ListedRole, params: AccountListParams) =>
  queryOptions({
    queryKey: queryKeys.page(LIST_ENDPOINTS[role], null, listQuery(params)),
    queryFn: () => getAccounts<T>(role, params),
    placeholderData: keepPreviousData,
  });

export function useAccounts<T>(role: ListedRole, params: AccountListParams) {
  return useQuery(accountsQueryOptions<T>(role, params));
}
