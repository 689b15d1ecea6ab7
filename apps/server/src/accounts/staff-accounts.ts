import type { AccountCreateInput, Profile } from '@clinic/contract';
import type { Db } from '../db/client.js';
import { doctors, users } from '../db/schema.js';
import { hashSecret } from '../lib/password.js';
import { findProfile } from './profiles.js';
import { assertAccountFree, duplicateAccountError } from './registration.js';

/** The roles whose accounts are created by someone else (administration: managers, staff, doctors). */
export type StaffCreatedRole = 'Manager' | 'Staff' | 'Doctor';

/**
 * An account created by Admin, Manager or Staff is active and verified at once (design 5); the role is the
 * route's, never the body's. A doctor gets their doctor row, with the bio, in the same transaction.
 */
export async function createStaffAccount(
  db: Db,
  role: StaffCreatedRole,
  input: AccountCreateInput,
): Promise<Profile> {
  await assertAccountFree(db, input.username, input.email);
  const passwordHash = await hashSecret(input.password);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          passwordHash,
          email: input.email.toLowerCase(),
          role,
          fullName: input.fullName,
          phoneNumber: input.phoneNumber,
          dateOfBirth: input.dateOfBirth,
          gender: input.gender,
          address: input.address,
          isActive: true,
          isVerified: true,
        })
        .returning({ userId: users.userId });
      if (!user) throw new Error('user insert returned nothing');
      if (role === 'Doctor') await tx.insert(doctors).values({ userId: user.userId, bio: input.bio ?? null });
      return user.userId;
    });
  } catch (err) {
    throw duplicateAccountError(err);
  }
  const profile = await findProfile(db, role, { userId });
  if (!profile) throw new Error('created account not found');
  return profile;
}
