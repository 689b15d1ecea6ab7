import type {
  DoctorUpdateBody,
  endpoints,
  PatientUpdateBody,
  Profile,
  Role,
  StaffLikeUpdateBody,
} from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { PROFILE_ENDPOINTS, profileQueryOptions } from './get-profile';

export type ProfileUpdateBody = StaffLikeUpdateBody | DoctorUpdateBody | PatientUpdateBody;

export interface ProfileUpdateResult {
  profile: Profile;
  message: string;
}

/** PUT /{role}/Update, role in lower case. */
export async function updateProfile(role: Role, body: ProfileUpdateBody): Promise<ProfileUpdateResult> {
  // The form of each role builds that role's body, which the shared body type cannot tell apart.
  const endpoint = PROFILE_ENDPOINTS[role].update as typeof endpoints.profile.patient.update;
  const answer = await callEndpointFull(endpoint, { body: body as z.input<typeof endpoint.body> });
  const data = answer.data as Profile | null;
  const { message } = answer;
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
