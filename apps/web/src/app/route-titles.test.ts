import { reminderPrivateWordsIn } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import type { RouteMatch, RouteObject } from '../lib/router';
import { SCREEN_TITLES, screenTitle } from './route-titles';
import { routes } from './routes';

/** Every screen of the table: the routes a path or an index leads to. */
function screens(list: RouteObject[]): RouteObject[] {
  return list.flatMap((r) => [...(r.path !== undefined || r.index ? [r] : []), ...screens(r.children ?? [])]);
}

const matchOf = (route: RouteObject): RouteMatch[] => [
  { id: 'x', route, pathname: '/', params: {}, handle: route.handle },
];

describe('tab titles', () => {
  it.each(screens(routes).map((r) => [r.path ?? '(index)', r] as const))(
    '%s has a screen name',
    (_, route) => {
      expect(screenTitle(matchOf(route))).toBeTruthy();
    },
  );

  it.each(SCREEN_TITLES)('"%s" names neither the service nor a result', (title) => {
    expect(reminderPrivateWordsIn(title)).toEqual([]);
  });

  it('has none without a route', () => {
    expect(screenTitle([])).toBeUndefined();
  });
});
