import { paths, patternOf } from '../config/paths';
import type { RouteMatch } from '../lib/router';
import { appMessages } from '../messages';

/**
 * The neutral name of each screen in its tab title. Tab titles show in tab lists, history and bookmarks on
 * shared devices, so none names the service, a drug or a result (route-titles.test.ts checks them with the
 * reminders' rule); the screen's own heading may say more once it is open.
 */
const t = {
  home: appMessages.navHome,
  articles: appMessages.navArticles,
  category: 'Danh mục bài viết',
  contact: appMessages.navContact,
  learnMore: 'Tìm hiểu thêm',
  login: appMessages.login,
  register: appMessages.register,
  verify: appMessages.verifyEmail,
  forgotPassword: appMessages.forgotPassword,
  account: 'Tài khoản',
  dashboard: appMessages.dashboard,
  booking: 'Đặt lịch hẹn',
  booked: 'Đã đặt lịch hẹn',
  appointments: 'Lịch hẹn',
  records: 'Hồ sơ',
  clinicalSummary: 'Tóm tắt theo dõi lâm sàng',
  myHealth: 'Sức khỏe của tôi',
  recordAccess: 'Lịch sử truy cập hồ sơ',
  accessLog: 'Nhật ký truy cập',
  myData: 'Dữ liệu của tôi',
  privacy: 'Quyền riêng tư',
  settings: 'Cấu hình lâm sàng',
  closureRequests: 'Yêu cầu đóng tài khoản',
  workSchedules: 'Lịch làm việc',
  masterData: 'Danh mục dữ liệu',
  accounts: 'Quản lý tài khoản',
  reports: 'Thống kê',
  programmeReport: 'Báo cáo theo tuổi và giới',
  followUp: 'Theo dõi tiếp cận bệnh nhân',
  content: 'Quản lý nội dung',
  certificates: 'Chứng chỉ',
  // Tabs show on shared screens: the laboratory's pages are named by what is done, not what is tested.
  lab: 'Mẫu gửi đi',
  labConnections: 'Kết nối phòng lab',
  messages: 'Tin nhắn gửi bệnh nhân',
  notFound: appMessages.notFoundTitle,
} as const;

type Pattern = Parameters<typeof patternOf>[0];

const TITLES: [Pattern[], string][] = [
  [[paths.articles, paths.article], t.articles],
  [[paths.category], t.category],
  [[paths.contactInfo], t.contact],
  [[paths.learnMore], t.learnMore],
  [[paths.login], t.login],
  [[paths.register], t.register],
  [[paths.verify], t.verify],
  [[paths.forgotPassword], t.forgotPassword],
  [[paths.confirmEmail], t.verify],
  [[`${paths.profile}/*`], t.account],
  [Object.values(paths.dashboards), t.dashboard],
  [[paths.patient.createAppointment], t.booking],
  [[paths.patient.bookingConfirmation], t.booked],
  [
    [
      paths.patient.appointmentList,
      paths.patient.updateAppointment,
      paths.doctor.appointmentManagement,
      paths.doctor.appointmentManager,
    ],
    t.appointments,
  ],
  [
    [
      paths.patient.treatment,
      paths.patient.testResult,
      paths.doctor.testResultCreate,
      paths.doctor.chooseRegimen,
      paths.doctor.standardProtocol,
      paths.doctor.regimenCreate,
      paths.doctor.treatmentCreate,
      paths.doctor.testResultManagement,
      paths.doctor.testResultUpdate,
      '/tests/*',
    ],
    t.records,
  ],
  [[paths.doctor.clinicalSummary], t.clinicalSummary],
  [[paths.patient.myHealth], t.myHealth],
  [[paths.patient.recordAccess], t.recordAccess],
  [[paths.admin.audit], t.accessLog],
  [[paths.patient.myData], t.myData],
  [[paths.privacy], t.privacy],
  [[paths.admin.clinicalSettings], t.settings],
  [[paths.admin.closureRequests], t.closureRequests],
  [[...Object.values(paths.schedules), paths.doctor.mySchedules], t.workSchedules],
  [
    [
      paths.admin.arvComponents,
      paths.admin.arvComponentsAlias,
      paths.admin.arvComponentCreate,
      paths.admin.arvComponentUpdate,
      paths.admin.testTypes,
      paths.admin.testTypesAlias,
      paths.admin.testTypeCreate,
      paths.admin.testTypeUpdate,
    ],
    t.masterData,
  ],
  [
    [
      paths.admin.managers,
      paths.admin.managersAlias,
      paths.admin.managerCreate,
      paths.admin.managerUpdate,
      paths.admin.doctors,
      paths.admin.doctorCreate,
      paths.admin.doctorUpdate,
      paths.admin.staff,
      paths.admin.staffCreate,
      paths.admin.staffUpdate,
      paths.admin.patients,
    ],
    t.accounts,
  ],
  [
    [paths.admin.statistics, paths.doctor.statistics, paths.staffStatistics, paths.managerStatistics],
    t.reports,
  ],
  [[paths.programmeReport], t.programmeReport],
  [[paths.tracing], t.followUp],
  [[paths.doctor.lab], t.lab],
  [[paths.admin.labConnections], t.labConnections],
  [[paths.admin.messages], t.messages],
  [[paths.admin.categories, paths.admin.articles, ...Object.values(paths.content)], t.content],
  [[paths.admin.certificates, ...Object.values(paths.certificates)], t.certificates],
  [['*'], t.notFound],
];

const byPattern = new Map(TITLES.flatMap(([patterns, title]) => patterns.map((p) => [patternOf(p), title])));

/** The tab title's screen name of the matched routes: the deepest route's; the home page is the index route. */
export function screenTitle(matches: readonly RouteMatch[]): string | undefined {
  const route = matches.at(-1)?.route;
  if (!route) return undefined;
  if (route.index) return t.home;
  return route.path === undefined ? undefined : byPattern.get(route.path);
}

/** Every screen name, for the test of the message rule. */
export const SCREEN_TITLES: readonly string[] = Object.values(t);
