import type {
  DoctorUpdateBody,
  endpoints,
  PatientProfile,
  PatientUpdateBody,
  Profile,
  Role,
  StaffLikeUpdateBody,
} from '@clinic/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '../../../lib/api/endpoint-client';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { PROFILE_ENDPOINTS, profileQuery } from './get-profile';

export type ProfileUpdateBody = StaffLikeUpdateBody | DoctorUpdateBody | PatientUpdateBody;

export interface ProfileUpdateResult {
  profile: Profile;
  message: string;
}

type PatientUpdate = typeof endpoints.profile.patient.update;

/** PUT /{role}/Update, role in lower case. The cached profile takes the answer at once. */
export function useUpdateProfile(role: Role, id: number) {
  const queryClient = useQueryClient();
  // The form of each role builds that role's body, which the shared body type cannot tell apart.
  return useEndpointMutation(PROFILE_ENDPOINTS[role].update as PatientUpdate, {
    input: (body: ProfileUpdateBody) => ({ body: body as EndpointBody<PatientUpdate> }),
    answer: ({ data, message }): ProfileUpdateResult => {
      if (!data) throw new Error('empty profile');
      return { profile: data as Profile, message };
    },
    fillFromAnswer: ({ profile }) => {
      const { queryKey } = profileQuery(role, id);
      queryClient.setQueryData(queryKey, profile as PatientProfile);
      return [queryKey];
    },
  });
}
