import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/use-session';
import { Navigate } from '../../lib/router';

/**
 * /tests/* is a protected route but gives it no screen of its own: test results live on the patient's appointment
 * list and on the doctor's result management, so each role is taken to where its results are.
 */
export function TestsRedirect() {
  const session = useSession();
  if (session?.role === 'Patient') return <Navigate to={paths.patient.appointmentList} replace />;
  if (session?.role === 'Doctor') return <Navigate to={paths.doctor.testResultManagement} replace />;
  return <Navigate to={session?.role ? paths.dashboards[session.role] : paths.home} replace />;
}
