import { useCallback, useEffect, useState } from 'react';

type Fetched<T> =
  | { status: 'pending'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'success'; data: T; error?: undefined };

/** The last answer of each key, so that coming back to the screen draws it at once (and restores its scroll). */
const lastAnswers = new Map<string, unknown>();

/**
 * One read when the component mounts, without React Query: for the home page, the first screen of most visits,
 * which would otherwise download the query library (10 KB gzip) to show two public lists. Everything else
 * reads through React Query (src/lib/api/endpoint-query.ts), loaded with the screens (src/lib/query-provider.tsx).
 * A screen shown again starts from the last answer of its `key` while it reads again.
 */
export function useFetched<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Fetched<T>>(() =>
    lastAnswers.has(key) ? { status: 'success', data: lastAnswers.get(key) as T } : { status: 'pending' },
  );
  const [attempt, setAttempt] = useState(0);

  // `load` is read once per key and attempt (a retry), not on every render.
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        lastAnswers.set(key, data);
        setState({ status: 'success', data });
      },
      (error: unknown) => {
        // A failed refresh keeps what is shown (the offline banner says it may be out of date).
        if (!controller.signal.aborted && !lastAnswers.has(key)) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const refetch = useCallback(() => {
    setState({ status: 'pending' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, refetch };
}
