import { type Gender, toApiDate } from '@clinic/contract';

interface PersonalFields {
  fullName?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  dateOfBirth?: string | null;
  gender?: string | null;
  address?: string | null;
}

/**
 * The personal fields of an account's form (the administrators' account form, one's own profile), from the
 * profile the server sent: a missing text is empty, the date is yyyy-MM-dd, and any gender but Female is Male.
 */
export function personalValues(profile: PersonalFields) {
  const gender: Gender = profile.gender === 'Female' ? 'Female' : 'Male';
  return {
    fullName: profile.fullName ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    email: profile.email ?? '',
    dateOfBirth: toApiDate(profile.dateOfBirth),
    gender,
    address: profile.address ?? '',
  };
}
