/** Every route of the app in one place (spec clinical-flows 2, administration 2). */
export const paths = {
  home: '/',
  articles: '/articles',
  article: (id: number | string) => `/articles/${id}`,
  category: (id: number | string) => `/category/${id}`,
  contactInfo: '/contact-info',
  learnMore: '/learn-more',
  login: '/login',
  register: '/register',
  verify: '/verify',
  forgotPassword: '/forgot-password',
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
    updateAppointment: (id: number | string) => `/update-appointment/${id}`,
    treatment: (appointmentId: number | string) => `/treatment-for-patient/${appointmentId}`,
    testResult: (appointmentId: number | string) => `/test-result-for-patient/${appointmentId}`,
  },
  doctor: {
    appointmentManagement: '/appointments/management',
    /** Spec 2: another name of the appointment manager. */
    appointmentManager: '/appointment-manager',
    /** The result -> regimen -> treatment flow; ids travel in navigation state and in the query string. */
    testResultCreate: '/test-result/create',
    chooseRegimen: '/choose-regiment',
    standardProtocol: '/standard-protocol',
    regimenCreate: '/regimens/create',
    treatmentCreate: '/treatments/create',
    mySchedules: '/my-schedules',
    testResultManagement: '/testResult-management',
    testResultUpdate: (testResultId: number | string) => `/test-results/update/${testResultId}`,
    statistics: '/doctor/statistics',
  },
  admin: {
    categories: '/categories',
    articles: '/articles-management',
    certificates: '/certificate-management',
    arvComponents: '/ARVcomponents',
    /** Spec 2: another name of the component list. */
    arvComponentsAlias: '/ARVcomponents-management',
    arvComponentCreate: '/ARVcomponents/create',
    arvComponentUpdate: (componentId: number | string) => `/ARVcomponents/update/${componentId}`,
    testTypes: '/test-types',
    /** Spec 2: another name of the test-type list, and where create and update return to. */
    testTypesAlias: '/testType-management',
    testTypeCreate: '/test-types/create',
    testTypeUpdate: (id: number | string) => `/test-types/update/${id}`,
    doctors: '/doctors-management',
    doctorCreate: '/doctors/create',
    doctorUpdate: (userId: number | string) => `/doctors/update/${userId}`,
    patients: '/admin/patients',
    staff: '/staff-management',
    staffCreate: '/staffs/create',
    staffUpdate: (userId: number | string) => `/staffs/update/${userId}`,
    managers: '/managers',
    /** Spec 2: another name of the manager list, and where create and update return to. */
    managersAlias: '/manager-management',
    managerCreate: '/managers/create',
    managerUpdate: (userId: number | string) => `/managers/update/${userId}`,
    statistics: '/admin/statistics',
  },
  /** Categories and articles (administration 2); the list pages are paths.admin.categories and .articles. */
  content: {
    /** Spec 2: another name of the category list, the cancel target of its forms. */
    categoryManager: '/category-manager',
    categoryCreate: '/categories/create',
    categoryUpdate: (id: number | string) => `/categories/update/${id}`,
    articleCreate: '/articles/create',
    articleUpdate: (id: number | string) => `/articles/update/${id}`,
  },
  /** Doctor certificates (administration 2); the list is paths.admin.certificates. */
  certificates: {
    /** Spec 2: the create form's cancel target, another name of the list. */
    alias: '/certificates',
    create: '/certificate/create',
    update: (id: number | string) => `/certificate/update/${id}`,
  },
  staffStatistics: '/staff/statistics',
  managerStatistics: '/manager/statistics',
  /** Doctors' working schedules (spec 2); without an id the manager shows Admin, Manager, Staff every schedule. */
  schedules: {
    manager: '/schedule-manager',
    doctorManager: (doctorId: number | string) => `/schedule-manager/${doctorId}`,
    create: (doctorId: number | string) => `/schedule/create/${doctorId}`,
    update: (scheduleId: number | string) => `/update-schedule/${scheduleId}`,
  },
} as const;
