import type { Envelope } from '@clinic/contract';
import { appMessages } from '../messages';
import { expireSession, getToken, isTokenExpired, SESSION_EXPIRED_MESSAGE } from './auth/session';
import { reportServerState, stateOfAnswer, stateWithoutAnswer } from './network-status';

export const API_BASE = '/api';

export const NETWORK_ERROR_MESSAGE = appMessages.networkError;

/**
 * A call, its answer's body included, without an end after this long is given up (aborted): the screen shows
 * its retry rather than a spinner that may never stop.
 */
export const REQUEST_TIMEOUT_MS = 8000;

/** A failed call: HTTP status (0 when the server could not be reached) plus what the envelope said. */
export class ApiError extends Error {
  readonly status: number;
  /**
   * The envelope's message; for an answer that is not the API's own (a proxy's error page, an empty or
   * plain-text body), the client's Vietnamese words for it, so that no screen shows the body itself.
   */
  readonly serverMessage: string | null;
  readonly errors: string[];
  readonly fieldErrors: Record<string, string[]>;
  readonly data: unknown;
  /** Status 0 because the server took longer than REQUEST_TIMEOUT_MS, rather than no connection at all. */
  readonly timedOut: boolean;

  constructor(
    status: number,
    message: string,
    details: {
      serverMessage?: string | null;
      errors?: string[];
      fieldErrors?: Record<string, string[]>;
      data?: unknown;
      timedOut?: boolean;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = details.serverMessage ?? null;
    this.errors = details.errors ?? [];
    this.fieldErrors = details.fieldErrors ?? {};
    this.data = details.data ?? null;
    this.timedOut = details.timedOut ?? false;
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
  /** A file sent as it is, with its own Content-Type, instead of a JSON body (a laboratory's result file). */
  upload?: { content: Blob; type: string };
  /** A longer wait than REQUEST_TIMEOUT_MS, for a call that works through a whole file. */
  timeoutMs?: number;
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

/** The API's own answer: every one, failures included, is an envelope with a boolean status. */
function isEnvelope(value: unknown): value is Partial<Envelope<unknown>> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'boolean'
  );
}

/** The body as JSON, or undefined when it is not (a proxy's HTML page, plain text, nothing at all). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What the client says in place of an answer that is not the API's own, whose body is never shown. */
function foreignAnswerMessage(status: number): string {
  if (status === 429) return appMessages.tooManyRequests;
  const state = stateOfAnswer(status, false);
  if (state === 'noAnswer') return appMessages.serverUnavailable(status);
  if (state === 'failing') return appMessages.serverFault(status);
  return appMessages.unreadableAnswer(status);
}

function errorFromBody(status: number, body: unknown): ApiError {
  if (!isEnvelope(body)) {
    const message = foreignAnswerMessage(status);
    return new ApiError(status, message, { serverMessage: message });
  }
  const errors = Array.isArray(body.errors) ? body.errors.filter((e) => typeof e === 'string') : [];
  const serverMessage = typeof body.message === 'string' && body.message ? body.message : null;
  return new ApiError(status, serverMessage ?? errors[0] ?? `HTTP ${status}`, {
    serverMessage,
    errors,
    fieldErrors: body.fieldErrors ?? {},
    data: body.data,
  });
}

/** A failed answer as an ApiError, once the banner has learnt what it says of the server. */
async function failureOf(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  reportServerState(stateOfAnswer(response.status, isEnvelope(body)));
  return errorFromBody(response.status, body);
}

/**
 * One call with the token when `auth`, its answer read by `read`. Gives up after `timeoutMs` (REQUEST_TIMEOUT_MS),
 * body included (an ApiError of status 0 with `timedOut`); without an answer, tells the offline banner; a 401 to
 * an authenticated call runs the expired-session routine. The caller's own abort stays an AbortError.
 */
async function call<T>(
  path: string,
  {
    method = 'GET',
    body,
    upload,
    timeoutMs = REQUEST_TIMEOUT_MS,
    query,
    auth = true,
    signal,
  }: RequestOptions,
  accept: string,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const headers: Record<string, string> = { Accept: accept };
  if (upload) headers['Content-Type'] = upload.type;
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
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
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stop();
  }, timeoutMs);
  try {
    const response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: upload ? upload.content : body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    if (response.status === 401 && auth) expireSession();
    return await read(response);
  } catch (cause) {
    if (cause instanceof ApiError || (signal?.aborted && !timedOut)) throw cause;
    reportServerState(stateWithoutAnswer());
    if (timedOut) throw new ApiError(0, appMessages.serverSlow, { timedOut: true });
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}

/**
 * Calls the API and returns its envelope. Throws ApiError for a non-OK answer, an envelope with status false
 * or an answer that is not an envelope at all.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const parsed = await call(path, options, 'application/json', async (response) => {
    if (!response.ok) throw await failureOf(response);
    reportServerState('answering');
    const body = await readJson(response);
    if (!isEnvelope(body) || body.status === false) throw errorFromBody(response.status, body);
    return { ...body, statusCode: body.statusCode ?? response.status };
  });
  return {
    status: true,
    statusCode: parsed.statusCode,
    message: parsed.message ?? '',
    data: (parsed.data ?? null) as T | null,
    errors: parsed.errors ?? [],
    ...(parsed.fieldErrors ? { fieldErrors: parsed.fieldErrors } : {}),
    ...(parsed.meta ? { meta: parsed.meta } : {}),
  };
}

/** A file from the API (a calendar file): its bytes and the name the server gives it. */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  return call(path, {}, '*/*', async (response) => {
    if (!response.ok) throw await failureOf(response);
    reportServerState('answering');
    const disposition = response.headers.get('Content-Disposition') ?? '';
    return { blob: await response.blob(), fileName: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null };
  });
}
