import type { Endpoint } from '@clinic/contract';

type Described = Pick<Endpoint, 'method' | 'path'>;

/**
 * Query keys from the endpoint descriptors, so that every feature reading one endpoint shares the cache entry
 * and a change invalidates it by the endpoint rather than by a hand-picked string. The entry under `of` holds
 * the envelope's data as the server sent it; features shape it with `select`, so that sharing stays safe.
 */
export const queryKeys = {
  /** Every cached read of the endpoint, whatever its params, query and scope. */
  all(endpoint: Described): readonly [string] {
    return [`${endpoint.method} ${endpoint.path}`];
  },
  /** One read of the endpoint; params and query are left out when absent so the key stays short and stable. */
  of(endpoint: Described, params?: object | null, query?: object | null): readonly unknown[] {
    const key: unknown[] = [`${endpoint.method} ${endpoint.path}`];
    if (params || query) key.push(params ?? {});
    if (query) key.push(query);
    return key;
  },
  /**
   * A public read sent with the token: management gets the inactive rows too, so it must not share the
   * anonymous entry.
   */
  signedIn(endpoint: Described, params?: object | null, query?: object | null): readonly unknown[] {
    return [...queryKeys.of(endpoint, params ?? {}, query ?? {}), 'signed-in'];
  },
  /** A paged read: the entry holds `{ data, meta }` rather than the data alone. */
  page(endpoint: Described, params?: object | null, query?: object | null): readonly unknown[] {
    return [...queryKeys.of(endpoint, params ?? {}, query ?? {}), 'page'];
  },
};
