import { endpoints } from '@clinic/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { useEndpointQuery } from '../../../lib/api/endpoint-hooks';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { queryKeys } from '../../../lib/api/query-keys';

const { accountClosure } = endpoints;

/** GET /Patient/ClosureStatus: whether the signed-in patient has asked, and when. */
export const useClosureStatus = () => useEndpointQuery(accountClosure.closureStatus, {});

/** POST /Patient/RequestClosure; asking twice is harmless (the first request stands). */
export const useRequestClosure = () =>
  useEndpointMutation(accountClosure.requestClosure, {
    input: () => ({}),
    invalidates: [accountClosure.closureStatus],
  });

/** Requests a page of the administrator's list shows. */
export const CLOSURE_PAGE_SIZE = 20;

/** GET /Patient/ClosureRequests?page&pageSize: the pending requests, oldest first. */
export function useClosureRequestsPage(page: number) {
  const query = { page, pageSize: CLOSURE_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeys.page(accountClosure.closureRequests, null, query),
    queryFn: async ({ signal }) => {
      const { data, meta } = await callEndpointFull(accountClosure.closureRequests, { query, signal });
      const items = data ?? [];
      return { items, total: meta?.total ?? items.length };
    },
    placeholderData: keepPreviousData,
  });
}

/** POST /Patient/CompleteClosure/:id (patientId): the request leaves the list. */
export const useCompleteClosure = () =>
  useEndpointMutation(accountClosure.completeClosure, {
    input: (patientId: number) => ({ params: { id: patientId } }),
    invalidates: [accountClosure.closureRequests],
  });
