// @vitest-environment jsdom
import type { UserDetails } from '@clinic/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appMessages } from '../messages';
import { fakeToken, inOneHour } from '../test/tokens';
import { ApiError, apiDownload, apiRequest, NETWORK_ERROR_MESSAGE, REQUEST_TIMEOUT_MS } from './api-client';
import { apiErrorMessage } from './api-errors';
import { readSession, saveSession, setExpiredSessionHandler } from './auth/session';
import { reportServerState, useServerState } from './network-status';

const fetchMock = vi.fn<typeof fetch>();

function reply(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

function login(exp = inOneHour()): string {
  const token = fakeToken({ role: 'Patient', exp });
  saveSession(token, { role: 'Patient', userId: 1, fullName: 'A' } as UserDetails);
  return token;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('apiRequest', () => {
  const onExpired = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setExpiredSessionHandler(onExpired);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onExpired.mockReset();
  });

  it('calls /api with the bearer token and returns the envelope', async () => {
    const token = login();
    fetchMock.mockResolvedValue(
      reply(200, { status: true, statusCode: 200, message: 'OK', data: [1], errors: [], meta: { page: 1 } }),
    );
    const envelope = await apiRequest<number[]>('/Category/GetAll', { query: { page: 1, search: '' } });
    expect(envelope.data).toEqual([1]);
    expect(envelope.meta).toEqual({ page: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Category/GetAll?page=1');
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
  });

  it('sends no token on public calls', async () => {
    fetchMock.mockResolvedValue(
      reply(200, { status: true, statusCode: 200, message: '', data: null, errors: [] }),
    );
    await apiRequest('/Auth/login', { method: 'POST', body: { username: 'a' }, auth: false });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBeUndefined();
    expect(init?.body).toBe('{"username":"a"}');
  });

  it('reports server field errors so that forms can show them inline', async () => {
    login();
    fetchMock.mockResolvedValue(
      reply(400, {
        status: false,
        statusCode: 400,
        message: 'Dữ liệu không hợp lệ',
        data: null,
        errors: ['Số điện thoại phải có 10 chữ số'],
        fieldErrors: { phoneNumber: ['Số điện thoại phải có 10 chữ số'], email: [] },
      }),
    );
    const error = await failure(apiRequest('/staff/Update', { method: 'PUT', body: {} }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Dữ liệu không hợp lệ');
    expect(error.fieldMessages()).toEqual({ phoneNumber: 'Số điện thoại phải có 10 chữ số' });
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('runs the expired-session routine on a 401 from an authenticated call', async () => {
    login();
    fetchMock.mockResolvedValue(
      reply(401, { status: false, statusCode: 401, message: 'x', data: null, errors: [] }),
    );
    const error = await failure(apiRequest('/Patient/GetByID/1'));
    expect(error.status).toBe(401);
    expect(onExpired).toHaveBeenCalledOnce();
    expect(readSession()).toBeNull();
  });

  it('does not treat a 401 from login as an expired session', async () => {
    fetchMock.mockResolvedValue(
      reply(401, { status: false, statusCode: 401, message: 'sai', data: null, errors: [] }),
    );
    const error = await failure(apiRequest('/Auth/login', { method: 'POST', body: {}, auth: false }));
    expect(error.serverMessage).toBe('sai');
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('does not call the server with an expired token', async () => {
    login(Math.floor(Date.now() / 1000) - 5);
    const error = await failure(apiRequest('/Admin/GetByID/1'));
    expect(error.status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('a 200 whose envelope says status false is a failure', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(200, { status: false, statusCode: 200, message: '', data: null, errors: ['a', 'b'] }),
    );
    const soft = await failure(apiRequest('/Auth/login', { method: 'POST', body: {}, auth: false }));
    expect(soft.status).toBe(200);
    expect(soft.errors).toEqual(['a', 'b']);
  });

  const PROXY_502 =
    '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

  it.each([
    [
      "a proxy's HTML page for a server that is down",
      502,
      PROXY_502,
      'text/html',
      appMessages.serverUnavailable(502),
    ],
    [
      'an empty answer from a gateway that waited too long',
      504,
      '',
      'text/html',
      appMessages.serverUnavailable(504),
    ],
    ['a plain-text fault', 500, 'Internal Server Error', 'text/plain', appMessages.serverFault(500)],
    ["a proxy's own limit", 429, 'Too Many Requests', 'text/plain', appMessages.tooManyRequests],
    ['a plain-text refusal', 409, 'Username already exists', 'text/plain', appMessages.unreadableAnswer(409)],
    [
      'JSON that is not an envelope',
      502,
      '{"message":"Bad gateway"}',
      'application/json',
      appMessages.serverUnavailable(502),
    ],
    [
      'an HTML page with a 200 (the app instead of the API)',
      200,
      '<!doctype html><html></html>',
      'text/html',
      appMessages.unreadableAnswer(200),
    ],
  ])('words %s in Vietnamese, never its body', async (_, status, body, type, expected) => {
    fetchMock.mockResolvedValue(new Response(body, { status, headers: { 'Content-Type': type } }));
    const error = await failure(apiRequest('/Monitoring/mine', { auth: false }));
    expect(error.status).toBe(status);
    expect(error.message).toBe(expected);
    // Screens that show the server's words (every query view, login, the forms) show these instead.
    expect(error.serverMessage).toBe(expected);
    expect(apiErrorMessage(error, 'mặc định')).toBe(expected);
    expect(expected).not.toMatch(/[<>]|Bad|Gateway|Server|exists/);
  });

  it("words a download's failed answer alike", async () => {
    login();
    fetchMock.mockResolvedValue(
      new Response(PROXY_502, { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await failure(apiDownload('/Appointment/1/calendar'));
    expect(error.serverMessage).toBe(appMessages.serverUnavailable(502));
  });

  it('tells the banner what each answer says of the server', async () => {
    const { result } = renderHook(() => useServerState());
    const answer = async (response: Response) => {
      fetchMock.mockResolvedValueOnce(response);
      await act(() => apiRequest('/Article/GetAll', { auth: false }).catch(() => undefined));
      return result.current;
    };
    expect(await answer(new Response(PROXY_502, { status: 502 }))).toBe('noAnswer');
    expect(await answer(reply(500, { status: false, statusCode: 500, message: 'Lỗi máy chủ' }))).toBe(
      'failing',
    );
    // The API's own 503 (its database is down) is a fault it tells about, not a missing server.
    expect(await answer(reply(503, { status: false, statusCode: 503, message: 'Tạm dừng' }))).toBe('failing');
    expect(await answer(reply(404, { status: false, message: 'x' }))).toBe('answering');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(() => apiRequest('/Article/GetAll', { auth: false }).catch(() => undefined));
    expect(result.current).toBe('noAnswer');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await act(() => apiRequest('/Article/GetAll', { auth: false }).catch(() => undefined));
      expect(result.current).toBe('offline');
    } finally {
      vi.restoreAllMocks();
    }
    expect(await answer(reply(200, { status: true, statusCode: 200, message: '', data: [] }))).toBe(
      'answering',
    );
  });

  it('maps an unreachable server to status 0 with a Vietnamese message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest('/Article/GetAll', { auth: false }));
    expect(error.status).toBe(0);
    expect(error.timedOut).toBe(false);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  describe('without an answer in REQUEST_TIMEOUT_MS', () => {
    let signals: AbortSignal[];
    beforeEach(() => {
      vi.useFakeTimers();
      signals = [];
      reportServerState('answering');
    });
    afterEach(() => vi.useRealTimers());

    const hang = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal as AbortSignal;
        signals.push(signal);
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });

    it('aborts the call and says the server is too slow', async () => {
      fetchMock.mockImplementation(hang);
      const { result } = renderHook(() => useServerState());
      const call = failure(apiRequest('/Article/GetAll', { auth: false }));
      await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1));
      expect(signals[0]?.aborted).toBe(false);
      expect(result.current).toBe('answering');
      await act(() => vi.advanceTimersByTimeAsync(1));
      const error = await call;
      expect(signals[0]?.aborted).toBe(true);
      expect(error.status).toBe(0);
      expect(error.timedOut).toBe(true);
      expect(error.message).toBe(appMessages.serverSlow);
      expect(apiErrorMessage(error, 'mặc định')).toBe(appMessages.serverSlow);
      expect(result.current).toBe('noAnswer');

      // The next answer, whatever its status, says the server is back.
      fetchMock.mockResolvedValue(reply(404, { status: false, message: 'x' }));
      await act(() => failure(apiRequest('/Article/GetByID/1', { auth: false })));
      expect(result.current).toBe('answering');
    });

    it('counts the time the body takes too', async () => {
      fetchMock.mockImplementation(async (_url, init) => {
        const signal = init?.signal as AbortSignal;
        signals.push(signal);
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"status":'));
            signal.addEventListener('abort', () =>
              controller.error(new DOMException('aborted', 'AbortError')),
            );
          },
        });
        return new Response(body, { status: 200 });
      });
      const call = failure(apiRequest('/Article/GetAll', { auth: false }));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      const error = await call;
      expect(signals[0]?.aborted).toBe(true);
      expect(error.timedOut).toBe(true);
    });
  });

  it("keeps the caller's own abort an AbortError", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const call = apiRequest('/Article/GetAll', { auth: false, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
