import { MANAGEMENT, type Role } from '@clinic/contract';
import type { ReactNode } from 'react';
import type { Session } from '../lib/auth/session';
import { RequireRole } from './require-role';

export { hasRole } from './require-role';

/** The roles that manage content, master data and doctor accounts: the contract's management group. */
export const STAFF_ROLES: readonly Role[] = MANAGEMENT;

/** The administration screens' guard: management by default, or the group given in `roles`. */
export function RequireStaff({
  roles = STAFF_ROLES,
  children,
}: {
  roles?: readonly Role[];
  children: ReactNode | ((session: Session & { role: Role }) => ReactNode);
}) {
  return <RequireRole roles={roles}>{children}</RequireRole>;
}
