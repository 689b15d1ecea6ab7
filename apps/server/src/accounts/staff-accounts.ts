import type { AccountCreateInput, Profile } from '@clinic/contract';
import type { Db } from '../db/client.js';
import { doctors } from '../db/schema.js';
import { findProfile } from './profiles.js';
import { createAccount } from './registration.js';

/** The roles whose accounts are created by someone else (administration: managers, staff, doctors). */
export type StaffCreatedRole = 'Manager' | 'Staff' | 'Doctor';

/**
 * An account created by Admin, Manager or Staff is active and verified at once; the role is the
 * route's, never the body's. A doctor gets their doctor row, with the bio, in the same transaction.
 */
export async function createStaffAccount(
  db: Db,
  role: StaffCreatedRole,
  input: AccountCreateInput,
): Promise<Profile> {
  const userId = await createAccount(db, role, input, true, async (tx, id) => {
    if (role === 'Doctor') await tx.insert(doctors).values({ userId: id, bio: input.bio ?? null });
  });
  const profile = await findProfile(db, role, { userId });
  if (!profile) throw new Error('created account not found');
  return profile;
}
