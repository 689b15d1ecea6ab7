import type { ComponentType, ReactNode } from 'react';

/** One route of the table in app/routes.tsx: the subset of React Router's route objects the app uses. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  children?: RouteObject[];
  Component?: ComponentType | null;
  element?: ReactNode;
  ErrorBoundary?: ComponentType | null;
  HydrateFallback?: ComponentType | null;
  handle?: unknown;
  /** Loads the route's component the first time the route is matched. */
  lazy?: () => Promise<{ Component: ComponentType }>;
}

export type Params = Record<string, string | undefined>;

export interface PathMatch {
  params: Params;
  pathname: string;
  pattern: string;
}

/** A route on the way to the matched page, outermost first, as `useMatches` gives it. */
export interface RouteMatch {
  id: string;
  route: RouteObject;
  pathname: string;
  params: Params;
  handle: unknown;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(pattern: string): { regExp: RegExp; names: string[] } {
  const names: string[] = [];
  const trimmed = pattern.replace(/\/*\*?$/, '').replace(/^\/*/, '/');
  let source = trimmed
    .split('/')
    .map((segment) => {
      const param = /^:([\w-]+)$/.exec(segment);
      if (!param) return escapeRegExp(segment);
      names.push(param[1] as string);
      return '([^/]+)';
    })
    .join('/');
  if (pattern.endsWith('*')) {
    names.push('*');
    source = pattern === '*' || pattern === '/*' ? '(?:/(.*))?' : `${source}(?:/(.*))?`;
  } else {
    source = `${source === '/' ? '' : source}/*`;
  }
  return { regExp: new RegExp(`^${source}$`, 'i'), names };
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Whether `pathname` matches `pattern` (`/article/:id`, `/profile/*`, `*`), case-insensitively and with or
 * without a trailing slash, as React Router matches; the params are decoded.
 */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const { regExp, names } = compile(pattern);
  const found = regExp.exec(pathname);
  if (!found) return null;
  const params: Params = {};
  names.forEach((name, i) => {
    const value = found[i + 1];
    params[name] = value === undefined ? (name === '*' ? '' : undefined) : decode(value);
  });
  return { params, pathname, pattern };
}

interface Branch {
  pattern: string;
  routes: RouteObject[];
  score: number;
  order: number;
}

/** React Router's ranking: static segments beat params, which beat splats; an index route beats its siblings. */
function score(pattern: string, index: boolean): number {
  const segments = pattern.split('/');
  let total = segments.length;
  if (segments.includes('*')) total -= 2;
  if (index) total += 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    total += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

const join = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

function flatten(routes: RouteObject[], parents: RouteObject[], parentPath: string, out: Branch[]) {
  for (const route of routes) {
    const pattern = route.path === undefined ? parentPath : join(parentPath, route.path);
    const chain = [...parents, route];
    if (route.children) flatten(route.children, chain, pattern, out);
    if (route.path !== undefined || route.index) {
      out.push({
        pattern: pattern || '/',
        routes: chain,
        score: score(pattern || '/', !!route.index),
        order: out.length,
      });
    }
  }
  return out;
}

/** The table's matchable branches, best first. */
export function rankRoutes(routes: RouteObject[]): Branch[] {
  return flatten(routes, [], '', []).sort((a, b) => b.score - a.score || a.order - b.order);
}

const ids = new WeakMap<RouteObject, string>();
let nextId = 0;
const routeId = (route: RouteObject) => {
  let id = ids.get(route);
  if (!id) {
    id = `r${nextId++}`;
    ids.set(route, id);
  }
  return id;
};

/** The routes leading to the best match of `pathname`, outermost first; null when none matches. */
export function matchRoutes(branches: Branch[], pathname: string): RouteMatch[] | null {
  for (const branch of branches) {
    const found = matchPath(branch.pattern, pathname);
    if (!found) continue;
    return branch.routes.map((route) => ({
      id: routeId(route),
      route,
      pathname: found.pathname,
      params: found.params,
      handle: route.handle,
    }));
  }
  return null;
}
