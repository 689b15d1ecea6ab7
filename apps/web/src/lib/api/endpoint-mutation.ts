import type { Endpoint } from '@clinic/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { OWN_ERRORS } from '../query-client';
import type { EndpointAnswer, EndpointInput } from './endpoint-client';
import { send } from './endpoint-hooks';
import { queryKeys } from './query-keys';

// Apart from the reads (endpoint-hooks.ts): the home page reads and never writes, and this module brings
// React Query's mutation observer, which would otherwise ride in the first download.

type Described = Pick<Endpoint, 'method' | 'path'>;

/** Whatever a change makes stale: the reads of these endpoints, or a feature's own invalidation. */
export type Invalidates = readonly Described[] | ((queryClient: QueryClient) => Promise<unknown>);

/** Every cached read of these endpoints, whatever their params, query and scope. */
export function invalidateReads(queryClient: QueryClient, reads: readonly Described[]): Promise<unknown> {
  return Promise.all(
    reads.map((endpoint) => queryClient.invalidateQueries({ queryKey: queryKeys.all(endpoint) })),
  );
}

export function invalidate(queryClient: QueryClient, what: Invalidates): Promise<unknown> {
  return typeof what === 'function' ? what(queryClient) : invalidateReads(queryClient, what);
}

/**
 * The change of one endpoint as a screen uses it: the screen shows its own errors (OWN_ERRORS), and a success
 * makes the reads it changes stale. It answers the server's message, which screens show as the success toast,
 * unless `answer` picks another part of the envelope.
 */
export function useEndpointMutation<E extends Endpoint, V, R = string>(
  endpoint: E,
  {
    input,
    answer = (envelope) => envelope.message as R,
    invalidates,
  }: {
    input: (variables: V) => EndpointInput<E>;
    answer?: (envelope: EndpointAnswer<E>) => R;
    invalidates: Invalidates;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => answer(await send(endpoint, input(variables))),
    meta: OWN_ERRORS,
    onSuccess: () => invalidate(queryClient, invalidates),
  });
}
