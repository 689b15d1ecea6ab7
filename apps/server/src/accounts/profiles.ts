import type {
  BloodType,
  DoctorCard,
  DoctorProfile,
  Gender,
  PatientProfile,
  Profile,
  ProfileBase,
  Role,
  UserDetails,
} from '@clinic/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { doctors, patients, users } from '../db/schema.js';
import { sweepCodeMailSends } from './code-mails.js';
import { emailTaken, emailUsedByOther, requestEmailChange } from './email-change.js';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** Everything a profile shows; the password hash and token version are never part of it. */
export const profileColumns = {
  userId: users.userId,
  username: users.username,
  role: users.role,
  fullName: users.fullName,
  phoneNumber: users.phoneNumber,
  email: users.email,
  dateOfBirth: users.dateOfBirth,
  gender: users.gender,
  address: users.address,
  avatar: users.avatar,
  isActive: users.isActive,
  isVerified: users.isVerified,
  pendingEmail: users.pendingEmail,
  patientId: patients.patientId,
  bloodType: patients.bloodType,
  isPregnant: patients.isPregnant,
  specialNotes: patients.specialNotes,
  artNumber: patients.artNumber,
  nationalId: patients.nationalId,
  insuranceNumber: patients.insuranceNumber,
  insuranceExpiry: patients.insuranceExpiry,
  remindAppointments: patients.remindAppointments,
  remindRefills: patients.remindRefills,
  remindMissed: patients.remindMissed,
  doctorId: doctors.doctorId,
  doctorImage: doctors.doctorImage,
  bio: doctors.bio,
};

export interface ProfileRow {
  userId: number;
  username: string;
  role: Role;
  fullName: string;
  phoneNumber: string;
  email: string;
  dateOfBirth: string;
  gender: Gender;
  address: string;
  avatar: string | null;
  isActive: boolean;
  isVerified: boolean;
  pendingEmail: string | null;
  patientId: number | null;
  bloodType: BloodType | null;
  isPregnant: boolean | null;
  specialNotes: string | null;
  artNumber: string | null;
  nationalId: string | null;
  insuranceNumber: string | null;
  insuranceExpiry: string | null;
  remindAppointments: boolean | null;
  remindRefills: boolean | null;
  remindMissed: boolean | null;
  doctorId: number | null;
  doctorImage: string | null;
  bio: string | null;
}

/** users joined with their patient or doctor row. */
export function selectProfileRows(db: Executor) {
  return db
    .select(profileColumns)
    .from(users)
    .leftJoin(patients, eq(patients.userId, users.userId))
    .leftJoin(doctors, eq(doctors.userId, users.userId));
}

/**
 * The account of a profile row as the login answers it: its role under both names, and its doctor's or patient's
 * id when it has one.
 */
export function userDetailsOf(row: ProfileRow): UserDetails {
  // In the order the login has always answered.
  return {
    role: row.role,
    userRole: row.role,
    userId: row.userId,
    ...(row.doctorId !== null && { doctorId: row.doctorId }),
    ...(row.patientId !== null && { patientId: row.patientId }),
    username: row.username,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    gender: row.gender,
    address: row.address,
    dateOfBirth: row.dateOfBirth,
    avatar: row.avatar,
  };
}

export function toProfile(row: ProfileRow): Profile {
  const base: ProfileBase = {
    ...userDetailsOf(row),
    isActive: row.isActive,
    isVerified: row.isVerified,
    pendingEmail: row.pendingEmail,
  };
  if (row.role === 'Doctor' && row.doctorId !== null) {
    const doctor: DoctorProfile = {
      ...base,
      doctorId: row.doctorId,
      doctorImage: row.doctorImage,
      bio: row.bio,
    };
    return doctor;
  }
  if (row.role === 'Patient' && row.patientId !== null) {
    const patient: PatientProfile = {
      ...base,
      patientId: row.patientId,
      bloodType: row.bloodType ?? 'A+',
      isPregnant: row.isPregnant ?? false,
      specialNotes: row.specialNotes,
      artNumber: row.artNumber,
      nationalId: row.nationalId,
      insuranceNumber: row.insuranceNumber,
      insuranceExpiry: row.insuranceExpiry,
      remindAppointments: row.remindAppointments ?? true,
      remindRefills: row.remindRefills ?? true,
      remindMissed: row.remindMissed ?? true,
    };
    return patient;
  }
  return base;
}

/** What a patient sees of a doctor when picking one. */
export function toDoctorCard(profile: DoctorProfile): DoctorCard {
  return {
    doctorId: profile.doctorId,
    fullName: profile.fullName,
    bio: profile.bio,
    phoneNumber: profile.phoneNumber,
    doctorImage: profile.doctorImage,
    gender: profile.gender,
  };
}

/** The id a role's profile is addressed by in paths: doctorId, patientId, or userId for the others. */
function pathIdColumn(role: Role) {
  if (role === 'Doctor') return doctors.doctorId;
  if (role === 'Patient') return patients.patientId;
  return users.userId;
}

/** The profile of `role` with the given path id (doctorId / patientId / userId) or user id; null when none. */
export async function findProfile(
  db: Executor,
  role: Role,
  key: { id: number } | { userId: number },
): Promise<Profile | null> {
  const idMatch: SQL = 'id' in key ? eq(pathIdColumn(role), key.id) : eq(users.userId, key.userId);
  const [row] = await selectProfileRows(db).where(and(eq(users.role, role), idMatch));
  return row ? toProfile(row) : null;
}

export const isDoctorProfile = (p: Profile): p is DoctorProfile => 'doctorId' in p;
export const isPatientProfile = (p: Profile): p is PatientProfile => 'patientId' in p;

/** Fields an update may write; undefined leaves a field as it is. */
/** The form's fields are absent only in a bare deactivation, which changes isActive alone. */
export interface ProfileChanges {
  fullName?: string;
  dateOfBirth?: string;
  gender?: Gender;
  address?: string;
  phoneNumber?: string;
  email?: string;
  avatar?: string | null;
  isActive?: boolean;
  doctorImage?: string | null;
  bio?: string | null;
  bloodType?: BloodType;
  isPregnant?: boolean;
  specialNotes?: string | null;
  nationalId?: string | null;
  insuranceNumber?: string | null;
  insuranceExpiry?: string | null;
  remindAppointments?: boolean;
  remindRefills?: boolean;
  remindMissed?: boolean;
}

/** The new address the changes ask for (lower-cased), or undefined when the e-mail stays as it is. */
export function requestedEmail(target: Profile, changes: ProfileChanges): string | undefined {
  return changes.email !== undefined && changes.email.toLowerCase() !== target.email.toLowerCase()
    ? changes.email.toLowerCase()
    : undefined;
}

/**
 * Writes the changes of one profile and answers the updated profile. A different e-mail is not written: it
 * waits in pendingEmail until the code mailed to it is confirmed (accounts/email-change). Deactivation bumps the
 * token version so that the user's tokens stop working at once.
 */
export async function updateProfile(
  db: Db,
  target: Profile,
  changes: ProfileChanges,
  secret: string,
  today: string,
  linkBase: string,
): Promise<Profile> {
  const email = requestedEmail(target, changes);
  const deactivate = changes.isActive === false && target.isActive;
  const profile = await db.transaction(async (tx) => {
    if (email !== undefined && (await emailUsedByOther(tx, email, target.userId))) throw emailTaken();
    const userSet = {
      fullName: changes.fullName,
      dateOfBirth: changes.dateOfBirth,
      gender: changes.gender,
      address: changes.address,
      phoneNumber: changes.phoneNumber,
      ...(changes.avatar !== undefined && { avatar: changes.avatar }),
      ...(changes.isActive !== undefined && { isActive: changes.isActive }),
      ...(deactivate && { tokenVersion: sql`${users.tokenVersion} + 1` }),
    };
    // The e-mail is no longer among these columns, so a body that only asks for a new address leaves none.
    if (Object.values(userSet).some((v) => v !== undefined)) {
      await tx.update(users).set(userSet).where(eq(users.userId, target.userId));
    }
    if (email !== undefined) await requestEmailChange(tx, secret, target.userId, email, linkBase);
    if (isDoctorProfile(target)) {
      const doctorSet = {
        ...(changes.doctorImage !== undefined && { doctorImage: changes.doctorImage }),
        ...(changes.bio !== undefined && { bio: changes.bio }),
      };
      if (Object.keys(doctorSet).length > 0) {
        await tx.update(doctors).set(doctorSet).where(eq(doctors.doctorId, target.doctorId));
      }
    }
    if (isPatientProfile(target)) {
      const patientSet = {
        ...(changes.bloodType !== undefined && { bloodType: changes.bloodType }),
        ...(changes.isPregnant !== undefined && { isPregnant: changes.isPregnant }),
        // The pregnancy viral-load schedule counts from the day isPregnant turned true; saving true again keeps it.
        ...(changes.isPregnant === true && {
          pregnancyRecordedOn: sql`CASE WHEN ${patients.isPregnant} THEN ${patients.pregnancyRecordedOn} ELSE ${today}::date END`,
        }),
        ...(changes.specialNotes !== undefined && { specialNotes: changes.specialNotes }),
        ...(changes.nationalId !== undefined && { nationalId: changes.nationalId }),
        ...(changes.insuranceNumber !== undefined && { insuranceNumber: changes.insuranceNumber }),
        ...(changes.insuranceExpiry !== undefined && { insuranceExpiry: changes.insuranceExpiry }),
        ...(changes.remindAppointments !== undefined && { remindAppointments: changes.remindAppointments }),
        ...(changes.remindRefills !== undefined && { remindRefills: changes.remindRefills }),
        ...(changes.remindMissed !== undefined && { remindMissed: changes.remindMissed }),
      };
      if (Object.keys(patientSet).length > 0) {
        await tx.update(patients).set(patientSet).where(eq(patients.patientId, target.patientId));
      }
    }
    const updated = await findProfile(tx, target.role, { userId: target.userId });
    if (!updated) throw new Error('profile vanished during update');
    return updated;
  });
  if (email !== undefined) await sweepCodeMailSends(db);
  return profile;
}
