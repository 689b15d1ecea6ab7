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
              // Patient screens: booking, appointment list and update, treatment and result (features/booking,
              // features/appointments, features/patient-records).
              {
                path: paths.patient.createAppointment,
                lazy: async () => ({
                  Component: (await import('../features/booking/booking-page')).BookingPage,
                }),
              },
              {
                path: paths.patient.appointmentList,
                lazy: async () => ({
                  Component: (await import('../features/appointments/appointments-page')).AppointmentsPage,
                }),
              },
              {
                path: '/update-appointment/:id',
                lazy: async () => ({
                  Component: (await import('../features/appointments/update-appointment-page'))
                    .UpdateAppointmentPage,
                }),
              },
              {
                path: '/treatment-for-patient/:appointmentId',
                lazy: async () => ({
                  Component: (await import('../features/patient-records/treatment-page')).TreatmentPage,
                }),
              },
              {
                path: '/test-result-for-patient/:appointmentId',
                lazy: async () => ({
                  Component: (await import('../features/patient-records/test-result-page')).TestResultPage,
                }),
              },
              // Doctors' working schedules (features/schedules).
              {
                path: paths.schedules.manager,
                lazy: async () => ({
                  Component: (await import('../features/schedules/schedule-manager-page'))
                    .ScheduleManagerPage,
                }),
              },
              {
                path: '/schedule-manager/:doctorId',
                lazy: async () => ({
                  Component: (await import('../features/schedules/schedule-manager-page'))
                    .ScheduleManagerPage,
                }),
              },
              {
                path: '/schedule/create/:doctorId',
                lazy: async () => ({
                  Component: (await import('../features/schedules/create-schedule-page')).CreateSchedulePage,
                }),
              },
              {
                path: '/update-schedule/:scheduleId',
                lazy: async () => ({
                  Component: (await import('../features/schedules/update-schedule-page')).UpdateSchedulePage,
                }),
              },
              {
                path: paths.doctor.mySchedules,
                lazy: async () => ({
                  Component: (await import('../features/schedules/my-schedules-page')).MySchedulesPage,
                }),
              },
              // Doctor screens: the appointment manager and the result -> regimen -> treatment flow
              // (features/doctor-appointments, features/treatment-flow).
              {
                path: paths.doctor.appointmentManagement,
                lazy: async () => ({
                  Component: (await import('../features/doctor-appointments/appointment-management-page'))
                    .AppointmentManagementPage,
                }),
              },
              {
                path: paths.doctor.appointmentManager,
                lazy: async () => ({
                  Component: (await import('../features/doctor-appointments/appointment-management-page'))
                    .AppointmentManagementPage,
                }),
              },
              {
                path: paths.doctor.testResultCreate,
                lazy: async () => ({
                  Component: (await import('../features/treatment-flow/test-result-create-page'))
                    .TestResultCreatePage,
                }),
              },
              {
                path: paths.doctor.chooseRegimen,
                lazy: async () => ({
                  Component: (await import('../features/treatment-flow/choose-regimen-page'))
                    .ChooseRegimenPage,
                }),
              },
              {
                path: paths.doctor.standardProtocol,
                lazy: async () => ({
                  Component: (await import('../features/treatment-flow/standard-protocol-page'))
                    .StandardProtocolPage,
                }),
              },
              {
                path: paths.doctor.regimenCreate,
                lazy: async () => ({
                  Component: (await import('../features/treatment-flow/regimen-create-page'))
                    .RegimenCreatePage,
                }),
              },
              {
                path: paths.doctor.treatmentCreate,
                lazy: async () => ({
                  Component: (await import('../features/treatment-flow/treatment-create-page'))
                    .TreatmentCreatePage,
                }),
              },
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
