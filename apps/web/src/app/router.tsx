import type { Role } from '@clinic/contract';
import { notifications } from '@mantine/notifications';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-states';
import { paths, upcomingProtectedRoutes } from '../config/paths';
import { SESSION_EXPIRED_MESSAGE, setExpiredSessionHandler } from '../lib/auth/session';
import { queryClient } from '../lib/query-client';
import { appMessages } from '../messages';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import { RouteErrorPage } from './route-error-page';

/** The page reads its role from the route handle, so one component serves the five dashboards. */
const dashboardRoute = (role: Role): RouteObject => ({
  path: paths.dashboards[role],
  handle: { role },
  lazy: async () => ({ Component: (await import('../features/dashboard/dashboard-page')).DashboardPage }),
});

const comingSoon = async () => ({
  Component: (await import('../features/system/coming-soon-page')).ComingSoonPage,
});

const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      {
        Component: MainLayout,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/content/home-page')).HomePage }),
          },
          {
            path: paths.articles,
            lazy: async () => ({
              Component: (await import('../features/content/articles-page')).ArticlesPage,
            }),
          },
          {
            path: '/articles/:id',
            lazy: async () => ({ Component: (await import('../features/content/article-page')).ArticlePage }),
          },
          {
            path: '/category/:id',
            lazy: async () => ({
              Component: (await import('../features/content/category-page')).CategoryPage,
            }),
          },
          {
            lazy: async () => ({ Component: (await import('./layouts/protected-layout')).ProtectedLayout }),
            children: [
              {
                path: `${paths.profile}/*`,
                lazy: async () => ({
                  Component: (await import('../features/profile/profile-page')).ProfilePage,
                }),
              },
              dashboardRoute('Admin'),
              dashboardRoute('Doctor'),
              dashboardRoute('Patient'),
              dashboardRoute('Staff'),
              dashboardRoute('Manager'),
              ...upcomingProtectedRoutes.map((path): RouteObject => ({ path, lazy: comingSoon })),
            ],
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('../features/system/not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
      {
        Component: BareLayout,
        children: [
          {
            path: paths.login,
            lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
          },
          {
            path: paths.register,
            lazy: async () => ({ Component: (await import('../features/auth/register-page')).RegisterPage }),
          },
          {
            path: paths.verify,
            lazy: async () => ({ Component: (await import('../features/auth/verify-page')).VerifyPage }),
          },
          {
            path: paths.forgotPassword,
            lazy: async () => ({
              Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: paths.contactInfo,
            lazy: async () => ({
              Component: (await import('../features/info/contact-info-page')).ContactInfoPage,
            }),
          },
          {
            path: paths.learnMore,
            lazy: async () => ({
              Component: (await import('../features/info/learn-more-page')).LearnMorePage,
            }),
          },
        ],
      },
    ],
  },
];

export const router: ReturnType<typeof createBrowserRouter> = createBrowserRouter(routes);

let lastExpiredAt = 0;

// Several calls can fail with 401 at once; the user needs one toast and one redirect.
setExpiredSessionHandler(() => {
  const now = Date.now();
  if (now - lastExpiredAt < 3000) return;
  lastExpiredAt = now;
  queryClient.clear();
  notifications.show({ color: 'red', title: appMessages.errorTitle, message: SESSION_EXPIRED_MESSAGE });
  const { pathname, search } = router.state.location;
  const from = pathname === paths.login ? undefined : `${pathname}${search}`;
  void router.navigate(paths.login, { replace: true, state: from ? { from } : undefined });
});
