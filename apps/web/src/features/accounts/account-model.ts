import {
  type DoctorCreateBody,
  type DoctorListItem,
  type DoctorUpdateBody,
  doctorCreateBody,
  doctorUpdateBody,
  type Gender,
  type ManagerCreateBody,
  managerCreateBody,
  type ProfileBase,
  type StaffCreateBody,
  type StaffLikeUpdateBody,
  staffCreateBody,
  staffLikeProfileBody,
} from '@clinic/contract';
import type { FormErrors } from '@mantine/form';
import { ApiError } from '../../lib/api-client';
import { noAnswerMessage } from '../../lib/api-errors';
import { type FieldErrors, zodResolver } from '../../lib/forms';
import { personalValues } from '../../lib/personal-values';
import { accountsMessages as m } from './messages';

/** The accounts an administrator (or, for doctors, a manager or staff member) creates and edits. */
export type AccountKind = 'Manager' | 'Doctor' | 'Staff';

export interface AccountFormValues {
  username: string;
  password: string;
  email: string;
  phoneNumber: string;
  fullName: string;
  dateOfBirth: string;
  gender: Gender;
  address: string;
  bio: string;
}

/** The fields an update form edits: everything but username and password. */
export const EDITABLE_FIELDS = [
  'email',
  'phoneNumber',
  'fullName',
  'dateOfBirth',
  'gender',
  'address',
  'bio',
] as const satisfies readonly (keyof AccountFormValues)[];

export const emptyAccountValues: AccountFormValues = {
  username: '',
  password: '',
  email: '',
  phoneNumber: '',
  fullName: '',
  dateOfBirth: '',
  gender: 'Male',
  address: '',
  bio: '',
};

export type AccountProfile = ProfileBase | DoctorListItem;

export const isDoctorItem = (p: AccountProfile): p is DoctorListItem => 'doctorId' in p;

export function valuesFromProfile(profile: AccountProfile): AccountFormValues {
  return {
    username: profile.username ?? '',
    password: '',
    ...personalValues(profile),
    bio: isDoctorItem(profile) ? (profile.bio ?? '') : '',
  };
}

/** An update must change at least one field of the loaded values (text compared trimmed). */
export function hasChanges(loaded: AccountFormValues, current: AccountFormValues): boolean {
  return EDITABLE_FIELDS.some((key) => {
    const a = loaded[key].trim();
    const b = current[key].trim();
    return key === 'email' ? a.toLowerCase() !== b.toLowerCase() : a !== b;
  });
}

export type CreateBody = ManagerCreateBody | StaffCreateBody | DoctorCreateBody;
export type UpdateBody = StaffLikeUpdateBody | DoctorUpdateBody;

export type Built<T> = { body: T } | { errors: Record<string, string> };

/** A form `validate` from a body builder: the contract schema's messages, or none when the body is built. */
export function builtErrors(built: Built<unknown>): FormErrors {
  return 'errors' in built ? built.errors : {};
}

/** POST /{Kind}/Create: the contract's schema of the kind, so the form shows the server's messages. */
export function buildCreateBody(kind: AccountKind, values: AccountFormValues): Built<CreateBody> {
  const base = {
    username: values.username.trim(),
    password: values.password,
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    fullName: values.fullName,
    dateOfBirth: values.dateOfBirth,
    gender: values.gender,
    address: values.address,
  };
  const errors =
    kind === 'Doctor'
      ? zodResolver(doctorCreateBody)({ ...base, bio: values.bio })
      : zodResolver(kind === 'Manager' ? managerCreateBody : staffCreateBody)(base);
  if (Object.keys(errors).length > 0) return { errors };
  // Send what the user typed (trimmed); the server applies the same schema.
  return { body: kind === 'Doctor' ? { ...base, bio: values.bio.trim() } : base };
}

/**
 * PUT /{kind}/Update with the loaded account's ids and isActive; the e-mail only when it changed (the server
 * refuses nothing for an unchanged one, but sending it would look like a change).
 */
export function buildUpdateBody(
  kind: AccountKind,
  profile: AccountProfile,
  values: AccountFormValues,
  isActive: boolean = profile.isActive,
): Built<UpdateBody> {
  const common = {
    userId: profile.userId,
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    fullName: values.fullName.trim(),
    dateOfBirth: values.dateOfBirth,
    gender: values.gender,
    address: values.address.trim(),
    isActive,
  };
  const errors =
    kind === 'Doctor' && isDoctorItem(profile)
      ? zodResolver(doctorUpdateBody)({ ...common, doctorId: profile.doctorId, bio: values.bio.trim() })
      : zodResolver(staffLikeProfileBody)(common);
  if (Object.keys(errors).length > 0) return { errors };
  const body: UpdateBody =
    kind === 'Doctor' && isDoctorItem(profile)
      ? { ...common, doctorId: profile.doctorId, bio: values.bio.trim() }
      : { ...common };
  if (body.email?.toLowerCase() === (profile.email ?? '').toLowerCase()) delete body.email;
  return { body };
}

/** The server's English or technical texts in the words the screens use. */
export function translateServerText(text: string): string {
  const t = text.trim();
  const lower = t.toLowerCase();
  if (lower.includes('username already exists')) return m.usernameTaken;
  if (lower.includes('email already exists')) return m.emailTaken;
  if (lower.includes('invalid email format')) return m.invalidEmailFormat;
  if (lower.includes('same as current') || lower.includes('same as the current')) return m.sameEmail;
  return t;
}

export interface SaveError {
  message: string;
  fieldErrors: FieldErrors;
}

/**
 * The server message if present (translated), otherwise the screen's default; without a response, 'Đã xảy ra lỗi
 * khi kết nối đến server', or that the server was too slow when the call was given up.
 */
export function interpretSaveError(error: unknown, fallback: string): SaveError {
  if (!(error instanceof ApiError)) return { message: fallback, fieldErrors: {} };
  const unanswered = noAnswerMessage(error, m.connectionError);
  if (unanswered) return { message: unanswered, fieldErrors: {} };
  const fieldErrors: FieldErrors = {};
  for (const [field, text] of Object.entries(error.fieldMessages())) {
    fieldErrors[field] = translateServerText(text);
  }
  const raw = error.serverMessage ?? error.errors[0] ?? null;
  const message = raw ? translateServerText(raw) : fallback;
  if (error.status === 409) {
    if (message === m.usernameTaken) fieldErrors.username ??= message;
    if (message === m.emailTaken) fieldErrors.email ??= message;
  }
  return { message, fieldErrors };
}

/**
 * Load failures: 'Không thể tải ...' when the server answered, that it was too slow when the call was given up,
 * else the general text.
 */
export function loadErrorMessage(error: unknown, failed: string, general: string): string {
  if (error instanceof ApiError && error.status !== 0) return failed;
  return noAnswerMessage(error, general) ?? general;
}
