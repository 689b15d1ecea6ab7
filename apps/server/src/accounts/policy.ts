import { PROFILE_POLICIES, type Profile } from '@clinic/contract';
import type { AuthUser } from '../plugins/auth.js';

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
