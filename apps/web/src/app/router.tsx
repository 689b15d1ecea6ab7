import { notifications } from '@mantine/notifications';
import { paths } from '../config/paths';
import { SESSION_EXPIRED_MESSAGE, setExpiredSessionHandler } from '../lib/auth/session';
import { createBrowserRouter } from '../lib/router';
import { appMessages } from '../messages';
import { routes } from './routes';

export const router: ReturnType<typeof createBrowserRouter> = createBrowserRouter(routes);

let lastExpiredAt = 0;

// Several calls can fail with 401 at once; the user needs one toast and one redirect.
setExpiredSessionHandler(() => {
  const now = Date.now();
  if (now - lastExpiredAt < 3000) return;
  lastExpiredAt = now;
  void import('../lib/query-client').then(({ queryClient }) => queryClient.clear());
  notifications.show({ color: 'red', title: appMessages.errorTitle, message: SESSION_EXPIRED_MESSAGE });
  const { pathname, search } = router.state.location;
  const from = pathname === paths.login ? undefined : `${pathname}${search}`;
  void router.navigate(paths.login, { replace: true, state: from ? { from } : undefined });
});
