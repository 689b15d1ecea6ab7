import {
  ADMIN,
  ADMIN_AND_MANAGER,
  ADMIN_AND_STAFF,
  DOCTORS,
  MANAGEMENT,
  MANAGEMENT_AND_DOCTORS,
  PATIENTS,
  ROLES,
  type Role,
} from '@clinic/contract';
import type { ComponentType } from 'react';
import { PageLoader } from '../components/page-states';
import { handleAccess, type RouteAccess } from '../components/require-role';
import { paths, patternOf } from '../config/paths';
import { HomePage } from '../features/content/home-page';
import type { RouteObject } from '../lib/router';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import { RouteErrorPage } from './route-error-page';

type Path = string | { readonly pattern: string };

/**
 * One screen: its path (or paths, when it answers at several addresses), the component loaded when it is first
 * opened, and who may open it. The access lands in the route's handle, where the protected layout's guard reads it.
 */
function page(path: Path | Path[], load: () => Promise<ComponentType>, access?: RouteAccess): RouteObject[] {
  return (Array.isArray(path) ? path : [path]).map((p) => ({
    path: patternOf(p),
    handle: access ? { access } : undefined,
    lazy: async () => {
      const [Screen, { withQueries }] = await Promise.all([load(), import('../lib/query-provider')]);
      return { Component: withQueries(Screen) };
    },
  }));
}

const patientOnly: RouteAccess = { roles: PATIENTS, patientId: true };
const management: RouteAccess = { roles: MANAGEMENT };
const doctors: RouteAccess = { roles: DOCTORS };
const admin: RouteAccess = { roles: ADMIN };
/**
 * The clinic-wide tracing list (a doctor sees their own patients' list on the dashboard), the manager's statistics
 * and the programme report.
 */
const adminAndManager: RouteAccess = { roles: ADMIN_AND_MANAGER };

/**
 * What another feature adds to a role's dashboard: the doctor's gets the tracing list after today's agenda, the
 * admin's the access-log alerts (features/audit). Features do not import each other, so they meet here.
 */
const DASHBOARD_PANELS: Partial<Record<Role, () => Promise<ComponentType>>> = {
  Doctor: () => import('../features/tracing/tracing-panel').then((m) => m.TracingPanel),
  Admin: () => import('../features/audit/audit-alerts-panel').then((m) => m.AuditAlertsPanel),
};

/** The page reads its role from the route handle, so one component serves the five dashboards. */
const dashboardRoute = (role: Role): RouteObject => ({
  path: paths.dashboards[role],
  handle: { role },
  lazy: async () => {
    const dashboard = import('../features/dashboard/dashboard-page');
    const queries = import('../lib/query-provider');
    const loadPanel = DASHBOARD_PANELS[role];
    if (!loadPanel) {
      const [{ DashboardPage }, { withQueries }] = await Promise.all([dashboard, queries]);
      return { Component: withQueries(DashboardPage) };
    }
    const [{ DashboardPage }, Panel, { withQueries }] = await Promise.all([dashboard, loadPanel(), queries]);
    return {
      Component: withQueries(function DashboardWithPanel() {
        return (
          <DashboardPage>
            <Panel />
          </DashboardPage>
        );
      }),
    };
  },
});

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      {
        Component: MainLayout,
        children: [
          // The landing page comes with the shell: loaded lazily, it took a dozen more requests before it was
          // drawn.
          { index: true, Component: HomePage },
          ...page(paths.articles, () =>
            import('../features/content/articles-page').then((m) => m.ArticlesPage),
          ),
          ...page(paths.article, () => import('../features/content/article-page').then((m) => m.ArticlePage)),
          ...page(paths.category, () =>
            import('../features/content/category-page').then((m) => m.CategoryPage),
          ),
          // The privacy notice is public, with the site's header and footer (features/privacy).
          ...page(paths.privacy, () => import('../features/privacy/privacy-page').then((m) => m.PrivacyPage)),
          {
            lazy: async () => ({ Component: (await import('./layouts/protected-layout')).ProtectedLayout }),
            children: [
              // A patient's profile ends with the account-closure request (features/account-closure).
              ...page(`${paths.profile}/*`, async () => {
                const [{ ProfilePage }, { ClosureRequestPanel }] = await Promise.all([
                  import('../features/profile/profile-page'),
                  import('../features/account-closure/closure-request-panel'),
                ]);
                return function ProfileWithClosure() {
                  return (
                    <ProfilePage>
                      <ClosureRequestPanel />
                    </ProfilePage>
                  );
                };
              }),
              ...ROLES.map(dashboardRoute),
              // Patient screens (features/booking, features/appointments, features/patient-records).
              ...page(
                paths.patient.createAppointment,
                () => import('../features/booking/booking-page').then((m) => m.BookingPage),
                patientOnly,
              ),
              ...page(
                paths.patient.bookingConfirmation,
                () => import('../features/booking/confirmation-page').then((m) => m.BookingConfirmationPage),
                patientOnly,
              ),
              ...page(
                paths.patient.appointmentList,
                () => import('../features/appointments/appointments-page').then((m) => m.AppointmentsPage),
                patientOnly,
              ),
              ...page(
                paths.patient.updateAppointment,
                () =>
                  import('../features/appointments/update-appointment-page').then(
                    (m) => m.UpdateAppointmentPage,
                  ),
                patientOnly,
              ),
              ...page(
                paths.patient.treatment,
                () => import('../features/patient-records/treatment-page').then((m) => m.TreatmentPage),
                patientOnly,
              ),
              ...page(
                paths.patient.testResult,
                () => import('../features/patient-records/test-result-page').then((m) => m.TestResultPage),
                patientOnly,
              ),
              // Viral-load and CD4 monitoring (features/monitoring).
              ...page(
                paths.patient.myHealth,
                () => import('../features/monitoring/my-health-page').then((m) => m.MyHealthPage),
                patientOnly,
              ),
              // The access log (features/audit): the patient's own record, and the whole log for the admin.
              ...page(
                paths.patient.recordAccess,
                () => import('../features/audit/record-access-page').then((m) => m.RecordAccessPage),
                patientOnly,
              ),
              // A copy of everything held about the patient, to print or download (features/privacy).
              ...page(
                paths.patient.myData,
                () => import('../features/privacy/my-data-page').then((m) => m.MyDataPage),
                patientOnly,
              ),
              ...page(
                paths.admin.audit,
                () => import('../features/audit/audit-log-page').then((m) => m.AuditLogPage),
                admin,
              ),
              ...page(
                paths.doctor.clinicalSummary,
                () =>
                  import('../features/monitoring/clinical-summary-page').then((m) => m.ClinicalSummaryPage),
                doctors,
              ),
              ...page(
                paths.admin.closureRequests,
                () =>
                  import('../features/account-closure/closure-requests-page').then(
                    (m) => m.ClosureRequestsPage,
                  ),
                admin,
              ),
              ...page(
                paths.admin.clinicalSettings,
                () =>
                  import('../features/monitoring/clinical-settings-page').then((m) => m.ClinicalSettingsPage),
                admin,
              ),
              // Doctors' working schedules (features/schedules). Their pages decide access themselves: a doctor
              // reaches only their own schedules, and a refusal is shown in place rather than sent home.
              ...page([paths.schedules.manager, paths.schedules.doctorManager], () =>
                import('../features/schedules/schedule-manager-page').then((m) => m.ScheduleManagerPage),
              ),
              ...page(paths.schedules.create, () =>
                import('../features/schedules/create-schedule-page').then((m) => m.CreateSchedulePage),
              ),
              ...page(paths.schedules.update, () =>
                import('../features/schedules/update-schedule-page').then((m) => m.UpdateSchedulePage),
              ),
              ...page(paths.doctor.mySchedules, () =>
                import('../features/schedules/my-schedules-page').then((m) => m.MySchedulesPage),
              ),
              // Doctor screens: the appointment manager and the result -> regimen -> treatment flow
              // (features/doctor-appointments, features/treatment-flow), and their own results
              // (features/test-results).
              ...page(
                [paths.doctor.appointmentManagement, paths.doctor.appointmentManager],
                () =>
                  import('../features/doctor-appointments/appointment-management-page').then(
                    (m) => m.AppointmentManagementPage,
                  ),
                doctors,
              ),
              ...page(
                paths.doctor.testResultCreate,
                () =>
                  import('../features/treatment-flow/test-result-create-page').then(
                    (m) => m.TestResultCreatePage,
                  ),
                doctors,
              ),
              ...page(
                paths.doctor.chooseRegimen,
                () =>
                  import('../features/treatment-flow/choose-regimen-page').then((m) => m.ChooseRegimenPage),
                doctors,
              ),
              ...page(
                paths.doctor.standardProtocol,
                () =>
                  import('../features/treatment-flow/standard-protocol-page').then(
                    (m) => m.StandardProtocolPage,
                  ),
                doctors,
              ),
              ...page(
                paths.doctor.regimenCreate,
                () =>
                  import('../features/treatment-flow/regimen-create-page').then((m) => m.RegimenCreatePage),
                doctors,
              ),
              ...page(
                paths.doctor.treatmentCreate,
                () =>
                  import('../features/treatment-flow/treatment-create-page').then(
                    (m) => m.TreatmentCreatePage,
                  ),
                doctors,
              ),
              ...page(
                paths.doctor.testResultManagement,
                () =>
                  import('../features/test-results/test-result-management-page').then(
                    (m) => m.TestResultManagementPage,
                  ),
                doctors,
              ),
              ...page(
                paths.doctor.testResultUpdate,
                () =>
                  import('../features/test-results/test-result-update-page').then(
                    (m) => m.TestResultUpdatePage,
                  ),
                doctors,
              ),
              // Master data: ARV components and test types (features/master-data).
              ...page(
                [paths.admin.arvComponents, paths.admin.arvComponentsAlias],
                () => import('../features/master-data/arv-components-page').then((m) => m.ArvComponentsPage),
                management,
              ),
              ...page(
                paths.admin.arvComponentCreate,
                () =>
                  import('../features/master-data/arv-component-form-page').then(
                    (m) => m.ArvComponentCreatePage,
                  ),
                management,
              ),
              ...page(
                paths.admin.arvComponentUpdate,
                () =>
                  import('../features/master-data/arv-component-form-page').then(
                    (m) => m.ArvComponentUpdatePage,
                  ),
                management,
              ),
              ...page(
                [paths.admin.testTypes, paths.admin.testTypesAlias],
                () => import('../features/master-data/test-types-page').then((m) => m.TestTypesPage),
                management,
              ),
              ...page(
                paths.admin.testTypeCreate,
                () => import('../features/master-data/test-type-form-page').then((m) => m.TestTypeCreatePage),
                management,
              ),
              ...page(
                paths.admin.testTypeUpdate,
                () => import('../features/master-data/test-type-form-page').then((m) => m.TestTypeUpdatePage),
                management,
              ),
              // Accounts and the patient list (features/accounts): managers and staff are the admin's, doctors
              // are management's.
              ...page(
                [paths.admin.managers, paths.admin.managersAlias],
                () => import('../features/accounts/accounts-list-pages').then((m) => m.ManagersPage),
                admin,
              ),
              ...page(
                paths.admin.managerCreate,
                () => import('../features/accounts/account-create-page').then((m) => m.ManagerCreatePage),
                admin,
              ),
              ...page(
                paths.admin.managerUpdate,
                () => import('../features/accounts/account-update-page').then((m) => m.ManagerUpdatePage),
                admin,
              ),
              ...page(
                paths.admin.doctors,
                () => import('../features/accounts/accounts-list-pages').then((m) => m.DoctorsPage),
                management,
              ),
              ...page(
                paths.admin.doctorCreate,
                () => import('../features/accounts/account-create-page').then((m) => m.DoctorCreatePage),
                management,
              ),
              ...page(
                paths.admin.doctorUpdate,
                () => import('../features/accounts/account-update-page').then((m) => m.DoctorUpdatePage),
                management,
              ),
              ...page(
                paths.admin.staff,
                () => import('../features/accounts/accounts-list-pages').then((m) => m.StaffPage),
                admin,
              ),
              ...page(
                paths.admin.staffCreate,
                () => import('../features/accounts/account-create-page').then((m) => m.StaffCreatePage),
                admin,
              ),
              ...page(
                paths.admin.staffUpdate,
                () => import('../features/accounts/account-update-page').then((m) => m.StaffUpdatePage),
                admin,
              ),
              ...page(
                paths.admin.patients,
                () => import('../features/accounts/accounts-list-pages').then((m) => m.PatientsPage),
                admin,
              ),
              // Statistics (features/statistics): each role's own page, which the admin may open too.
              ...page(
                paths.admin.statistics,
                () => import('../features/statistics/statistics-pages').then((m) => m.AdminStatisticsPage),
                admin,
              ),
              ...page(
                paths.doctor.statistics,
                () => import('../features/statistics/statistics-pages').then((m) => m.DoctorStatisticsPage),
                doctors,
              ),
              ...page(
                paths.staffStatistics,
                () => import('../features/statistics/statistics-pages').then((m) => m.StaffStatisticsPage),
                { roles: ADMIN_AND_STAFF },
              ),
              ...page(
                paths.managerStatistics,
                () => import('../features/statistics/statistics-pages').then((m) => m.ManagerStatisticsPage),
                adminAndManager,
              ),
              ...page(
                paths.programmeReport,
                () =>
                  import('../features/statistics/programme-report-page').then((m) => m.ProgrammeReportPage),
                adminAndManager,
              ),
              // Specimens, the manifest and the laboratory's results (features/lab).
              ...page(
                paths.doctor.lab,
                () => import('../features/lab/lab-page').then((m) => m.LabPage),
                doctors,
              ),
              ...page(
                paths.admin.labConnections,
                () => import('../features/lab/lab-connections-page').then((m) => m.LabConnectionsPage),
                admin,
              ),
              // The channels patients are reached on and the log of what was sent (features/messaging).
              ...page(
                paths.admin.messages,
                () => import('../features/messaging/messaging-page').then((m) => m.MessagingPage),
                admin,
              ),
              // Late or interrupted patients to contact (features/tracing).
              ...page(
                paths.tracing,
                () => import('../features/tracing/tracing-page').then((m) => m.TracingPage),
                adminAndManager,
              ),
              // Categories and articles, doctor certificates (features/content-admin, features/certificates).
              ...page(
                [paths.admin.categories, paths.content.categoryManager],
                () => import('../features/content-admin/categories-page').then((m) => m.CategoriesPage),
                management,
              ),
              ...page(
                paths.content.categoryCreate,
                () =>
                  import('../features/content-admin/category-form-pages').then((m) => m.CategoryCreatePage),
                management,
              ),
              ...page(
                paths.content.categoryUpdate,
                () =>
                  import('../features/content-admin/category-form-pages').then((m) => m.CategoryUpdatePage),
                management,
              ),
              ...page(
                paths.admin.articles,
                () =>
                  import('../features/content-admin/articles-management-page').then(
                    (m) => m.ArticlesManagementPage,
                  ),
                management,
              ),
              ...page(
                paths.content.articleCreate,
                () => import('../features/content-admin/article-form-pages').then((m) => m.ArticleCreatePage),
                management,
              ),
              ...page(
                paths.content.articleUpdate,
                () => import('../features/content-admin/article-form-pages').then((m) => m.ArticleUpdatePage),
                management,
              ),
              // Doctors read the certificate list (their own); management runs it.
              ...page(
                [paths.admin.certificates, paths.certificates.alias],
                () => import('../features/certificates/certificates-page').then((m) => m.CertificatesPage),
                { roles: MANAGEMENT_AND_DOCTORS },
              ),
              ...page(
                paths.certificates.create,
                () =>
                  import('../features/certificates/certificate-form-pages').then(
                    (m) => m.CertificateCreatePage,
                  ),
                management,
              ),
              ...page(
                paths.certificates.update,
                () =>
                  import('../features/certificates/certificate-form-pages').then(
                    (m) => m.CertificateUpdatePage,
                  ),
                management,
              ),
              ...page('/tests/*', () =>
                import('../features/system/tests-redirect').then((m) => m.TestsRedirect),
              ),
            ],
          },
          ...page('*', () => import('../features/system/not-found-page').then((m) => m.NotFoundPage)),
        ],
      },
      {
        Component: BareLayout,
        children: [
          ...page(paths.login, () => import('../features/auth/login-page').then((m) => m.LoginPage)),
          ...page(paths.register, () => import('../features/auth/register-page').then((m) => m.RegisterPage)),
          ...page(paths.verify, () => import('../features/auth/verify-page').then((m) => m.VerifyPage)),
          ...page(paths.forgotPassword, () =>
            import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
          ),
          ...page(paths.confirmEmail, () =>
            import('../features/auth/confirm-email-page').then((m) => m.ConfirmEmailPage),
          ),
          ...page(paths.contactInfo, () =>
            import('../features/info/contact-info-page').then((m) => m.ContactInfoPage),
          ),
          ...page(paths.learnMore, () =>
            import('../features/info/learn-more-page').then((m) => m.LearnMorePage),
          ),
        ],
      },
    ],
  },
];

/** The access a path's route declares, for tests that check a screen's guard against the table above. */
export function accessOf(path: string, list: RouteObject[] = routes): RouteAccess | undefined {
  for (const r of list) {
    if (r.path === path) return handleAccess(r.handle);
    const found = r.children && accessOf(path, r.children);
    if (found) return found;
  }
  return undefined;
}
