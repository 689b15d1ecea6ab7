import {
  type DoctorProfile,
  doctorUpdateBody,
  type PatientProfile,
  type Profile,
  patientUpdateBody,
  type Role,
  staffLikeProfileBody,
} from '@clinic/contract';
import { type FieldErrors, zodFieldErrors } from '../../lib/forms';
import { personalValues } from '../../lib/personal-values';
import type { ProfileUpdateBody } from './api/update-profile';

export interface ProfileFormValues {
  fullName: string;
  phoneNumber: string;
  email: string;
  dateOfBirth: string;
  gender: 'Male' | 'Female';
  address: string;
  bio: string;
  bloodType: string;
  isPregnant: boolean;
  specialNotes: string;
  nationalId: string;
  insuranceNumber: string;
  insuranceExpiry: string;
}

export const isDoctorProfile = (p: Profile): p is DoctorProfile => 'doctorId' in p;
export const isPatientProfile = (p: Profile): p is PatientProfile => 'patientId' in p;

export function formValuesFrom(profile: Profile): ProfileFormValues {
  return {
    ...personalValues(profile),
    bio: isDoctorProfile(profile) ? (profile.bio ?? '') : '',
    bloodType: isPatientProfile(profile) ? profile.bloodType : 'A+',
    isPregnant: isPatientProfile(profile) ? profile.isPregnant : false,
    specialNotes: isPatientProfile(profile) ? (profile.specialNotes ?? '') : '',
    nationalId: isPatientProfile(profile) ? (profile.nationalId ?? '') : '',
    insuranceNumber: isPatientProfile(profile) ? (profile.insuranceNumber ?? '') : '',
    insuranceExpiry: isPatientProfile(profile) ? (profile.insuranceExpiry ?? '') : '',
  };
}

/**
 * The common fields plus the role's own; e-mail only when it changed.
 * Returns the body to send, or the field errors found by the contract's schema for the role.
 */
export function buildProfileUpdate(
  role: Role,
  profile: Profile,
  values: ProfileFormValues,
): { body: ProfileUpdateBody } | { errors: FieldErrors } {
  const common = {
    userId: profile.userId,
    username: profile.username,
    fullName: values.fullName,
    phoneNumber: values.phoneNumber.trim(),
    dateOfBirth: values.dateOfBirth,
    gender: values.gender,
    address: values.address,
    email: values.email.trim(),
    isActive: true,
  };

  const parsed =
    role === 'Doctor' && isDoctorProfile(profile)
      ? doctorUpdateBody.safeParse({
          ...common,
          doctorId: profile.doctorId,
          doctorImage: profile.doctorImage,
          bio: values.bio,
        })
      : role === 'Patient' && isPatientProfile(profile)
        ? patientUpdateBody.safeParse({
            ...common,
            patientId: profile.patientId,
            bloodType: values.bloodType,
            isPregnant: values.gender === 'Female' && values.isPregnant,
            specialNotes: values.specialNotes,
            // Empty clears a document: the patient may remove what they entered.
            nationalId: values.nationalId,
            insuranceNumber: values.insuranceNumber,
            insuranceExpiry: values.insuranceExpiry,
          })
        : staffLikeProfileBody.safeParse(common);

  if (!parsed.success) return { errors: zodFieldErrors(parsed.error) };

  const body: ProfileUpdateBody = { ...parsed.data };
  if (body.email?.toLowerCase() === (profile.email ?? '').toLowerCase()) delete body.email;
  return { body };
}

/** The reminder e-mails a patient may switch off, in the order the profile shows them. */
export const REMINDER_KINDS = ['remindAppointments', 'remindRefills', 'remindMissed'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * One reminder switch turned: the patient's update needs the whole profile, so the saved details are sent back
 * unchanged beside the one preference (the others are absent, which the server keeps as they are).
 */
export function buildReminderUpdate(
  profile: PatientProfile,
  kind: ReminderKind,
  on: boolean,
): { body: ProfileUpdateBody } | { errors: FieldErrors } {
  const built = buildProfileUpdate('Patient', profile, formValuesFrom(profile));
  if ('errors' in built) return built;
  return { body: { ...built.body, [kind]: on } };
}
