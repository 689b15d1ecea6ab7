import type { PageMeta } from '@clinic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ListedRole = 'Manager' | 'Doctor' | 'Staff' | 'Patient';

export interface AccountPage<T> {
  items: T[];
  total: number;
}

export interface AccountListParams {
  page: number;
  pageSize: number;
  search: string;
}

/**
 * GET /{Role}/GetAll with page, pageSize and search (the server searches case-insensitively on the fields of
 * administration 5; managers and staff lists hold active accounts only, doctors and patients all).
 */
export async function getAccounts<T>(role: ListedRole, params: AccountListParams): Promise<AccountPage<T>> {
  const { data, meta } = await apiRequest<T[]>(`/${role}/GetAll`, {
    query: { page: params.page, pageSize: params.pageSize, search: params.search.trim() || undefined },
  });
  const items = Array.isArray(data) ? data : [];
  return { items, total: (meta as PageMeta | undefined)?.total ?? items.length };
}

export const ACCOUNTS_KEY = ['accounts'] as const;

export const accountsQueryOptions = <T>(role: ListedRole, params: AccountListParams) =>
  queryOptions({
    queryKey: [...ACCOUNTS_KEY, role, 'list', params],
    queryFn: () => getAccounts<T>(role, params),
    placeholderData: keepPreviousData,
  });

export function useAccounts<T>(role: ListedRole, params: AccountListParams) {
  return useQuery(accountsQueryOptions<T>(role, params));
}
