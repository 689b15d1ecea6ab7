import { afterEach, describe, expect, it, vi } from 'vitest';
import { appMessages } from '../messages';
import { ApiError, apiRequest, REQUEST_TIMEOUT_MS } from './api-client';
import { apiErrorMessage } from './api-errors';
import {
  createQueryClient,
  mutationErrorNotice,
  OWN_ERRORS,
  QUERY_RETRIES,
  shouldRetry,
} from './query-client';

const apiError = (status: number, serverMessage: string | null = null) =>
  new ApiError(status, serverMessage ?? 'x', { serverMessage });

describe('retry policy for reads', () => {
  it.each([
    ['no answer (network)', apiError(0), true],
    ['no answer in time', new ApiError(0, 'x', { timedOut: true }), false],
    ['server fault', apiError(500), true],
    ['unavailable', apiError(503), true],
    ['a bug in the page', new TypeError('boom'), true],
    ['bad request', apiError(400), false],
    ['expired session', apiError(401), false],
    ['refused role', apiError(403), false],
    ['missing record', apiError(404), false],
    ['too many requests', apiError(429), false],
  ])('%s: retried %s', (_, error, retried) => {
    expect(shouldRetry(0, error)).toBe(retried);
  });
  it(`stops after ${QUERY_RETRIES} retries`, () => {
    expect(shouldRetry(QUERY_RETRIES - 1, apiError(500))).toBe(true);
    expect(shouldRetry(QUERY_RETRIES, apiError(500))).toBe(false);
  });
  it('asks a failing read three times in all, a 404 once', async () => {
    const client = createQueryClient(vi.fn());
    client.setDefaultOptions({
      queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
    });
    for (const [status, calls] of [
      [500, 1 + QUERY_RETRIES],
      [404, 1],
    ] as const) {
      const queryFn = vi.fn().mockRejectedValue(apiError(status));
      await expect(client.fetchQuery({ queryKey: ['r', status], queryFn })).rejects.toBeInstanceOf(ApiError);
      expect(queryFn).toHaveBeenCalledTimes(calls);
    }
  });
});

describe('a read without an answer', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it(`stops loading after REQUEST_TIMEOUT_MS, aborted and not asked again, with the slow server's message`, async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            const signal = init.signal as AbortSignal;
            signals.push(signal);
            signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const client = createQueryClient(vi.fn());
    const queryFn = vi.fn(({ signal }: { signal: AbortSignal }) =>
      apiRequest('/Monitoring/mine', { auth: false, signal }),
    );
    const read = client.fetchQuery({ queryKey: ['slow'], queryFn }).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(client.getQueryState(['slow'])?.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = await read;

    expect(client.getQueryState(['slow'])?.status).toBe('error');
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
    expect(apiErrorMessage(error, appMessages.loadError)).toBe(appMessages.serverSlow);
  });
});

describe('mutation errors', () => {
  it.each([
    ['the server message', apiError(409, 'Đã tồn tại'), {}, 'Đã tồn tại'],
    ['no answer', apiError(0), {}, appMessages.connectionFailed],
    ['no answer in time', new ApiError(0, 'x', { timedOut: true }), {}, appMessages.serverSlow],
    ['an unexplained failure', new Error('boom'), {}, appMessages.actionFailed],
    ['a caller that shows its own', apiError(409, 'Đã tồn tại'), OWN_ERRORS, null],
    ['an expired session (its routine speaks)', apiError(401, 'Hết phiên'), {}, null],
  ])('%s', (_, error, meta, expected) => {
    expect(mutationErrorNotice(error, { meta })).toBe(expected);
  });

  async function failWith(meta: Record<string, unknown> | undefined) {
    const notify = vi.fn();
    const client = createQueryClient(notify);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(apiError(409, 'Đã tồn tại')),
      meta,
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    return notify;
  }

  it('shows one notification for a mutation that does not handle its error', async () => {
    const notify = await failWith(undefined);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('Đã tồn tại');
  });
  it('stays quiet for a mutation whose callers show their own', async () => {
    expect(await failWith(OWN_ERRORS)).not.toHaveBeenCalled();
  });
});
