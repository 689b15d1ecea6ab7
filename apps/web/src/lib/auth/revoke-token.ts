import { endpoints } from '@clinic/contract';
import { API_BASE } from '../api-client';
import { isTokenExpired } from './session';

/**
 * POST /Auth/logout: the server revokes this token, so a copy left in another tab or a stolen one stops working.
 * Best effort, never throwing: an offline browser or an already refused token must not keep the user logged in,
 * and a 401 here is not the expired-session routine (hence a bare fetch rather than apiRequest). keepalive lets
 * the call finish while the app navigates away.
 */
export async function revokeToken(token: string | null): Promise<void> {
  if (!token || isTokenExpired(token)) return;
  try {
    await fetch(`${API_BASE}${endpoints.auth.logout.path}`, {
      method: endpoints.auth.logout.method,
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      keepalive: true,
    });
  } catch {
    // Nothing to do: the local session is cleared all the same.
  }
}
