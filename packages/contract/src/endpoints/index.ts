import { accountClosureEndpoints } from './account-closure.js';
import { accountEndpoints } from './accounts.js';
import { appointmentEndpoints } from './appointment.js';
import { articleEndpoints } from './article.js';
import { arvComponentEndpoints } from './arv-component.js';
import { arvRegimenEndpoints } from './arv-regimen.js';
import { auditEndpoints } from './audit.js';
import { authEndpoints } from './auth.js';
import { categoryEndpoints } from './category.js';
import { clinicalEndpoints } from './clinical.js';
import type { Endpoint } from './define.js';
import { doctorCertificateEndpoints } from './doctor-certificate.js';
import { doctorScheduleEndpoints } from './doctor-schedule.js';
import { emailEndpoints } from './email.js';
import { labEndpoints } from './lab.js';
import { messagingEndpoints } from './messaging.js';
import { privacyEndpoints } from './privacy.js';
import { profileEndpoints } from './profile.js';
import { reportEndpoints } from './reports.js';
import { retentionEndpoints } from './retention.js';
import { statisticsEndpoints } from './statistics.js';
import { testResultEndpoints } from './test-result.js';
import { testTypeEndpoints } from './test-type.js';
import { treatmentEndpoints } from './treatment.js';

export * from './account-closure.js';
export * from './accounts.js';
export * from './appointment.js';
export * from './article.js';
export * from './arv-component.js';
export * from './arv-regimen.js';
export * from './audit.js';
export * from './auth.js';
export * from './category.js';
export * from './clinical.js';
export * from './define.js';
export * from './doctor-certificate.js';
export * from './doctor-schedule.js';
export * from './email.js';
export * from './lab.js';
export * from './messaging.js';
export * from './privacy.js';
export * from './profile.js';
export * from './reports.js';
export * from './retention.js';
export * from './statistics.js';
export * from './test-result.js';
export * from './test-type.js';
export * from './treatment.js';

/** Every API endpoint, by resource, in the order the server registers them. */
export const endpoints = {
  auth: authEndpoints,
  email: emailEndpoints,
  profile: profileEndpoints,
  category: categoryEndpoints,
  article: articleEndpoints,
  accounts: accountEndpoints,
  accountClosure: accountClosureEndpoints,
  doctorCertificate: doctorCertificateEndpoints,
  statistics: statisticsEndpoints,
  appointment: appointmentEndpoints,
  doctorSchedule: doctorScheduleEndpoints,
  testType: testTypeEndpoints,
  arvComponent: arvComponentEndpoints,
  arvRegimen: arvRegimenEndpoints,
  testResult: testResultEndpoints,
  treatment: treatmentEndpoints,
  clinical: clinicalEndpoints,
  retention: retentionEndpoints,
  audit: auditEndpoints,
  privacy: privacyEndpoints,
  lab: labEndpoints,
  messaging: messagingEndpoints,
  reports: reportEndpoints,
};

/** Every endpoint as a flat list: a role's profile endpoints come out of their group. */
export function allEndpoints(): Endpoint[] {
  return Object.values(endpoints).flatMap((resource) =>
    Object.values(resource).flatMap((entry): Endpoint[] =>
      'method' in entry ? [entry] : [entry.getById, entry.update],
    ),
  );
}
