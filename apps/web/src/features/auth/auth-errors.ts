import { type Envelope, type LoginData, parseRole, type UserDetails } from '@clinic/contract';
import { ApiError } from '../../lib/api-client';
import { noAnswerMessage } from '../../lib/api-errors';
import { authMessages } from './messages';

const { login: lm, register: rm } = authMessages;

export type LoginOutcome =
  | { kind: 'success'; token: string; user: UserDetails }
  | { kind: 'error'; message: string }
  | { kind: 'unverified'; message: string; email: string };

/** Login: an answer the server accepted (2xx). */
export function interpretLoginResponse(envelope: Envelope<LoginData>): LoginOutcome {
  if (!envelope.status || envelope.statusCode !== 200) {
    return { kind: 'error', message: envelope.errors.join(', ') || lm.failed };
  }
  const data = envelope.data;
  if (!data || typeof data.token !== 'string' || !data.token)
    return { kind: 'error', message: lm.invalidData };
  const user = data.userDetails;
  if (!user || typeof user !== 'object') return { kind: 'error', message: lm.noUser };
  if (!parseRole(user.role)) return { kind: 'error', message: lm.invalidData };
  return { kind: 'success', token: data.token, user };
}

/** Login: a failed call; a 403 carrying data.email is an unverified patient; no answer, too slow or no connection. */
export function interpretLoginError(error: unknown): LoginOutcome {
  if (!(error instanceof ApiError)) return { kind: 'error', message: lm.fallback };
  const unanswered = noAnswerMessage(error);
  if (unanswered) return { kind: 'error', message: unanswered };
  if (error.status === 401) return { kind: 'error', message: lm.invalidCredentials };
  const email = (error.data as { email?: unknown } | null)?.email;
  if (error.status === 403 && typeof email === 'string' && email) {
    return { kind: 'unverified', email, message: error.serverMessage ?? error.errors[0] ?? lm.failed };
  }
  if (error.status >= 400) return { kind: 'error', message: error.serverMessage ?? lm.failed };
  return { kind: 'error', message: error.errors.join(', ') || lm.failed };
}

export interface RegisterFailure {
  message: string;
  /** Messages to show under the inputs; the server's fieldErrors plus the two "already exists" cases. */
  fieldErrors: Record<string, string>;
}

/** The answer is read as text for the two duplicate cases. */
export function interpretRegisterError(error: unknown): RegisterFailure {
  if (!(error instanceof ApiError)) return { message: rm.failed, fieldErrors: {} };
  const unanswered = noAnswerMessage(error);
  if (unanswered) return { message: unanswered, fieldErrors: {} };
  const text = [error.serverMessage ?? '', ...error.errors].join(' ');
  if (text.includes('already exists')) {
    if (text.includes('Username'))
      return { message: rm.usernameTaken, fieldErrors: { username: rm.usernameTaken } };
    if (text.includes('Email')) return { message: rm.emailTaken, fieldErrors: { email: rm.emailTaken } };
  }
  return { message: rm.failed, fieldErrors: error.fieldMessages() };
}
