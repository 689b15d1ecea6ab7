import type { Role } from '@clinic/contract';
import { notifications } from '@mantine/notifications';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-states';
import { paths } from '../config/paths';
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
            path: paths.article.pattern,
            lazy: async () => ({ Component: (await import('../features/content/article-page')).ArticlePage }),
          },
          {
            path: paths.category.pattern,
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
                path: paths.patient.updateAppointment.pattern,
                lazy: async () => ({
                  Component: (await import('../features/appointments/update-appointment-page'))
                    .UpdateAppointmentPage,
                }),
              },
              {
                path: paths.patient.treatment.pattern,
                lazy: async () => ({
                  Component: (await import('../features/patient-records/treatment-page')).TreatmentPage,
                }),
              },
              {
                path: paths.patient.testResult.pattern,
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
                path: paths.schedules.doctorManager.pattern,
                lazy: async () => ({
                  Component: (await import('../features/schedules/schedule-manager-page'))
                    .ScheduleManagerPage,
                }),
              },
              {
                path: paths.schedules.create.pattern,
                lazy: async () => ({
                  Component: (await import('../features/schedules/create-schedule-page')).CreateSchedulePage,
                }),
              },
              {
                path: paths.schedules.update.pattern,
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
              // Master data: ARV components and test types (features/master-data), aliases included.
              ...[paths.admin.arvComponents, paths.admin.arvComponentsAlias].map(
                (path): RouteObject => ({
                  path,
                  lazy: async () => ({
                    Component: (await import('../features/master-data/arv-components-page'))
                      .ArvComponentsPage,
                  }),
                }),
              ),
              {
                path: paths.admin.arvComponentCreate,
                lazy: async () => ({
                  Component: (await import('../features/master-data/arv-component-form-page'))
                    .ArvComponentCreatePage,
                }),
              },
              {
                path: paths.admin.arvComponentUpdate.pattern,
                lazy: async () => ({
                  Component: (await import('../features/master-data/arv-component-form-page'))
                    .ArvComponentUpdatePage,
                }),
              },
              ...[paths.admin.testTypes, paths.admin.testTypesAlias].map(
                (path): RouteObject => ({
                  path,
                  lazy: async () => ({
                    Component: (await import('../features/master-data/test-types-page')).TestTypesPage,
                  }),
                }),
              ),
              {
                path: paths.admin.testTypeCreate,
                lazy: async () => ({
                  Component: (await import('../features/master-data/test-type-form-page')).TestTypeCreatePage,
                }),
              },
              {
                path: paths.admin.testTypeUpdate.pattern,
                lazy: async () => ({
                  Component: (await import('../features/master-data/test-type-form-page')).TestTypeUpdatePage,
                }),
              },
              // Doctors' own test results (features/test-results).
              {
                path: paths.doctor.testResultManagement,
                lazy: async () => ({
                  Component: (await import('../features/test-results/test-result-management-page'))
                    .TestResultManagementPage,
                }),
              },
              {
                path: paths.doctor.testResultUpdate.pattern,
                lazy: async () => ({
                  Component: (await import('../features/test-results/test-result-update-page'))
                    .TestResultUpdatePage,
                }),
              },
              // Accounts, the patient list and statistics (features/accounts, features/statistics).
              {
                path: paths.admin.managers,
                lazy: async () => ({
                  Component: (await import('../features/accounts/accounts-list-pages')).ManagersPage,
                }),
              },
              {
                path: paths.admin.managersAlias,
                lazy: async () => ({
                  Component: (await import('../features/accounts/accounts-list-pages')).ManagersPage,
                }),
              },
              {
                path: paths.admin.managerCreate,
                lazy: async () => ({
                  Component: (await import('../features/accounts/account-create-page')).ManagerCreatePage,
                }),
              },
              {
                path: paths.admin.managerUpdate.pattern,
                lazy: async () => ({
                  Component: (await import('../features/accounts/account-update-page')).ManagerUpdatePage,
                }),
              },
              {
                path: paths.admin.doctors,
                lazy: async () => ({
                  Component: (await import('../features/accounts/accounts-list-pages')).DoctorsPage,
                }),
              },
              {
                path: paths.admin.doctorCreate,
                lazy: async () => ({
                  Component: (await import('../features/accounts/account-create-page')).DoctorCreatePage,
                }),
              },
              {
                path: paths.admin.doctorUpdate.pattern,
                lazy: async () => ({
                  Component: (await import('../features/accounts/account-update-page')).DoctorUpdatePage,
                }),
              },
              {
                path: paths.admin.staff,
                lazy: async () => ({
                  Component: (await import('../features/accounts/accounts-list-pages')).StaffPage,
                }),
              },
              {
                path: paths.admin.staffCreate,
                lazy: async () => ({
                  Component: (await import('../features/accounts/account-create-page')).StaffCreatePage,
                }),
              },
              {
                path: paths.admin.staffUpdate.pattern,
                lazy: async () => ({
                  Component: (await import('../features/accounts/account-update-page')).StaffUpdatePage,
                }),
              },
              {
                path: paths.admin.patients,
                lazy: async () => ({
                  Component: (await import('../features/accounts/accounts-list-pages')).PatientsPage,
                }),
              },
              {
                path: paths.admin.statistics,
                lazy: async () => ({
                  Component: (await import('../features/statistics/statistics-pages')).AdminStatisticsPage,
                }),
              },
              {
                path: paths.doctor.statistics,
                lazy: async () => ({
                  Component: (await import('../features/statistics/statistics-pages')).DoctorStatisticsPage,
                }),
              },
              {
                path: paths.staffStatistics,
                lazy: async () => ({
                  Component: (await import('../features/statistics/statistics-pages')).StaffStatisticsPage,
                }),
              },
              {
                path: paths.managerStatistics,
                lazy: async () => ({
                  Component: (await import('../features/statistics/statistics-pages')).ManagerStatisticsPage,
                }),
              },
              // Categories and articles, doctor certificates (features/content-admin, features/certificates).
              ...[paths.admin.categories, paths.content.categoryManager].map(
                (path): RouteObject => ({
                  path,
                  lazy: async () => ({
                    Component: (await import('../features/content-admin/categories-page')).CategoriesPage,
                  }),
                }),
              ),
              {
                path: paths.content.categoryCreate,
                lazy: async () => ({
                  Component: (await import('../features/content-admin/category-form-pages'))
                    .CategoryCreatePage,
                }),
              },
              {
                path: paths.content.categoryUpdate.pattern,
                lazy: async () => ({
                  Component: (await import('../features/content-admin/category-form-pages'))
                    .CategoryUpdatePage,
                }),
              },
              {
                path: paths.admin.articles,
                lazy: async () => ({
                  Component: (await import('../features/content-admin/articles-management-page'))
                    .ArticlesManagementPage,
                }),
              },
              {
                path: paths.content.articleCreate,
                lazy: async () => ({
                  Component: (await import('../features/content-admin/article-form-pages')).ArticleCreatePage,
                }),
              },
              {
                path: paths.content.articleUpdate.pattern,
                lazy: async () => ({
                  Component: (await import('../features/content-admin/article-form-pages')).ArticleUpdatePage,
                }),
              },
              ...[paths.admin.certificates, paths.certificates.alias].map(
                (path): RouteObject => ({
                  path,
                  lazy: async () => ({
                    Component: (await import('../features/certificates/certificates-page')).CertificatesPage,
                  }),
                }),
              ),
              {
                path: paths.certificates.create,
                lazy: async () => ({
                  Component: (await import('../features/certificates/certificate-form-pages'))
                    .CertificateCreatePage,
                }),
              },
              {
                path: paths.certificates.update.pattern,
                lazy: async () => ({
                  Component: (await import('../features/certificates/certificate-form-pages'))
                    .CertificateUpdatePage,
                }),
              },
              {
                path: '/tests/*',
                lazy: async () => ({
                  Component: (await import('../features/system/tests-redirect')).TestsRedirect,
                }),
              },
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
