import { paths } from '../config/paths';
import { ROLE_MENU } from '../config/role-menu';
import type { Session } from '../lib/auth/session';
import { appMessages } from '../messages';

export interface AccountLink {
  to: string;
  label: string;
}

/**
 * The signed-in user's own pages, in the account menu's order: the dashboard, then the role's menu. Both the
 * account menu and the phone's header menu list them, so that both offer the same pages.
 */
export function accountLinks(session: Session): AccountLink[] {
  // A session whose role is unknown still reaches its profile.
  if (!session.role) return ROLE_MENU.Patient.slice(0, 1);
  return [{ to: paths.dashboards[session.role], label: appMessages.dashboard }, ...ROLE_MENU[session.role]];
}
