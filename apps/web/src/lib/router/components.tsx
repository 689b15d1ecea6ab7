import {
  Component,
  type ComponentType,
  createContext,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPath, type Location, resolveTo, type To } from './history';
import type { Params, RouteMatch, RouteObject } from './match';
import { createMemoryRouter, type NavigateOptions, type Router, type RouterState } from './router';

const RouterContext = createContext<{ router: Router; state: RouterState } | null>(null);
/** The match rendered at this depth, so an outlet knows which one comes next. */
const DepthContext = createContext(-1);
const RouteErrorContext = createContext<unknown>(undefined);

function useRouterContext() {
  const context = useContext(RouterContext);
  if (!context) throw new Error('A router hook was used outside <RouterProvider>');
  return context;
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const value = useMemo(() => ({ router, state }), [router, state]);
  const root = router.routes[0];
  if (!state.initialized) {
    const Fallback = root?.HydrateFallback;
    return Fallback ? <Fallback /> : null;
  }
  return (
    <RouterContext.Provider value={value}>
      {state.matches.length > 0 ? (
        <RouteAt depth={0} />
      ) : (
        <RouteError route={root} error={state.error?.value} />
      )}
    </RouterContext.Provider>
  );
}

function RouteError({ route, error }: { route: RouteObject | undefined; error: unknown }) {
  const Boundary = route?.ErrorBoundary;
  if (!Boundary) throw error;
  return (
    <RouteErrorContext.Provider value={error}>
      <Boundary />
    </RouteErrorContext.Provider>
  );
}

class RenderErrorBoundary extends Component<
  { location: Location; route: RouteObject; children: ReactNode },
  { error: unknown; location: Location }
> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  /** A new location clears the error, so the user can leave the failed screen. */
  static getDerivedStateFromProps(
    props: { location: Location },
    state: { error: unknown; location: Location },
  ) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteError route={this.props.route} error={this.state.error} />;
  }
}

function elementOf(route: RouteObject): ReactNode {
  if (route.element !== undefined) return route.element;
  const Page: ComponentType | null | undefined = route.Component;
  return Page ? <Page /> : <Outlet />;
}

function RouteAt({ depth }: { depth: number }) {
  const { state } = useRouterContext();
  const match = state.matches[depth];
  if (!match) return null;
  const { error } = state;
  // A screen whose code failed to load shows the nearest error page at or above it.
  if (error && depth <= error.at) {
    let boundary = error.at;
    while (boundary >= 0 && !state.matches[boundary]?.route.ErrorBoundary) boundary -= 1;
    if (boundary === depth || (boundary === -1 && depth === error.at)) {
      return <RouteError route={match.route} error={error.value} />;
    }
  }
  const content = <DepthContext.Provider value={depth}>{elementOf(match.route)}</DepthContext.Provider>;
  if (!match.route.ErrorBoundary) return content;
  return (
    <RenderErrorBoundary location={state.location} route={match.route}>
      {content}
    </RenderErrorBoundary>
  );
}

/** Where a layout shows the screen of the next route down. */
export function Outlet() {
  const depth = useContext(DepthContext);
  return <RouteAt depth={depth + 1} />;
}

export const useLocation = (): Location => useRouterContext().state.location;

export const useMatches = (): RouteMatch[] => useRouterContext().state.matches;

export const useParams = (): Params => useRouterContext().state.matches.at(-1)?.params ?? {};

export const useRouteError = (): unknown => useContext(RouteErrorContext);

export function useNavigate() {
  const { router } = useRouterContext();
  return router.navigate;
}

type SearchInit = URLSearchParams | string | Record<string, string>;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { router, state } = useRouterContext();
  const { search } = state.location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
    const value = typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
    void router.navigate(`?${new URLSearchParams(value).toString()}`, options);
  };
  return [params, set];
}

/** Goes to `to` once drawn, as React Router's `<Navigate>`. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : createPath(to);
  useEffect(() => {
    void navigate(target, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}

export interface LinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A real link (it opens in a new tab, it can be copied) that a plain click follows inside the app. */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const { router, state: current } = useRouterContext();
  const href = createPath(resolveTo(to, current.location.pathname));
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate(href, { replace, state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={follow} />;
}

const SCROLL_KEY = 'clinic-scroll-positions';

/**
 * A new screen starts at the top (or at its #fragment); going back or forward returns to where the user was,
 * also after a reload (positions are kept in sessionStorage, per history entry).
 */
export function ScrollRestoration() {
  const { router, state } = useRouterContext();
  const [positions] = useState<Record<string, number>>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
    } catch {
      return {};
    }
  });

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const keep = (location: Location) => {
      positions[location.key] = window.scrollY;
    };
    const save = () => {
      keep(router.state.location);
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
    };
    const stopLeave = router.onLeave(keep);
    window.addEventListener('pagehide', save);
    return () => {
      stopLeave();
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, [router, positions]);

  const { location, action } = state;
  useLayoutEffect(() => {
    const saved = action === 'POP' ? positions[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else if (action !== 'POP' || location.key !== 'default') window.scrollTo(0, 0);
  }, [location, action, positions]);
  return null;
}

const MemoryChildren = createContext<ReactNode>(null);

function MemoryPage() {
  return <>{useContext(MemoryChildren)}</>;
}

/** `children` inside a router kept in memory, for tests of components that link. */
export function MemoryRouter({
  children,
  initialEntries,
}: {
  children: ReactNode;
  initialEntries?: string[];
}) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', Component: MemoryPage }], { initialEntries }),
  );
  return (
    <MemoryChildren.Provider value={children}>
      <RouterProvider router={router} />
    </MemoryChildren.Provider>
  );
}
