import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The doctor's public card for a patient (permissions.md): fullName, phoneNumber, bio... */
export interface DoctorCard {
  doctorId?: number;
  fullName: string;
  phoneNumber?: string | null;
  bio?: string | null;
}

/** GET /Doctor/GetByID/{id} (spec 7). */
export async function getDoctor(doctorId: number): Promise<DoctorCard | null> {
  const { data } = await apiRequest<DoctorCard>(`/Doctor/GetByID/${doctorId}`);
  return data;
}

export const doctorQueryOptions = (doctorId: number) =>
  queryOptions({ queryKey: ['doctor-card', doctorId], queryFn: () => getDoctor(doctorId) });

export function useDoctor(doctorId: number | null) {
  return useQuery({ ...doctorQueryOptions(doctorId ?? 0), enabled: doctorId !== null && doctorId > 0 });
}
