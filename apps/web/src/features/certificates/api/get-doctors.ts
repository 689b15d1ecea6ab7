import { endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { DoctorOption } from '../certificate-model';

const endpoint = endpoints.accounts.doctorGetAll;

const asOptions = (data: DoctorOption[] | null): DoctorOption[] =>
  (data ?? []).map((d) => ({
    doctorId: d.doctorId,
    fullName: d.fullName,
    isActive: d.isActive !== false,
  }));

/** GET /Doctor/GetAll: the doctors a certificate can belong to (only their id, name and state are used). */
export async function getDoctorOptions(): Promise<DoctorOption[]> {
  return asOptions(await callEndpoint(endpoint));
}

export const doctorOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.of(endpoint),
    queryFn: () => callEndpoint(endpoint),
    select: asOptions,
  });

export function useDoctorOptions() {
  return useQuery(doctorOptionsQueryOptions());
}
