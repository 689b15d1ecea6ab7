import type {
  DoctorUpdateBody,
  PatientUpdateBody,
  Profile,
  Role,
  StaffLikeUpdateBody,
} from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { profileQueryOptions } from './get-profile';

export type ProfileUpdateBody = StaffLikeUpdateBody | DoctorUpdateBody | PatientUpdateBody;

export interface ProfileUpdateResult {
  profile: Profile;
  message: string;
}

/** PUT /{role}/Update, role in lower case as in spec 7. */
export async function updateProfile(role: Role, body: ProfileUpdateBody): Promise<ProfileUpdateResult> {
  const { data, message } = await apiRequest<Profile>(`/${role.toLowerCase()}/Update`, {
    method: 'PUT',
    body,
  });
  if (!data) throw new Error('empty profile');
  return { profile: data, message };
}

export const updateProfileMutationOptions = (role: Role) =>
  mutationOptions({ mutationFn: (body: ProfileUpdateBody) => updateProfile(role, body) });

export function useUpdateProfile(role: Role, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateProfileMutationOptions(role),
    meta: OWN_ERRORS,
    onSuccess: ({ profile }) => queryClient.setQueryData(profileQueryOptions(role, id).queryKey, profile),
  });
}
