import { lazy, Suspense } from 'react';
import { isTokenExpired } from '../lib/auth/session';
import { useSession } from '../lib/auth/use-session';

// The idle countdown and its dialog load only once someone is signed in: visitors of the home page never need them.
const IdleWarning = lazy(() =>
  import('../components/idle-warning').then((m) => ({ default: m.IdleWarning })),
);

/**
 * Mounted once, for the whole app: while a session is open it ends it after 30 minutes without activity in any
 * tab, warning a minute before, or when its token expires (lib/auth/idle-model.ts).
 */
export function SessionWatch() {
  const session = useSession();
  if (!session || isTokenExpired(session.token)) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning key={session.token} token={session.token} />
    </Suspense>
  );
}
