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

type Found = Pick<RouterState, 'matches' | 'error'>;

/**
 * A router over a route table and a history. Going somewhere first finds the routes that match and loads their
 * code if it has not been loaded yet; only then do the address and the screen change together, so the
 * previous screen stays meanwhile rather than a blank page, as React Router's data router does.
 */
function createRouter(routes: RouteObject[], history: History): Router {
  const branches = rankRoutes(routes);
  const listeners = new Set<(state: RouterState) => void>();
  const leaveListeners = new Set<(location: Location) => void>();
  let latest = 0;

  const find = (pathname: string): Found | Promise<Found> => {
    const matches = matchRoutes(branches, pathname);
    if (!matches) return { matches: [], error: { value: new RouteErrorResponse(404, 'Not Found'), at: 0 } };
    const pending = matches.filter((m) => m.route.lazy);
    if (pending.length === 0) return { matches, error: null };
    return Promise.all(pending.map((m) => load(m.route))).then(
      () => ({ matches, error: null }),
      (value: unknown) => ({ matches, error: { value, at: matches.indexOf(pending[0] as RouteMatch) } }),
    );
  };

  /** Shows `pathname`'s screen once its code is there; `arrive` moves the history and gives the location. */
  const transition = (action: Action, pathname: string, arrive: () => Location): Promise<void> => {
    const id = ++latest;
    const finish = (found: Found) => {
      if (id !== latest) return;
      if (router.state.initialized) for (const listener of leaveListeners) listener(router.state.location);
      router.state = { ...found, location: arrive(), action, initialized: true };
      for (const listener of listeners) listener(router.state);
    };
    const found = find(pathname);
    if (found instanceof Promise) return found.then(finish);
    finish(found);
    return Promise.resolve();
  };

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
      const replace =
        options.replace ??
        (target.pathname === current.pathname &&
          (target.search ?? '') === current.search &&
          (target.hash ?? '') === current.hash);
      const state = options.state ?? null;
      return transition(replace ? 'REPLACE' : 'PUSH', target.pathname ?? '/', () => {
        if (replace) history.replace(target, state);
        else history.push(target, state);
        return history.location;
      });
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

  history.listen((location) => void transition('POP', location.pathname, () => location));
  void transition('POP', history.location.pathname, () => history.location);
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
