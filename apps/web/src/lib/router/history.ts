/** Where the app is: React Router's location shape, which the pages read. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** 'default' for the entry the app was opened on, so a page can tell whether there is a page to go back to. */
  key: string;
}

export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface History {
  location: Location;
  /** Where the current entry sits in the session's history; 0 for the first. */
  index: number;
  push(to: Partial<Location>, state: unknown): void;
  replace(to: Partial<Location>, state: unknown): void;
  go(delta: number): void;
  /** Called when the user moves through the history (back, forward); the app's own moves are not reported. */
  listen(listener: (location: Location) => void): () => void;
}

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export const createPath = ({ pathname = '/', search = '', hash = '' }: Partial<Location>) =>
  `${pathname}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}${
    hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : ''
  }`;

/** `to`, relative to the current path when it does not start with a slash. */
export function resolveTo(to: To, from: string): Partial<Location> {
  if (typeof to !== 'string') return { pathname: from, search: '', hash: '', ...to };
  const url = new URL(to, `http://x${from}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

/** The browser's history; each entry's state carries the page's state, a key and its index, as React Router's. */
export function createBrowserHistory(): History {
  const read = (): [Location, number] => {
    const entry = window.history.state as Partial<EntryState> | null;
    const { pathname, search, hash } = window.location;
    return [
      { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' },
      entry?.idx ?? 0,
    ];
  };
  if (typeof (window.history.state as Partial<EntryState> | null)?.idx !== 'number') {
    window.history.replaceState({ usr: null, key: 'default', idx: 0 } satisfies EntryState, '');
  }
  const listeners = new Set<(location: Location) => void>();
  const history: History = {
    location: read()[0],
    index: read()[1],
    push(to, state) {
      const key = newKey();
      history.index += 1;
      window.history.pushState(
        { usr: state, key, idx: history.index } satisfies EntryState,
        '',
        createPath(to),
      );
      history.location = read()[0];
    },
    replace(to, state) {
      const key = newKey();
      window.history.replaceState(
        { usr: state, key, idx: history.index } satisfies EntryState,
        '',
        createPath(to),
      );
      history.location = read()[0];
    },
    go: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  window.addEventListener('popstate', () => {
    [history.location, history.index] = read();
    for (const listener of listeners) listener(history.location);
  });
  return history;
}

/** A history kept in memory, for tests. */
export function createMemoryHistory(initialEntries: (string | Partial<Location>)[] = ['/']): History {
  const entries: Location[] = initialEntries.map((entry, i) => ({
    ...resolveTo(typeof entry === 'string' ? entry : createPath(entry), '/'),
    state: typeof entry === 'string' ? null : (entry.state ?? null),
    key: i === 0 ? 'default' : newKey(),
  })) as Location[];
  const listeners = new Set<(location: Location) => void>();
  const move = (index: number) => {
    history.index = index;
    history.location = entries[index] as Location;
  };
  const at = (to: Partial<Location>, state: unknown): Location =>
    ({ pathname: '/', search: '', hash: '', ...to, state: state ?? null, key: newKey() }) as Location;
  const history: History = {
    location: entries.at(-1) as Location,
    index: entries.length - 1,
    push(to, state) {
      entries.splice(history.index + 1, entries.length, at(to, state));
      move(history.index + 1);
    },
    replace(to, state) {
      entries[history.index] = at(to, state);
      move(history.index);
    },
    go(delta) {
      const next = Math.min(Math.max(history.index + delta, 0), entries.length - 1);
      if (next === history.index) return;
      move(next);
      for (const listener of listeners) listener(history.location);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return history;
}
