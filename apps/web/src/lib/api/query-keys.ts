import type { Endpoint } from '@clinic/contract';

type Described = Pick<Endpoint, 'method' | 'path'>;

/** What names an endpoint in a query key: its method and path, unique across the API. */
export function endpointId(endpoint: Described): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** The parts of a call that pick what it answers; the token and the abort signal are not among them. */
interface KeyedInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  auth?: boolean;
}

/**
 * The key of one read: the endpoint first, so that every feature reading it with the same input shares the entry
 * and a write finds the reads it makes stale by their endpoint (endpoint-mutation.ts), then the input. A public
 * read sent with the token is kept apart: management gets the inactive rows too. `scope` names an entry that
 * holds something else than the envelope's data (a page with its total).
 */
export function endpointKey(
  endpoint: Pick<Endpoint, 'method' | 'path' | 'access'>,
  input: KeyedInput | null,
  ...scope: string[]
): readonly unknown[] {
  const { params, query, body, auth } = input ?? {};
  const parts = Object.fromEntries(
    Object.entries({ params, query, body }).filter(([, value]) => value !== undefined),
  );
  const key: unknown[] = [endpointId(endpoint)];
  if (Object.keys(parts).length > 0) key.push(parts);
  if (auth === true && endpoint.access === 'public') key.push('signed-in');
  key.push(...scope);
  return key;
}
