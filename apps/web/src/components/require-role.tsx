import type { Role } from '@clinic/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { paths } from '../config/paths';
import { clearSession, type Session } from '../lib/auth/session';
import { useSession } from '../lib/auth/use-session';
import { notifyError } from '../lib/notify';
import { Outlet, type RouteMatch, useMatches } from '../lib/router';
import { appMessages } from '../messages';
import { NotFoundState, PageLoader } from './page-states';

function hasRole(role: Role | null | undefined, allowed: readonly Role[]): role is Role {
  return role !== null && role !== undefined && allowed.includes(role);
}

/**
 * What a route declares in its `handle`: the contract role group that may open it, and for the patient's
 * own screens that the session must carry the patient's id.
 */
export interface RouteAccess {
  roles: readonly Role[];
  patientId?: true;
}

type Refusal = 'role' | 'patientId' | null;

function refusal(session: Session | null, access: RouteAccess): Refusal {
  if (!session) return null;
  if (!hasRole(session.role, access.roles)) return 'role';
  const id = session.user.patientId;
  if (access.patientId && (typeof id !== 'number' || id <= 0)) return 'patientId';
  return null;
}

/**
 * A signed-in user on a page their role may not open: it says so where they are, and leads to their own
 * dashboard rather than to the public home page, which would look as if they had been signed out.
 */
export function NoAccess() {
  const role = useSession()?.role;
  return (
    <NotFoundState
      title={appMessages.noAccess}
      message={appMessages.noAccessHint}
      backTo={role ? paths.dashboards[role] : paths.home}
      backLabel={role ? appMessages.toDashboard : appMessages.backHome}
    />
  );
}

/**
 * The role guard of the signed-in screens. Another role gets 'Bạn không có quyền truy cập trang này' in place of
 * the page (NoAccess); a patient session without its patient id is cleared, so the protected layout sends it to
 * /login. The server enforces the same groups; this guard only spares the user a screen of errors.
 */
function RequireRole({ children, ...access }: RouteAccess & { children: ReactNode }) {
  const session = useSession();
  const refused = refusal(session, access);
  const told = useRef(false);

  useEffect(() => {
    if (refused !== 'patientId' || told.current) return;
    told.current = true;
    notifyError(appMessages.patientIdMissing);
    clearSession();
  }, [refused]);

  // No session: the protected layout is already on its way to /login.
  if (!session) return null;
  if (refused === 'role') return <NoAccess />;
  if (refused === 'patientId') return <PageLoader />;
  return children;
}

/** The access a route's handle declares (app/routes.tsx puts it there), if any. */
export function handleAccess(handle: unknown): RouteAccess | undefined {
  return (handle as { access?: RouteAccess } | undefined)?.access;
}

function routeAccess(matches: RouteMatch[]): RouteAccess | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const access = handleAccess(matches[i]?.handle);
    if (access) return access;
  }
  return undefined;
}

/** The outlet of the signed-in screens: the deepest route's declared access guards it. */
export function GuardedOutlet() {
  const access = routeAccess(useMatches());
  if (!access) return <Outlet />;
  return (
    <RequireRole {...access}>
      <Outlet />
    </RequireRole>
  );
}

/** The session of a page behind the guard, which has already made sure there is one. */
export function useGuardedSession(): Session & { role: Role } {
  const session = useSession();
  if (!session?.role) throw new Error('useGuardedSession outside a guarded route');
  return { ...session, role: session.role };
}

/** The doctor's id of a doctor page's session, or null when the account has none. */
export function useDoctorId(): number | null {
  const id = useGuardedSession().user.doctorId;
  return typeof id === 'number' && id > 0 ? id : null;
}

/** The patient's id of a patient page's session; the guard refuses a session without one. */
export function usePatientId(): number {
  const id = useGuardedSession().user.patientId;
  if (typeof id !== 'number') throw new Error('usePatientId outside a patient route');
  return id;
}
