import { useCallback } from 'react';
import { paths } from '../config/paths';
import { revokeToken } from '../lib/auth/revoke-token';
import { clearSession, getToken } from '../lib/auth/session';
import { notifyInfo } from '../lib/notify';
import { useNavigate } from '../lib/router';
import { appMessages } from '../messages';

export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // Not awaited: the session ends here at once, whether or not the server can be told.
    void revokeToken(getToken());
    clearSession();
    // Cached profile and lists belong to the user who just left (no cache yet if no screen has loaded one).
    void import('../lib/query-client').then(({ queryClient }) => queryClient.clear());
    notifyInfo(appMessages.loggedOut);
    navigate(paths.login, { replace: true });
  }, [navigate]);
}
