import { z } from 'zod';
import { accountItem, deactivationBody, doctorUpdateFields, managerLikeUpdateFields } from './admin.js';
import {
  addressField,
  birthDateField,
  bloodTypeField,
  emailField,
  fullNameField,
  genderField,
  idField,
  optionalText,
  vietnamesePhoneField,
} from './fields.js';
import {
  insuranceExpiryField,
  insuranceNumberField,
  nationalIdField,
  patientIdentifiers,
} from './lab-identifiers.js';
import { messages } from './messages.js';
import { acceptReadOnly } from './read-only.js';
import { reminderPreferenceFields, reminderPreferenceUpdateFields } from './retention-api.js';
import { ROLES } from './roles.js';
import { BLOOD_TYPES, GENDERS } from './rules.js';

const doctorFields = {
  doctorId: z.number().int(),
  doctorImage: z.string().nullable(),
  bio: z.string().nullable(),
};
const patientFields = {
  ...patientIdentifiers.shape,
  bloodType: z.enum(BLOOD_TYPES),
  isPregnant: z.boolean(),
  specialNotes: z.string().nullable(),
  /** The clinic's ART number, set by the patient's doctor or an admin (PUT /Clinical/ArtNumber). */
  artNumber: z.string().nullable(),
};
export const doctorAccountItem = accountItem.extend(doctorFields);
export const patientAccountItem = accountItem.extend(patientFields);

/** A profile as its GET and its update answer it. */
export const profileBase = accountItem.extend({
  /** The same value as role: clients of the original API read this name. */
  userRole: z.enum(ROLES),
  /** A new address that waits for its confirmation code; mail goes to `email` until then. */
  pendingEmail: z.string().nullable(),
});
export const doctorProfile = profileBase.extend(doctorFields);
/** A patient's own profile also carries their reminder choices (retention-api.ts). */
export const patientProfile = profileBase.extend({ ...patientFields, ...reminderPreferenceFields });
export type ProfileBase = z.infer<typeof profileBase>;
export type DoctorProfile = z.infer<typeof doctorProfile>;
export type PatientProfile = z.infer<typeof patientProfile>;

export type Profile = ProfileBase | DoctorProfile | PatientProfile;

export type ManagerListItem = ProfileBase;
export type StaffListItem = ProfileBase;
export type DoctorListItem = DoctorProfile;
export type PatientListItem = PatientProfile;

/** What a patient may see of a doctor when picking one (permissions: the public card). */
export const doctorCard = z.object({
  doctorId: z.number().int(),
  fullName: z.string(),
  bio: z.string().nullable(),
  phoneNumber: z.string(),
  doctorImage: z.string().nullable(),
  gender: z.enum(GENDERS),
});
export type DoctorCard = z.infer<typeof doctorCard>;

const imageUrl = optionalText(2000).refine(
  (v) => v === null || /^(https?:\/\/|\/)[^\s]*$/.test(v),
  messages.common.imageUrlInvalid,
);

/**
 * The profile update. username is sent by the web app but can never change, so it is accepted and ignored;
 * isActive is accepted so that an admin can deactivate, and refused for self-deactivation by the handler.
 */
const profileUpdateCommon = {
  userId: idField,
  username: z.string().max(50).optional(),
  avatar: imageUrl.optional(),
  isActive: z.boolean().optional(),
};

/**
 * What every profile GET answers besides the form's fields. Role and verification never change through a profile
 * update and a new e-mail waits in pendingEmail until its own confirmation, so all of them come back ignored.
 */
const PROFILE_READ_ONLY = ['role', 'userRole', 'isVerified', 'pendingEmail'] as const;

/** The profile form of an admin, manager or staff account. */
export const staffLikeProfileBody = acceptReadOnly(
  z.strictObject({ ...profileUpdateCommon, ...managerLikeUpdateFields }),
  PROFILE_READ_ONLY,
);

/** The full form, or the bare deactivation; the full form comes last so that its messages are the ones shown. */
export const staffLikeUpdateBody = z.union([deactivationBody, staffLikeProfileBody]);

/** A doctor is named by userId or by doctorId: clients of the original API send only the latter. */
export const doctorUpdateBody = acceptReadOnly(
  z
    .strictObject({
      ...profileUpdateCommon,
      userId: idField.optional(),
      ...doctorUpdateFields,
      doctorId: idField.optional(),
      doctorImage: imageUrl.optional(),
    })
    .refine((body) => body.userId !== undefined || body.doctorId !== undefined, {
      path: ['userId'],
      message: messages.profile.doctorKeyRequired,
    }),
  PROFILE_READ_ONLY,
);

export const patientUpdateBody = acceptReadOnly(
  z.strictObject({
    ...profileUpdateCommon,
    fullName: fullNameField,
    dateOfBirth: birthDateField,
    gender: genderField,
    address: addressField,
    email: emailField.optional(),
    phoneNumber: vietnamesePhoneField,
    patientId: idField.optional(),
    bloodType: bloodTypeField,
    isPregnant: z.boolean(),
    specialNotes: optionalText(1000),
    ...reminderPreferenceUpdateFields,
    nationalId: nationalIdField,
    insuranceNumber: insuranceNumberField,
    insuranceExpiry: insuranceExpiryField,
  }),
  // The ART number is the doctor's to set (PUT /Clinical/ArtNumber): sent back with the profile, it is ignored.
  [...PROFILE_READ_ONLY, 'artNumber'],
);

export type StaffLikeUpdateBody = z.input<typeof staffLikeProfileBody>;
export type DoctorUpdateBody = z.input<typeof doctorUpdateBody>;
export type PatientUpdateBody = z.input<typeof patientUpdateBody>;
