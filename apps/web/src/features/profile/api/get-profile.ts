import { endpoints, type Profile, type Role } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

/** Each role's profile endpoints: GET /{Role}/GetByID and PUT /{role}/Update. */
export const PROFILE_ENDPOINTS = {
  Admin: endpoints.profile.admin,
  Manager: endpoints.profile.manager,
  Staff: endpoints.profile.staff,
  Doctor: endpoints.profile.doctor,
  Patient: endpoints.profile.patient,
} satisfies Record<Role, unknown>;

/** The endpoint is named after the role; the id is doctorId, patientId or userId. */
export async function getProfile(role: Role, id: number): Promise<Profile | null> {
  // Every role's read takes the same id and answers one of the profile shapes.
  const endpoint = PROFILE_ENDPOINTS[role].getById as typeof endpoints.profile.patient.getById;
  return (await callEndpoint(endpoint, { params: { id } })) as Profile | null;
}

export const profileQueryOptions = (role: Role, id: number) =>
  queryOptions({
    queryKey: queryKeys.of(PROFILE_ENDPOINTS[role].getById, { id }),
    queryFn: () => getProfile(role, id),
  });

export function useProfile(role: Role | null, id: number | null) {
  return useQuery({
    ...profileQueryOptions(role ?? 'Patient', id ?? 0),
    enabled: role !== null && id !== null && id > 0,
  });
}
