import {
  type Action,
  createBrowserHistory,
  createMemoryHistory,
  type History,
  type Location,
  resolveTo,
  type To,
} from './history';
import { matchRoutes, type RouteMatch, type RouteObject, rankRoutes } from './match';

/** What no route matched, for the error page (React Router's `isRouteErrorResponse`). */
export class RouteErrorResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {}
}

export const isRouteErrorResponse = (error: unknown): error is RouteErrorResponse =>
  error instanceof RouteErrorResponse;

export interface RouterState {
  location: Location;
  /** The action that led to the location, for the scroll position. */
  action: Action;
  matches: RouteMatch[];
  /** False until the first screen's code has loaded. */
  initialized: boolean;
  /** A failure to load a screen's code, or no route for the path, shown by the nearest error boundary. */
  error: { value: unknown; at: number } | null;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Router {
  readonly routes: RouteObject[];
  state: RouterState;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Called just before another screen is shown, with the location being left, whose page is still drawn. */
  onLeave(listener: (location: Location) => void): () => void;
}

const loaded = new WeakMap<RouteObject, Promise<void>>();

/** Runs a route's `lazy` once and puts what it gives on the route, as React Router does. */
function load(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return Promise.resolve();
  let done = loaded.get(route);
  if (!done) {
    done = lazy().then((found) => {
      Object.assign(route, found);
      delete route.lazy;
    });
    loaded.set(route, done);
    done.catch(() => loaded.delete(route));
  }
  return done;
}

/**
 * A router over a route table and a history: on each change of location it finds the routes that match, loads
 * their code if it has not been loaded yet, and only then shows the new screen, so the previous one stays on
 * screen meanwhile rather than a blank page.
 */
function createRouter(routes: RouteObject[], history: History): Router {
  const branches = rankRoutes(routes);
  const listeners = new Set<(state: RouterState) => void>();
  const leaveListeners = new Set<(location: Location) => void>();
  let latest = 0;
  const settled = new Map<number, () => void>();

  const router: Router = {
    routes,
    state: { location: history.location, action: 'POP', matches: [], initialized: false, error: null },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const target = resolveTo(to, router.state.location.pathname);
      const current = history.location;
      const same =
        target.pathname === current.pathname &&
        (target.search ?? '') === current.search &&
        (target.hash ?? '') === current.hash;
      const promise = new Promise<void>((resolve) => settled.set(latest + 1, resolve));
      if (options.replace ?? same) history.replace(target, options.state ?? null);
      else history.push(target, options.state ?? null);
      return promise;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onLeave(listener) {
      leaveListeners.add(listener);
      return () => leaveListeners.delete(listener);
    },
  };

  const commit = (id: number, next: Partial<RouterState>) => {
    if (id !== latest) return;
    if (router.state.initialized) for (const listener of leaveListeners) listener(router.state.location);
    router.state = { ...router.state, initialized: true, ...next };
    for (const listener of listeners) listener(router.state);
    for (const [n, resolve] of settled) {
      if (n <= id) {
        settled.delete(n);
        resolve();
      }
    }
  };

  const go = (action: Action, location: Location) => {
    const id = ++latest;
    const matches = matchRoutes(branches, location.pathname);
    if (!matches) {
      commit(id, {
        location,
        action,
        matches: [],
        error: { value: new RouteErrorResponse(404, 'Not Found'), at: 0 },
      });
      return;
    }
    const pending = matches.filter((m) => m.route.lazy);
    if (pending.length === 0) {
      commit(id, { location, action, matches, error: null });
      return;
    }
    Promise.all(pending.map((m) => load(m.route))).then(
      () => commit(id, { location, action, matches, error: null }),
      (value: unknown) =>
        commit(id, {
          location,
          action,
          matches,
          error: { value, at: matches.indexOf(pending[0] as RouteMatch) },
        }),
    );
  };

  history.listen(go);
  go('POP', history.location);
  return router;
}

export const createBrowserRouter = (routes: RouteObject[]): Router =>
  createRouter(routes, createBrowserHistory());

/** A path, or a location with the state a page was sent with. */
export type InitialEntry = string | Partial<Location>;

export const createMemoryRouter = (
  routes: RouteObject[],
  options: { initialEntries?: InitialEntry[] } = {},
): Router => createRouter(routes, createMemoryHistory(options.initialEntries));
