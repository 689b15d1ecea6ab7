import { type DoctorCertificate, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';
import { ApiError } from '../../../lib/api-client';
import { certificateMessages } from '../messages';

/** GET /DoctorCertificate/GetById/{id}: dates as yyyy-MM-dd. */
export async function getCertificate(certificateId: number): Promise<DoctorCertificate> {
  const data = await callEndpoint(endpoints.doctorCertificate.getById, { params: { id: certificateId } });
  if (!data) throw new ApiError(404, certificateMessages.notFound);
  return data;
}

export const certificateQueryOptions = (certificateId: number) =>
  queryOptions({
    queryKey: queryKeys.of(endpoints.doctorCertificate.getById, { id: certificateId }),
    queryFn: () => getCertificate(certificateId),
  });

export function useCertificate(certificateId: number | null) {
  return useQuery({ ...certificateQueryOptions(certificateId ?? 0), enabled: certificateId !== null });
}
