import { ApiError } from '../../lib/api-client';
import { bookingMessages as m } from './messages';

/**
 * 400 the server message or 'Thời gian không hợp lệ...'; 409 (slot taken) the server message;
 * 5xx the server-error text; no answer the network text, or the timeout text when the client gave up waiting (the
 * request may have left: the network was not at fault); anything else the server message or a generic text.
 * A 401 never reaches here as a message: the API client runs the expired-session routine.
 */
export function bookingErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return m.genericError;
  if (error.status === 0) return error.timedOut ? m.timeout : m.networkError;
  if (error.status >= 500) return m.serverError;
  if (error.status === 400) {
    // A schema failure answers a generic message with the precise one per field.
    return Object.values(error.fieldMessages())[0] ?? error.serverMessage ?? m.invalidTime;
  }
  return error.serverMessage ?? error.errors[0] ?? m.genericError;
}
