import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import { clearSession } from '../lib/auth/session';
import { useSession } from '../lib/auth/use-session';
import { notifyError } from '../lib/notify';
import { appMessages } from '../messages';
import { PageLoader } from './page-states';

export const PATIENT_ONLY_MESSAGE = appMessages.noAccess;
export const PATIENT_ID_MISSING_MESSAGE = 'Không thể lấy thông tin bệnh nhân. Vui lòng đăng nhập lại.';

/**
 * Patient screens: another role goes to / with 'Bạn không có quyền truy cập trang này'; a session without
 * a patientId goes to /login. The login check itself is the protected layout's.
 */
export function PatientRoute({ children }: { children: (patientId: number) => ReactNode }) {
  const session = useSession();
  const patientId = session?.user.patientId;
  const problem = !session
    ? null
    : session.role !== 'Patient'
      ? 'role'
      : typeof patientId !== 'number' || patientId <= 0
        ? 'patientId'
        : null;

  useEffect(() => {
    if (problem === 'role') notifyError(PATIENT_ONLY_MESSAGE);
    if (problem === 'patientId') {
      notifyError(PATIENT_ID_MISSING_MESSAGE);
      // Without the session the protected layout sends the user to /login, remembering this page.
      clearSession();
    }
  }, [problem]);

  if (!session) return <Navigate to={paths.login} replace />;
  if (problem === 'role') return <Navigate to={paths.home} replace />;
  if (problem === 'patientId' || typeof patientId !== 'number') return <PageLoader />;
  return <>{children(patientId)}</>;
}
