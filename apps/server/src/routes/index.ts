import type { FastifyPluginAsync } from 'fastify';
import accountClosureRoutes from './api/account-closure/index.js';
import accountRoutes from './api/accounts/index.js';
import appointmentRoutes from './api/appointment/index.js';
import articleRoutes from './api/article/index.js';
import arvComponentRoutes from './api/arv-component/index.js';
import arvRegimenRoutes from './api/arv-regimen/index.js';
import auditRoutes from './api/audit/index.js';
import authRoutes from './api/auth/index.js';
import categoryRoutes from './api/category/index.js';
import clinicalRoutes from './api/clinical/index.js';
import doctorCertificateRoutes from './api/doctor-certificate/index.js';
import doctorScheduleRoutes from './api/doctor-schedule/index.js';
import emailRoutes from './api/email/index.js';
import labRoutes from './api/lab/index.js';
import messagingRoutes from './api/messaging/index.js';
import privacyRoutes from './api/privacy/index.js';
import profileRoutes from './api/profile/index.js';
import reportRoutes from './api/reports/index.js';
import retentionRoutes from './api/retention/index.js';
import statisticsRoutes from './api/statistics/index.js';
import testResultRoutes from './api/test-result/index.js';
import testTypeRoutes from './api/test-type/index.js';
import treatmentRoutes from './api/treatment/index.js';

export interface RoutesOptions {
  authRateLimit: number;
}

/** One plugin per resource of the original API, all under /api. */
export const registerRoutes: FastifyPluginAsync<RoutesOptions> = async (app, opts) => {
  // The calls that send codes or check passwords are rate limited.
  for (const limited of [authRoutes, emailRoutes, profileRoutes, messagingRoutes]) {
    await app.register(limited, { rateLimit: opts.authRateLimit });
  }
  for (const resource of [
    categoryRoutes,
    articleRoutes,
    accountRoutes,
    accountClosureRoutes,
    doctorCertificateRoutes,
    statisticsRoutes,
    appointmentRoutes,
    doctorScheduleRoutes,
    testTypeRoutes,
    arvComponentRoutes,
    arvRegimenRoutes,
    testResultRoutes,
    treatmentRoutes,
    clinicalRoutes,
    retentionRoutes,
    auditRoutes,
    privacyRoutes,
    labRoutes,
    reportRoutes,
  ]) {
    await app.register(resource);
  }
};
