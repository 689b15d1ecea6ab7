import { endpoints, type Profile, type Role } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { byId, endpointQuery } from '../../../lib/api/endpoint-query';

/** Each role's profile endpoints: GET /{Role}/GetByID and PUT /{role}/Update. */
export const PROFILE_ENDPOINTS = {
  Admin: endpoints.profile.admin,
  Manager: endpoints.profile.manager,
  Staff: endpoints.profile.staff,
  Doctor: endpoints.profile.doctor,
  Patient: endpoints.profile.patient,
} satisfies Record<Role, unknown>;

/**
 * The read of a role's profile; the id is doctorId, patientId or userId. Every role's read takes the same id and
 * answers one of the profile shapes, which the patient's read stands for.
 */
export const profileQuery = (role: Role, id: number | null) =>
  endpointQuery(PROFILE_ENDPOINTS[role].getById as typeof endpoints.profile.patient.getById, byId(id));

export function useProfile(role: Role | null, id: number | null) {
  return useQuery({
    ...profileQuery(role ?? 'Patient', role !== null && id !== null && id > 0 ? id : null),
    select: (data) => data as Profile | null,
  });
}
