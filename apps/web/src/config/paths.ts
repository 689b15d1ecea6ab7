/** A route with one parameter: call it for a link, give its pattern to the router. */
export interface ParamRoute<P extends string> {
  (value: number | string): string;
  readonly pattern: P;
}

/** The router's pattern of a path: the string itself, or a ParamRoute's pattern. */
export const patternOf = (path: string | { readonly pattern: string }): string =>
  typeof path === 'string' ? path : path.pattern;

function route<P extends `${string}:${string}`>(pattern: P): ParamRoute<P> {
  const href = (value: number | string) => pattern.replace(/:\w+/, () => String(value));
  return Object.assign(href, { pattern });
}

/** The booking screen with a lab test chosen and, when known, the patient's own doctor offered first. */
export const bookTestHref = (testTypeId: number | null, doctorId?: number | null) => {
  const query = new URLSearchParams();
  if (testTypeId !== null) query.set('testTypeId', String(testTypeId));
  if (doctorId) query.set('doctorId', String(doctorId));
  const text = query.toString();
  return text ? `/appointments/create?${text}` : '/appointments/create';
};

/**
 * Every route of the app in one place. A plain string is both the
 * pattern and the link; a route with a parameter is a ParamRoute.
 */
export const paths = {
  home: '/',
  articles: '/articles',
  article: route('/articles/:id'),
  category: route('/category/:id'),
  contactInfo: '/contact-info',
  learnMore: '/learn-more',
  login: '/login',
  register: '/register',
  verify: '/verify',
  forgotPassword: '/forgot-password',
  /** The page of the link in an e-mail change's mail (apps/server/src/accounts/email-change.ts). */
  confirmEmail: '/confirm-email',
  /** The privacy notice, public (features/privacy). */
  privacy: '/privacy',
  profile: '/profile',
  dashboards: {
    Admin: '/admin/dashboard',
    Doctor: '/doctor/dashboard',
    Patient: '/patient/dashboard',
    Staff: '/staff/dashboard',
    Manager: '/manager/dashboard',
  },
  patient: {
    createAppointment: '/appointments/create',
    appointmentList: '/appointments/list',
    /** What was just booked (after POST /Appointment/Create). */
    bookingConfirmation: route('/appointments/confirmation/:id'),
    updateAppointment: route('/update-appointment/:id'),
    treatment: route('/treatment-for-patient/:appointmentId'),
    testResult: route('/test-result-for-patient/:appointmentId'),
    /** Not /health: the server answers that path itself. */
    myHealth: '/my-health',
    /** Who opened the patient's own record, from the access log (features/audit). */
    recordAccess: '/patient/record-access',
    /** A copy of everything the clinic holds about the patient, printable and downloadable (features/privacy). */
    myData: '/patient/my-data',
  },
  doctor: {
    appointmentManagement: '/appointments/management',
    /** Another name of the appointment manager. */
    appointmentManager: '/appointment-manager',
    /** The result -> regimen -> treatment flow; ids travel in navigation state and in the query string. */
    testResultCreate: '/test-result/create',
    chooseRegimen: '/choose-regiment',
    standardProtocol: '/standard-protocol',
    regimenCreate: '/regimens/create',
    treatmentCreate: '/treatments/create',
    mySchedules: '/my-schedules',
    testResultManagement: '/testResult-management',
    /** Specimens, the manifest, imports of results and their review (features/lab). */
    lab: '/lab',
    testResultUpdate: route('/test-results/update/:testResultId'),
    statistics: '/doctor/statistics',
    clinicalSummary: route('/patients/:patientId/clinical-summary'),
  },
  admin: {
    categories: '/categories',
    articles: '/articles-management',
    certificates: '/certificate-management',
    arvComponents: '/ARVcomponents',
    /** Another name of the component list. */
    arvComponentsAlias: '/ARVcomponents-management',
    arvComponentCreate: '/ARVcomponents/create',
    arvComponentUpdate: route('/ARVcomponents/update/:componentId'),
    testTypes: '/test-types',
    /** Another name of the test-type list, and where create and update return to. */
    testTypesAlias: '/testType-management',
    testTypeCreate: '/test-types/create',
    testTypeUpdate: route('/test-types/update/:id'),
    doctors: '/doctors-management',
    doctorCreate: '/doctors/create',
    doctorUpdate: route('/doctors/update/:userId'),
    patients: '/admin/patients',
    /** The laboratories' connections and the imports as counts (features/lab). */
    labConnections: '/admin/lab-connections',
    /** The channels patients are reached on and the log of SMS and Zalo sent (features/messaging). */
    messages: '/admin/messages',
    staff: '/staff-management',
    staffCreate: '/staffs/create',
    staffUpdate: route('/staffs/update/:userId'),
    managers: '/managers',
    /** Another name of the manager list, and where create and update return to. */
    managersAlias: '/manager-management',
    managerCreate: '/managers/create',
    managerUpdate: route('/managers/update/:userId'),
    statistics: '/admin/statistics',
    clinicalSettings: '/admin/clinical-settings',
    /** Patients' requests to close their account, completed here (features/account-closure). */
    closureRequests: '/admin/closure-requests',
    /** The access log of patients' records, with its CSV export (features/audit). */
    audit: '/admin/audit',
  },
  /** Categories and articles; the list pages are paths.admin.categories and .articles. */
  content: {
    /** Another name of the category list, the cancel target of its forms. */
    categoryManager: '/category-manager',
    categoryCreate: '/categories/create',
    categoryUpdate: route('/categories/update/:id'),
    articleCreate: '/articles/create',
    articleUpdate: route('/articles/update/:id'),
  },
  /** Doctor certificates; the list is paths.admin.certificates. */
  certificates: {
    /** The create form's cancel target, another name of the list. */
    alias: '/certificates',
    create: '/certificate/create',
    update: route('/certificate/update/:id'),
  },
  staffStatistics: '/staff/statistics',
  managerStatistics: '/manager/statistics',
  /** Late or interrupted patients to contact, with the outcome of each contact (Admin and Manager). */
  tracing: '/tracing',
  /** A quarter's indicators by age band and sex, with their CSV (Admin and Manager). */
  programmeReport: '/programme-report',
  /** Doctors' working schedules; without an id the manager shows Admin, Manager, Staff every schedule. */
  schedules: {
    manager: '/schedule-manager',
    doctorManager: route('/schedule-manager/:doctorId'),
    create: route('/schedule/create/:doctorId'),
    update: route('/update-schedule/:scheduleId'),
  },
} as const;
