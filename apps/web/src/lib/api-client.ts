import type { Envelope } from '@clinic/contract';
import { appMessages } from '../messages';
import { expireSession, getToken, isTokenExpired, SESSION_EXPIRED_MESSAGE } from './auth/session';
import { reportReachable } from './network-status';

export const API_BASE = '/api';

export const NETWORK_ERROR_MESSAGE = appMessages.networkError;

/** A call without an answer after this long counts as the server being unreachable. */
export const REQUEST_TIMEOUT_MS = 8000;

/** A failed call: HTTP status (0 when the server could not be reached) plus what the envelope said. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly errors: string[];
  readonly fieldErrors: Record<string, string[]>;
  readonly data: unknown;

  constructor(
    status: number,
    message: string,
    details: {
      serverMessage?: string | null;
      errors?: string[];
      fieldErrors?: Record<string, string[]>;
      data?: unknown;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = details.serverMessage ?? null;
    this.errors = details.errors ?? [];
    this.fieldErrors = details.fieldErrors ?? {};
    this.data = details.data ?? null;
  }

  /** The first server message for each field, ready to show under the inputs. */
  fieldMessages(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, list] of Object.entries(this.fieldErrors)) {
      if (list[0]) out[field] = list[0];
    }
    return out;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Public calls (login, registration, public content) carry no token. */
  auth?: boolean;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function isEnvelope(value: unknown): value is Partial<Envelope<unknown>> {
  return typeof value === 'object' && value !== null && ('status' in value || 'message' in value);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFromBody(status: number, body: unknown): ApiError {
  if (isEnvelope(body)) {
    const errors = Array.isArray(body.errors) ? body.errors.filter((e) => typeof e === 'string') : [];
    const serverMessage = typeof body.message === 'string' && body.message ? body.message : null;
    return new ApiError(status, serverMessage ?? errors[0] ?? `HTTP ${status}`, {
      serverMessage,
      errors,
      fieldErrors: body.fieldErrors ?? {},
      data: body.data,
    });
  }
  // Some failures are read "as text" (registration's duplicates): keep a plain-text body as the message.
  const text = typeof body === 'string' && body.trim() ? body.trim() : null;
  return new ApiError(status, text ?? `HTTP ${status}`, { serverMessage: text });
}

/**
 * One call with the token when `auth`: gives up after REQUEST_TIMEOUT_MS (an ApiError of status 0, as for no
 * network) and tells the offline banner whether the server answered; a 401 to it runs the expired-session
 * routine. The caller's own abort stays an AbortError.
 */
async function send(
  path: string,
  { method = 'GET', body, query, auth = true, signal }: RequestOptions,
  accept: string,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (auth) {
    const token = getToken();
    if (isTokenExpired(token)) {
      expireSession();
      throw new ApiError(401, SESSION_EXPIRED_MESSAGE, { serverMessage: null });
    }
    headers.Authorization = `Bearer ${token}`;
  }
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop);
  const timer = setTimeout(stop, REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    reportReachable(true);
    if (response.status === 401 && auth) expireSession();
    return response;
  } catch (cause) {
    if (signal?.aborted) throw cause;
    reportReachable(false);
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}

/**
 * Calls the API and returns its envelope. Throws ApiError for a non-OK answer or an envelope with status false.
 * Authenticated calls run the expired-session routine on an expired token or a 401.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const response = await send(path, options, 'application/json');
  const parsed = await readBody(response);
  if (!response.ok) throw errorFromBody(response.status, parsed);
  if (!isEnvelope(parsed) || parsed.status === false) throw errorFromBody(response.status, parsed);
  return {
    status: true,
    statusCode: parsed.statusCode ?? response.status,
    message: parsed.message ?? '',
    data: (parsed.data ?? null) as T | null,
    errors: parsed.errors ?? [],
    ...(parsed.fieldErrors ? { fieldErrors: parsed.fieldErrors } : {}),
    ...(parsed.meta ? { meta: parsed.meta } : {}),
  };
}

/** A file from the API (a calendar file): its bytes and the name the server gives it. */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, {}, '*/*');
  if (!response.ok) throw errorFromBody(response.status, await readBody(response));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null };
}
