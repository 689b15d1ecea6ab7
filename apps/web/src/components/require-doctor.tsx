import { DOCTORS } from '@clinic/contract';
import type { ReactNode } from 'react';
import type { Session } from '../lib/auth/session';
import { RequireRole } from './require-role';

export type DoctorSession = Session & { doctorId: number | null };

/** Doctor pages: the role guard with the doctors' group, handing the page the session's doctorId. */
export function RequireDoctor({ children }: { children: (session: DoctorSession) => ReactNode }) {
  return (
    <RequireRole roles={DOCTORS}>
      {(session) => {
        const id = session.user.doctorId;
        return children({ ...session, doctorId: typeof id === 'number' && id > 0 ? id : null });
      }}
    </RequireRole>
  );
}
