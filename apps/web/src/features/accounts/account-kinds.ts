import { ADMIN, MANAGEMENT, type Role } from '@clinic/contract';
import { paths } from '../../config/paths';
import type { AccountKind } from './account-model';
import { accountsMessages as m } from './messages';

export interface KindConfig {
  /** docs/permissions.md: who lists, creates and edits these accounts. */
  roles: readonly Role[];
  list: string;
  create: string;
  update: (userId: number | string) => string;
  /** Where create and update go on success. */
  afterSave: string;
  cancelCreate: string;
  texts: (typeof m)['managers' | 'doctors' | 'staff'];
  /** Manager and staff updates must change something. */
  requireChange: boolean;
}

export const KINDS: Record<AccountKind, KindConfig> = {
  Manager: {
    roles: ADMIN,
    list: paths.admin.managers,
    create: paths.admin.managerCreate,
    update: paths.admin.managerUpdate,
    afterSave: paths.admin.managersAlias,
    cancelCreate: paths.admin.managers,
    texts: m.managers,
    requireChange: true,
  },
  Doctor: {
    roles: MANAGEMENT,
    list: paths.admin.doctors,
    create: paths.admin.doctorCreate,
    update: paths.admin.doctorUpdate,
    afterSave: paths.admin.doctors,
    cancelCreate: paths.admin.doctors,
    texts: m.doctors,
    requireChange: false,
  },
  Staff: {
    roles: ADMIN,
    list: paths.admin.staff,
    create: paths.admin.staffCreate,
    update: paths.admin.staffUpdate,
    afterSave: paths.admin.staff,
    cancelCreate: paths.admin.staff,
    texts: m.staff,
    requireChange: true,
  },
};

/** A positive integer route id, or null. */
export function routeUserId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}
