import type { Role } from '@clinic/contract';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import type { Session } from '../lib/auth/session';
import { useSession } from '../lib/auth/use-session';
import { notifyError } from '../lib/notify';
import { appMessages } from '../messages';

export function hasRole(role: Role | null | undefined, allowed: readonly Role[]): role is Role {
  return role !== null && role !== undefined && allowed.includes(role);
}

/**
 * The role guard of the signed-in screens, given one of the contract's role groups. Anyone else gets
 * 'Bạn không có quyền truy cập trang này' and goes to /. The server enforces the same groups; this guard only
 * spares the user a screen of errors.
 */
export function RequireRole({
  roles,
  children,
}: {
  roles: readonly Role[];
  children: ReactNode | ((session: Session & { role: Role }) => ReactNode);
}) {
  const session = useSession();
  const refused = session !== null && !hasRole(session.role, roles);
  const told = useRef(false);

  useEffect(() => {
    if (refused && !told.current) {
      told.current = true;
      notifyError(appMessages.noAccess);
    }
  }, [refused]);

  // No session: the protected layout is already on its way to /login.
  if (!session) return null;
  if (refused || !hasRole(session.role, roles)) return <Navigate to={paths.home} replace />;
  return typeof children === 'function' ? children({ ...session, role: session.role }) : children;
}
