import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { endpointPage, type Page, type PageQuery, pageQuery } from '../../../lib/api/endpoint-query';
import { LIST_ENDPOINTS, type ListedRole } from './account-endpoints';

/**
 * GET /{Role}/GetAll with page, pageSize and search (the server searches each list's own fields
 * case-insensitively; managers and staff lists hold active accounts only, doctors and patients all).
 */
export function useAccounts<T>(role: ListedRole, query: PageQuery) {
  // Each list page shows its role's rows, which the union of the four list endpoints cannot tell apart.
  return useQuery(endpointPage(LIST_ENDPOINTS[role], { query: pageQuery(query) })) as UseQueryResult<Page<T>>;
}
