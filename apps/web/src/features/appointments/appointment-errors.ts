import { ApiError } from '../../lib/api-client';
import { noAnswerMessage } from '../../lib/api-errors';
import { appointmentsMessages as m } from './messages';

/** The server message when present; without an answer, too slow or no connection. Null for a 401 (already handled). */
export function appointmentActionError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return m.actionFailed;
  if (error.status === 401) return null;
  return (
    noAnswerMessage(error, m.networkError) ??
    Object.values(error.fieldMessages())[0] ??
    error.serverMessage ??
    error.errors[0] ??
    m.actionFailed
  );
}
