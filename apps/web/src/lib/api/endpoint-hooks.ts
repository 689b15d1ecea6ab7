import type { Endpoint } from '@clinic/contract';
import { keepPreviousData, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import {
  callEndpointFull,
  type EndpointAnswer,
  type EndpointData,
  type EndpointInput,
} from './endpoint-client';
import { queryKeys } from './query-keys';

/** One call with an input built at run time (the variadic signature of callEndpointFull wants a literal). */
export function send<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointAnswer<E>> {
  return (callEndpointFull as (e: E, i: EndpointInput<E>) => Promise<EndpointAnswer<E>>)(endpoint, input);
}

/**
 * The read of one endpoint under its shared key. A public read sent with the token is kept apart (management
 * gets the inactive rows too); `input` null waits (an id not known yet). `read` shapes what is cached (it may
 * throw, e.g. a 404 for an empty answer); `select` shapes what this screen sees of a shared entry. With
 * `nullWhenMissing` a 404 is an answer of null, for pages that say "not found" themselves.
 */
export function useEndpointQuery<E extends Endpoint, C = EndpointData<E>, T = C>(
  endpoint: E,
  input: EndpointInput<E> | null,
  {
    read = (data) => data as unknown as C,
    nullWhenMissing = false,
    ...options
  }: { read?: (data: EndpointData<E>) => C; nullWhenMissing?: boolean } & Omit<
    UseQueryOptions<C, Error, T>,
    'queryKey' | 'queryFn'
  > = {},
) {
  const given = (input ?? {}) as { params?: object; query?: object; auth?: boolean };
  const signedIn = given.auth === true && endpoint.access === 'public';
  return useQuery({
    queryKey: (signedIn ? queryKeys.signedIn : queryKeys.of)(endpoint, given.params, given.query),
    queryFn: async ({ signal }) => {
      try {
        return read((await send(endpoint, { ...(input as EndpointInput<E>), signal })).data);
      } catch (error) {
        if (nullWhenMissing && error instanceof ApiError && error.status === 404)
          return read(null as EndpointData<E>);
        throw error;
      }
    },
    ...options,
    enabled: input !== null && options.enabled !== false,
  });
}

export interface PageQuery {
  page: number;
  pageSize: number;
  search: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}

type ItemOf<E extends Endpoint> = EndpointData<E> extends readonly (infer I)[] | null ? I : never;

/**
 * One page of a list the server pages and searches: the previous page stays on screen while the next loads,
 * and a blank search is no search.
 */
export function usePagedQuery<E extends Endpoint>(
  endpoint: E,
  { page, pageSize, search }: PageQuery,
  { auth }: { auth?: boolean } = {},
) {
  const query = { page, pageSize, search: search.trim() || undefined };
  const key = queryKeys.page(endpoint, null, query);
  return useQuery({
    queryKey: auth ? [...key, 'signed-in'] : key,
    queryFn: async ({ signal }): Promise<Page<ItemOf<E>>> => {
      const { data, meta } = await send(endpoint, { query, auth, signal } as unknown as EndpointInput<E>);
      const items = (Array.isArray(data) ? data : []) as ItemOf<E>[];
      return { items, total: meta?.total ?? items.length };
    },
    placeholderData: keepPreviousData,
  });
}

/** A `read` for a record by id: an empty answer is a missing record, as the server's 404 is. */
export function found<T>(data: T | null): T {
  if (!data) throw new ApiError(404, 'not found');
  return data;
}
