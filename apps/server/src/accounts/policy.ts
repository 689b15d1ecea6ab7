import { type Profile, ROLES, type Role } from '@clinic/contract';
import type { AuthUser } from '../plugins/auth.js';

/**
 * Who may read and update the profiles of one role (permissions.md). The subject of a profile may always
 * read and update it ("own"); `readAny` / `updateAny` reach every profile of the role; `readCard` sees only
 * the public card, and only of an active account.
 */
export interface ProfilePolicy {
  readAny: readonly Role[];
  readCard: readonly Role[];
  updateAny: readonly Role[];
}

const AMS: readonly Role[] = ['Admin', 'Manager', 'Staff'];

export const PROFILE_POLICIES: Record<Role, ProfilePolicy> = {
  Admin: { readAny: [], readCard: [], updateAny: [] },
  Manager: { readAny: ['Admin'], readCard: [], updateAny: ['Admin'] },
  Staff: { readAny: ['Admin'], readCard: [], updateAny: ['Admin'] },
  Doctor: { readAny: AMS, readCard: ['Patient'], updateAny: AMS },
  Patient: { readAny: ['Admin'], readCard: [], updateAny: [] },
};

const unique = (roles: readonly Role[]): Role[] => ROLES.filter((r) => roles.includes(r));

/** The roles that may call GET /{role}/GetByID at all (others get 403 before any lookup). */
export function readAccess(role: Role): Role[] {
  const p = PROFILE_POLICIES[role];
  return unique([role, ...p.readAny, ...p.readCard]);
}

/** The roles that may call PUT /{role}/Update at all. */
export function updateAccess(role: Role): Role[] {
  const p = PROFILE_POLICIES[role];
  return unique([role, ...p.updateAny]);
}

const isOwn = (caller: AuthUser, target: Profile) => caller.userId === target.userId;

/** What the caller may see of the target: everything, the public card, or nothing (answered as 404). */
export function readView(caller: AuthUser, target: Profile): 'full' | 'card' | null {
  const p = PROFILE_POLICIES[target.role];
  if (isOwn(caller, target) || p.readAny.includes(caller.role)) return 'full';
  if (p.readCard.includes(caller.role) && target.isActive) return 'card';
  return null;
}

/** How the caller may update the target: as its subject, as an administrator of it, or not at all (404). */
export function updateMode(caller: AuthUser, target: Profile): 'own' | 'any' | null {
  const p = PROFILE_POLICIES[target.role];
  if (isOwn(caller, target)) return 'own';
  return p.updateAny.includes(caller.role) ? 'any' : null;
}
