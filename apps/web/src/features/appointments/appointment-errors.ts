import { ApiError } from '../../lib/api-client';
import { appointmentsMessages as m } from './messages';

/** The server message when present. Null for a 401 (already handled). */
export function appointmentActionError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return m.actionFailed;
  if (error.status === 401) return null;
  if (error.status === 0) return m.networkError;
  return Object.values(error.fieldMessages())[0] ?? error.serverMessage ?? error.errors[0] ?? m.actionFailed;
}
