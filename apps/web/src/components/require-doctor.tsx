import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import type { Session } from '../lib/auth/session';
import { useSession } from '../lib/auth/use-session';
import { notifyError } from '../lib/notify';
import { appMessages } from '../messages';

export type DoctorSession = Session & { doctorId: number | null };

/** Spec 6 "Doctor pages": the role must be Doctor, otherwise a toast and a redirect to /. */
export function RequireDoctor({ children }: { children: (session: DoctorSession) => ReactNode }) {
  const session = useSession();
  const refused = session !== null && session.role !== 'Doctor';
  const told = useRef(false);

  useEffect(() => {
    if (refused && !told.current) {
      told.current = true;
      notifyError(appMessages.noAccess);
    }
  }, [refused]);

  // No session: the protected layout is already on its way to /login.
  if (!session) return null;
  if (refused) return <Navigate to={paths.home} replace />;
  const id = session.user.doctorId;
  return children({ ...session, doctorId: typeof id === 'number' && id > 0 ? id : null });
}
