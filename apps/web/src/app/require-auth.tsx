import { useEffect } from 'react';
import { PageLoader } from '../components/page-states';
import { GuardedOutlet } from '../components/require-role';
import { paths } from '../config/paths';
import { expireSession, isTokenExpired } from '../lib/auth/session';
import { useSession } from '../lib/auth/use-session';
import { Navigate, useLocation } from '../lib/router';

/**
 * Protected routes send a visitor to /login and remember where they were going; a signed-in user meets the
 * access the route declares.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const expired = session !== null && isTokenExpired(session.token);

  useEffect(() => {
    if (expired) expireSession();
  }, [expired]);

  if (!session) {
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (expired) return <PageLoader />;
  return <GuardedOutlet />;
}
