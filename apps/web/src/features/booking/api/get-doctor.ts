import { endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

/** The doctor's public card for a patient: fullName, phoneNumber, bio... */
export interface DoctorCard {
  doctorId?: number;
  fullName: string;
  phoneNumber?: string | null;
  bio?: string | null;
}

const endpoint = endpoints.profile.doctor.getById;

/** GET /Doctor/GetByID/{id}. */
export async function getDoctor(doctorId: number): Promise<DoctorCard | null> {
  return callEndpoint(endpoint, { params: { id: doctorId } });
}

export const doctorQueryOptions = (doctorId: number) =>
  queryOptions({ queryKey: queryKeys.of(endpoint, { id: doctorId }), queryFn: () => getDoctor(doctorId) });

export function useDoctor(doctorId: number | null) {
  return useQuery({ ...doctorQueryOptions(doctorId ?? 0), enabled: doctorId !== null && doctorId > 0 });
}
