import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { useEndpointMutation, useIdMutation } from '../../../lib/api/endpoint-mutation';
import { endpointPage, endpointQuery } from '../../../lib/api/endpoint-query';

const { accountClosure } = endpoints;

/** GET /Patient/ClosureStatus: whether the signed-in patient has asked, and when. */
export const useClosureStatus = () => useQuery(endpointQuery(accountClosure.closureStatus, {}));

/** POST /Patient/RequestClosure; asking twice is harmless (the first request stands). */
export const useRequestClosure = () =>
  useEndpointMutation(accountClosure.requestClosure, { input: () => ({}) });

/** Requests a page of the administrator's list shows. */
export const CLOSURE_PAGE_SIZE = 20;

/** GET /Patient/ClosureRequests?page&pageSize: the pending requests, oldest first. */
export const useClosureRequestsPage = (page: number) =>
  useQuery(endpointPage(accountClosure.closureRequests, { query: { page, pageSize: CLOSURE_PAGE_SIZE } }));

/** POST /Patient/CompleteClosure/:id (patientId): the request leaves the list. */
export const useCompleteClosure = () => useIdMutation(accountClosure.completeClosure);
