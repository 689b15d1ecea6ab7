import { ROLES, type Role, type UserDetails } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { accountLinks } from '../components/account-links';
import { FOOTER_LINKS } from '../components/site-footer';
import { PUBLIC_LINKS } from '../components/site-header';
import { paths } from '../config/paths';
import { ROLE_MENU } from '../config/role-menu';
import { accountClosureMessages } from '../features/account-closure/messages';
import { accountsMessages } from '../features/accounts/messages';
import { appointmentsMessages } from '../features/appointments/messages';
import { auditMessages } from '../features/audit/messages';
import { bookingMessages } from '../features/booking/messages';
import { certificateMessages } from '../features/certificates/messages';
import { contentMessages } from '../features/content/messages';
import { contentAdminMessages } from '../features/content-admin/messages';
import { doctorAppointmentsMessages } from '../features/doctor-appointments/messages';
import { infoMessages } from '../features/info/messages';
import { labScreenMessages } from '../features/lab/messages';
import { masterDataMessages } from '../features/master-data/messages';
import { messagingScreenMessages } from '../features/messaging/messages';
import { monitoringPageMessages } from '../features/monitoring/messages';
import { privacyMessages } from '../features/privacy/messages';
import { profileMessages } from '../features/profile/messages';
import { schedulesMessages } from '../features/schedules/messages';
import { statisticsMessages } from '../features/statistics/messages';
import { testResultsMessages } from '../features/test-results/messages';
import { tracingMessages } from '../features/tracing/messages';
import type { Session } from '../lib/auth/session';
import { matchRoutes, rankRoutes } from '../lib/router/match';
import { screenTitle } from './route-titles';
import { routes } from './routes';

/** The heading (h1) of each page a menu opens, as its screen writes it. */
const HEADINGS: Record<string, string> = {
  [paths.articles]: contentMessages.articlesPageTitle,
  [paths.contactInfo]: infoMessages.contactTitle,
  [paths.learnMore]: infoMessages.learnMoreTitle,
  [paths.privacy]: privacyMessages.noticeTitle,
  [paths.profile]: profileMessages.title,
  [paths.patient.createAppointment]: bookingMessages.title,
  [paths.patient.appointmentList]: appointmentsMessages.listTitle,
  [paths.patient.myHealth]: monitoringPageMessages.myHealthTitle,
  [paths.patient.recordAccess]: auditMessages.recordAccessTitle,
  [paths.patient.myData]: privacyMessages.myDataTitle,
  [paths.doctor.appointmentManagement]: doctorAppointmentsMessages.title,
  [paths.doctor.mySchedules]: schedulesMessages.mineTitle,
  [paths.doctor.testResultManagement]: testResultsMessages.title,
  [paths.doctor.statistics]: statisticsMessages.doctorTitle,
  [paths.admin.categories]: contentAdminMessages.categoriesTitle,
  [paths.admin.articles]: contentAdminMessages.articlesTitle,
  [paths.admin.certificates]: certificateMessages.listTitle,
  [paths.admin.arvComponents]: masterDataMessages.componentsTitle,
  [paths.admin.testTypes]: masterDataMessages.testTypesTitle,
  [paths.admin.doctors]: accountsMessages.doctors.listTitle,
  [paths.admin.patients]: accountsMessages.patients.listTitle,
  [paths.admin.staff]: accountsMessages.staff.listTitle,
  [paths.tracing]: tracingMessages.pageTitle,
  [paths.doctor.lab]: labScreenMessages.title,
  [paths.admin.labConnections]: labScreenMessages.connectionsTitle,
  [paths.admin.messages]: messagingScreenMessages.title,
  [paths.admin.statistics]: statisticsMessages.adminTitle,
  [paths.admin.clinicalSettings]: monitoringPageMessages.settingsTitle,
  [paths.admin.closureRequests]: accountClosureMessages.pageTitle,
  [paths.admin.audit]: auditMessages.logTitle,
  [paths.staffStatistics]: statisticsMessages.staffTitle,
  [paths.managerStatistics]: statisticsMessages.managerTitle,
  [paths.programmeReport]: statisticsMessages.reportTitle,
};

/**
 * Two pages have no name for a heading: the home page's is its hero, a dashboard's greets the user by name. A
 * link to them says the page's name of the tab title.
 */
const UNNAMED_HEADING = new Set<string>([paths.home, ...Object.values(paths.dashboards)]);

const branches = rankRoutes(routes);

/** What a menu entry opening `to` must say: its page's heading, or the tab's name where the heading is none. */
function pageName(to: string): string | undefined {
  if (!UNNAMED_HEADING.has(to)) return HEADINGS[to];
  return screenTitle(matchRoutes(branches, to) ?? []);
}

const sessionOf = (role: Role): Session => ({ token: 'x', user: { role, userId: 1 } as UserDetails, role });

/** Each link as [target, label], and as it should read: [target, its page's name]. */
function labelled(links: readonly { to: string; label: string }[]) {
  return {
    actual: links.map((l) => [l.to, l.label]),
    expected: links.map((l) => [l.to, pageName(l.to)]),
  };
}

describe('menu labels', () => {
  it.each(ROLES)(
    "%s: the account menu, the phone menu and the dashboard's shortcuts name each page as its heading does",
    (role) => {
      const links = accountLinks(sessionOf(role));
      expect(links.length).toBe(ROLE_MENU[role].length + 1);
      const { actual, expected } = labelled(links);
      expect(actual).toEqual(expected);
    },
  );

  it("the header's public links name each page as its heading does", () => {
    const { actual, expected } = labelled(PUBLIC_LINKS);
    expect(actual).toEqual(expected);
  });

  it("the footer's links name each page as its heading does", () => {
    const { actual, expected } = labelled(FOOTER_LINKS.map(([to, label]) => ({ to, label })));
    expect(actual).toEqual(expected);
  });
});
