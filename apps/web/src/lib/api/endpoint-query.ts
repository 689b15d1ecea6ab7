import type { Endpoint } from '@clinic/contract';
import {
  type DataTag,
  keepPreviousData,
  type QueryFunction,
  type QueryKey,
  type SkipToken,
  skipToken,
} from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { type EndpointData, type EndpointInput, send } from './endpoint-client';
import { endpointKey } from './query-keys';

/** What a read is asked with; the query brings the abort signal. */
type ReadInput<E extends Endpoint> = Omit<EndpointInput<E>, 'signal'>;

/** A read's key, tagged with what its entry holds, and its call. */
export interface Read<T, F = QueryFunction<T>> {
  queryKey: DataTag<QueryKey, T, Error>;
  queryFn: F;
}

/** A read that may wait for its input: no call until there is one (not for useSuspenseQuery). */
export type MaybeRead<T> = Read<T, QueryFunction<T> | SkipToken>;

function readOf<E extends Endpoint, T>(
  endpoint: E,
  input: ReadInput<E> | null,
  scope: string[],
  answer: (signal: AbortSignal, input: ReadInput<E>) => Promise<T>,
): MaybeRead<T> {
  return {
    queryKey: endpointKey(endpoint, input, ...scope) as DataTag<QueryKey, T, Error>,
    queryFn: input === null ? skipToken : ({ signal }) => answer(signal, input),
  };
}

const call = <E extends Endpoint>(endpoint: E, input: ReadInput<E>, signal: AbortSignal) =>
  send(endpoint, { ...input, signal } as EndpointInput<E>);

interface ReadOptions {
  nullWhenMissing?: boolean;
}

/**
 * The read of one endpoint, for useQuery, useQueries, useSuspenseQuery or a prefetch: its key (endpoint, then
 * input) and the call. The entry holds the envelope's data as the server sent it, so that every screen reading
 * the endpoint shares it and shapes it with its own `select`; `input` null asks nothing yet (an id not known).
 * With `nullWhenMissing` a 404 is an answer of null, for pages that say "not found" themselves; such an entry
 * has its own key, since it is filled differently.
 */
export function endpointQuery<E extends Endpoint>(
  endpoint: E,
  input: ReadInput<E>,
  options?: ReadOptions,
): Read<EndpointData<E>>;
export function endpointQuery<E extends Endpoint>(
  endpoint: E,
  input: ReadInput<E> | null,
  options?: ReadOptions,
): MaybeRead<EndpointData<E>>;
export function endpointQuery<E extends Endpoint>(
  endpoint: E,
  input: ReadInput<E> | null,
  { nullWhenMissing = false }: ReadOptions = {},
): MaybeRead<EndpointData<E>> {
  return readOf(endpoint, input, nullWhenMissing ? ['null-when-missing'] : [], async (signal, given) => {
    try {
      return (await call(endpoint, given, signal)).data;
    } catch (error) {
      if (nullWhenMissing && error instanceof ApiError && error.status === 404)
        return null as EndpointData<E>;
      throw error;
    }
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

type ItemOf<E extends Endpoint> =
  EndpointData<E> extends readonly (infer I)[] | null
    ? I
    : EndpointData<E> extends { items: readonly (infer I)[] } | null
      ? I
      : never;

export interface Paged {
  placeholderData: typeof keepPreviousData;
}

/**
 * One page of a list the server pages: the rows (the data, or its `items`) and the total of the whole list from
 * the envelope's meta. The previous page stays on screen while the next loads.
 */
export function endpointPage<E extends Endpoint>(
  endpoint: E,
  input: ReadInput<E>,
): Read<Page<ItemOf<E>>> & Paged;
export function endpointPage<E extends Endpoint>(
  endpoint: E,
  input: ReadInput<E> | null,
): MaybeRead<Page<ItemOf<E>>> & Paged;
export function endpointPage<E extends Endpoint>(
  endpoint: E,
  input: ReadInput<E> | null,
): MaybeRead<Page<ItemOf<E>>> & Paged {
  return {
    ...readOf(endpoint, input, ['page'], async (signal, given): Promise<Page<ItemOf<E>>> => {
      const { data, meta } = await call(endpoint, given, signal);
      const rows: unknown = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
      const items = (Array.isArray(rows) ? rows : []) as ItemOf<E>[];
      return { items, total: meta?.total ?? items.length };
    }),
    placeholderData: keepPreviousData,
  };
}

/** The query of a list page from the search box's state: a blank search is no search. */
export function pageQuery({ page, pageSize, search }: PageQuery) {
  return { page, pageSize, search: search.trim() || undefined };
}

/** The input of a read by the id in its path; no id is no read. */
export const byId = (id: number | null) => (id === null ? null : { params: { id } });

/**
 * The read of a record by the id in its path (with the token when `auth`, for a public endpoint that shows more to
 * staff): an empty answer is a missing record, as the server's 404 is (found, with `message`); no id is no read.
 */
export function endpointRecord<E extends Endpoint>(
  endpoint: E,
  id: number | null,
  message: string,
  { auth = false }: { auth?: boolean } = {},
) {
  const input = id === null ? null : ({ params: { id }, ...(auth && { auth }) } as ReadInput<E>);
  return {
    ...endpointQuery(endpoint, input),
    select: (data: EndpointData<E>) => found(data, message) as NonNullable<EndpointData<E>>,
  };
}

/** The form starts from what was loaded; a background refetch must not reset it mid-edit. */
export const STILL_WHILE_EDITED = { staleTime: Number.POSITIVE_INFINITY, gcTime: 0 } as const;

/**
 * A `select` for a record by id: an empty answer is a missing record, as the server's 404 is. `message` is the
 * error's text, for a screen that may show it.
 */
export function found<T>(data: T | null, message = 'not found'): T {
  if (!data) throw new ApiError(404, message);
  return data;
}
