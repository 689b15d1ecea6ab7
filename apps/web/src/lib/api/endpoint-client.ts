import type { Endpoint, Envelope } from '@clinic/contract';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from '../api-client';

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Scalar = string | number | boolean | undefined;

/** What a call of the endpoint may carry: only the parts its descriptor declares, typed from its schemas. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: InputOf<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: InputOf<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : { body?: never }) & {
    /**
     * Whether the token goes along. Role-limited calls always need it; public ones go without unless the
     * caller asks, because management reads inactive content through the same public reads when signed in.
     */
    auth?: boolean;
    signal?: AbortSignal;
  };

/** The request body of the endpoint (of each endpoint of a union) as its schema accepts it. */
export type EndpointBody<E extends Endpoint> = E extends Endpoint ? InputOf<E['body']> : never;

/** The envelope's `data` of a success, as the descriptor's response schema declares it. */
export type EndpointData<E extends Endpoint> = z.output<E['response']> extends { data: infer D } ? D : never;

/** The whole success envelope: the data, the page meta of a paged list, the server's message. */
export type EndpointAnswer<E extends Endpoint> = Envelope<EndpointData<E>> & { data: EndpointData<E> };

/** Fills the `:name` segments of a descriptor path; a missing value is a programming error, not a 404. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The query string values api-client sends; undefined and empty strings are left out there. */
export function queryValues(query: Record<string, unknown> | undefined): RequestOptions['query'] {
  if (!query) return undefined;
  const out: Record<string, Scalar> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    out[key] = typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
  }
  return out;
}

/** The arguments api-client receives for one call of the endpoint. */
export function endpointRequest<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
): { path: string; options: RequestOptions } {
  const { params, query, body, auth, signal } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    auth?: boolean;
    signal?: AbortSignal;
  };
  return {
    path: endpointPath(endpoint.path, params),
    options: {
      method: endpoint.method,
      query: queryValues(query),
      body,
      auth: endpoint.access === 'public' ? (auth ?? false) : true,
      signal,
    },
  };
}

type OptionalInput<E extends Endpoint> = E['params'] extends z.ZodType
  ? [input: EndpointInput<E>]
  : E['body'] extends z.ZodType
    ? [input: EndpointInput<E>]
    : [input?: EndpointInput<E>];

/** Calls the endpoint and answers its whole envelope (data, page meta, message). */
export async function callEndpointFull<E extends Endpoint>(
  endpoint: E,
  ...[input]: OptionalInput<E>
): Promise<EndpointAnswer<E>> {
  const { path, options } = endpointRequest(endpoint, (input ?? {}) as EndpointInput<E>);
  const envelope = await apiRequest<EndpointData<E>>(path, options);
  return envelope as EndpointAnswer<E>;
}

/** One call with an input built at run time, which the variadic signature of callEndpointFull cannot take. */
export function send<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointAnswer<E>> {
  return (callEndpointFull as (e: E, i: EndpointInput<E>) => Promise<EndpointAnswer<E>>)(endpoint, input);
}

/** Calls the endpoint and answers the envelope's data. */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...args: OptionalInput<E>
): Promise<EndpointData<E>> {
  return (await callEndpointFull(endpoint, ...args)).data;
}
