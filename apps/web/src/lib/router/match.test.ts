import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes, type RouteObject, rankRoutes } from './match';

describe('matchPath', () => {
  it.each([
    ['/article/:id', '/article/42', { id: '42' }],
    ['/article/:id', '/Article/42/', { id: '42' }],
    ['/article/:id', '/article/a%20b', { id: 'a b' }],
    ['/profile/*', '/profile', { '*': '' }],
    ['/profile/*', '/profile/security/2fa', { '*': 'security/2fa' }],
    ['*', '/anything/at/all', { '*': 'anything/at/all' }],
    ['/', '/', {}],
    ['/schedule/create/:doctorId', '/schedule/create/7', { doctorId: '7' }],
  ])('%s matches %s', (pattern, pathname, params) => {
    expect(matchPath(pattern, pathname)?.params).toEqual(params);
  });

  it.each([
    ['/article/:id', '/article'],
    ['/article/:id', '/article/1/2'],
    ['/articles', '/articles-x'],
    ['/', '/login'],
    ['/profile/*', '/profiles'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchPath(pattern, pathname)).toBeNull();
  });
});

describe('matchRoutes', () => {
  const layout: RouteObject = {
    children: [
      { index: true, handle: 'home' },
      { path: '/article/:id', handle: 'article' },
      { path: '/article/new', handle: 'new article' },
      { path: '/profile/*', handle: 'profile' },
      { path: '*', handle: 'not found' },
    ],
  };
  const bare: RouteObject = { children: [{ path: '/login', handle: 'login' }] };
  const branches = rankRoutes([{ children: [layout, bare] }]);
  const leaf = (pathname: string) => matchRoutes(branches, pathname)?.at(-1)?.handle;

  it.each([
    ['/', 'home'],
    ['/article/3', 'article'],
    ['/article/new', 'new article'],
    ['/profile/password', 'profile'],
    ['/login', 'login'],
    ['/nowhere', 'not found'],
  ])('%s goes to %s, static before param before splat', (pathname, handle) => {
    expect(leaf(pathname)).toBe(handle);
  });

  it('gives every route on the way, outermost first, with the params', () => {
    const matches = matchRoutes(branches, '/article/9');
    expect(matches?.map((m) => m.handle)).toEqual([undefined, undefined, 'article']);
    expect(matches?.at(-1)?.params).toEqual({ id: '9' });
  });

  it('finds nothing when no route matches', () => {
    expect(matchRoutes(rankRoutes([{ path: '/a' }]), '/b')).toBeNull();
  });
});
