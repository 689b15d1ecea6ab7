import type { Profile, Role } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Spec 6: the endpoint is named after the role; the id is doctorId, patientId or userId. */
export async function getProfile(role: Role, id: number): Promise<Profile | null> {
  const { data } = await apiRequest<Profile>(`/${role}/GetByID/${id}`);
  return data;
}

export const profileQueryOptions = (role: Role, id: number) =>
  queryOptions({ queryKey: ['profile', role, id], queryFn: () => getProfile(role, id) });

export function useProfile(role: Role | null, id: number | null) {
  return useQuery({
    ...profileQueryOptions(role ?? 'Patient', id ?? 0),
    enabled: role !== null && id !== null && id > 0,
  });
}
