import { useEffect, useRef } from 'react';
import { notifyError } from '../lib/notify';
import { Navigate } from '../lib/router';

/**
 * Goes to `to` in place of this screen, after an error toast saying why: once, however often the screen draws
 * while the navigation is on its way.
 */
export function LeaveWithError({ to, message }: { to: string; message: string }) {
  const told = useRef(false);
  useEffect(() => {
    if (!told.current) {
      told.current = true;
      notifyError(message);
    }
  }, [message]);
  return <Navigate to={to} replace />;
}
