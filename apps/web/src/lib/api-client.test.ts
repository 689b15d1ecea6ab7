// @vitest-environment jsdom
import type { UserDetails } from '@clinic/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, inOneHour } from '../test/tokens';
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE, REQUEST_TIMEOUT_MS } from './api-client';
import { readSession, saveSession, setExpiredSessionHandler } from './auth/session';
import { reportReachable, useServerUnreachable } from './network-status';

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

  it('keeps a plain-text failure body as the message, and a 200 with status false is a failure', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Username already exists', { status: 409 }));
    const text = await failure(apiRequest('/Patient/Create', { method: 'POST', body: {}, auth: false }));
    expect(text.serverMessage).toBe('Username already exists');

    fetchMock.mockResolvedValueOnce(
      reply(200, { status: false, statusCode: 200, message: '', data: null, errors: ['a', 'b'] }),
    );
    const soft = await failure(apiRequest('/Auth/login', { method: 'POST', body: {}, auth: false }));
    expect(soft.status).toBe(200);
    expect(soft.errors).toEqual(['a', 'b']);
  });

  it('maps an unreachable server to status 0 with a Vietnamese message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest('/Article/GetAll', { auth: false }));
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('gives up after REQUEST_TIMEOUT_MS without an answer, as for no network, and says the server is unreachable', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      reportReachable(true);
      const { result } = renderHook(() => useServerUnreachable());
      const call = failure(apiRequest('/Article/GetAll', { auth: false }));
      await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1));
      expect(result.current).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(1));
      const error = await call;
      expect(error.status).toBe(0);
      expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
      expect(result.current).toBe(true);

      // The next answer, whatever its status, says the server is back.
      fetchMock.mockResolvedValue(reply(404, { status: false, message: 'x' }));
      await act(() => failure(apiRequest('/Article/GetByID/1', { auth: false })));
      expect(result.current).toBe(false);
    } finally {
      vi.useRealTimers();
    }
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
