import { allEndpoints, type Endpoint, type Topic } from '@clinic/contract';
import { hashKey, type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { OWN_ERRORS } from '../query-client';
import { type EndpointAnswer, type EndpointBody, type EndpointInput, send } from './endpoint-client';
import { endpointId } from './query-keys';

// Apart from the reads (endpoint-query.ts): the home page reads and never writes, and this module brings
// React Query's mutation observer, which would otherwise ride in the first download.

let readsById: Map<string, readonly Topic[]> | undefined;

/** The topics the endpoint of a cached read shows, found by the endpoint its key starts with. */
function readsOfKey(queryKey: QueryKey): readonly Topic[] {
  readsById ??= new Map(allEndpoints().map((endpoint) => [endpointId(endpoint), endpoint.reads ?? []]));
  const [id] = queryKey;
  return (typeof id === 'string' && readsById.get(id)) || [];
}

/**
 * Makes stale every cached read whose endpoint reads a topic the written endpoint writes, whatever its input
 * and scope, but the entries `filled` from the write's own answer; the ones on screen are read again, and the
 * promise settles when they are.
 */
export function refreshAfterWrite(
  queryClient: QueryClient,
  written: Pick<Endpoint, 'writes'>,
  filled: readonly QueryKey[] = [],
): Promise<void> {
  const writes = written.writes ?? [];
  const fresh = new Set(filled.map((key) => hashKey(key)));
  return queryClient.invalidateQueries({
    predicate: (query) =>
      !fresh.has(query.queryHash) && readsOfKey(query.queryKey).some((topic) => writes.includes(topic)),
  });
}

interface EndpointMutationOptions<E extends Endpoint, V, R> {
  input: (variables: V) => EndpointInput<E>;
  answer?: (envelope: EndpointAnswer<E>) => R;
  /**
   * Puts the answer into the cache at once, for a screen that shows it without waiting, and answers the keys it
   * filled: the refresh leaves them alone, since reading them again would only say the same.
   */
  fillFromAnswer?: (result: R, variables: V) => readonly QueryKey[];
  waitForRefresh?: boolean;
  refreshAfterRefusal?: boolean;
}

/**
 * The change of one endpoint as a screen uses it. Every caller shows its own errors (OWN_ERRORS), so the
 * cache-wide notification stays silent. A success refreshes what the endpoint declares it writes, and the
 * mutation settles once the reads on screen are back, unless `waitForRefresh` is false (a screen that leaves at
 * once). With `refreshAfterRefusal` a refusal refreshes too: it often means someone else changed the record.
 * It answers the server's message, which screens show as the success toast, unless `answer` picks another part
 * of the envelope.
 */
export function useEndpointMutation<E extends Endpoint, V, R = string>(
  endpoint: E,
  {
    input,
    answer = (envelope) => envelope.message as R,
    fillFromAnswer,
    waitForRefresh = true,
    refreshAfterRefusal = false,
  }: EndpointMutationOptions<E, V, R>,
) {
  const queryClient = useQueryClient();
  const refresh = (filled?: readonly QueryKey[]) => {
    const refreshed = refreshAfterWrite(queryClient, endpoint, filled);
    return waitForRefresh ? refreshed : undefined;
  };
  return useMutation({
    mutationFn: async (variables: V) => answer(await send(endpoint, input(variables))),
    meta: OWN_ERRORS,
    onSuccess: (result, variables) => refresh(fillFromAnswer?.(result, variables)),
    onError: () => (refreshAfterRefusal ? refresh() : undefined),
  });
}

/** The change of an endpoint that takes a body alone: the mutation's variables are that body. */
export const useBodyMutation = <E extends Endpoint, R = string>(
  endpoint: E,
  options: Omit<EndpointMutationOptions<E, EndpointBody<E>, R>, 'input'> = {},
) =>
  useEndpointMutation(endpoint, {
    ...options,
    input: (body: EndpointBody<E>) => ({ body }) as EndpointInput<E>,
  });

/** The change of an endpoint whose path names the record (`:id`), such as a deletion: the variables are its id. */
export const useIdMutation = <E extends Endpoint & { path: `${string}/:id` }>(endpoint: E) =>
  useEndpointMutation(endpoint, { input: (id: number) => ({ params: { id } }) as EndpointInput<E> });
