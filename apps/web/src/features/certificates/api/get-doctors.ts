import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { DoctorOption } from '../certificate-model';

/** GET /Doctor/GetAll: the doctors a certificate can belong to (only their id, name and state are used). */
export async function getDoctorOptions(): Promise<DoctorOption[]> {
  const { data } = await apiRequest<DoctorOption[]>('/Doctor/GetAll');
  return (data ?? []).map((d) => ({
    doctorId: d.doctorId,
    fullName: d.fullName,
    isActive: d.isActive !== false,
  }));
}

export const doctorOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['certificate-doctors'], queryFn: getDoctorOptions });

export function useDoctorOptions() {
  return useQuery(doctorOptionsQueryOptions());
}
