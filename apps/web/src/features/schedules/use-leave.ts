import { useLocation, useNavigate } from '../../lib/router';

/** Cancel goes back where the user came from, or to `fallback` when the page was opened directly. */
export function useLeave(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
