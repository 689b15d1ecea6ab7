import type { DoctorCertificate } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { certificateMessages } from '../messages';
import { CERTIFICATES_KEY } from './keys';

/** GET /DoctorCertificate/GetById/{id}: dates as yyyy-MM-dd. */
export async function getCertificate(certificateId: number): Promise<DoctorCertificate> {
  const { data } = await apiRequest<DoctorCertificate>(`/DoctorCertificate/GetById/${certificateId}`);
  if (!data) throw new ApiError(404, certificateMessages.notFound);
  return data;
}

export const certificateQueryOptions = (certificateId: number) =>
  queryOptions({
    queryKey: [...CERTIFICATES_KEY, 'one', certificateId],
    queryFn: () => getCertificate(certificateId),
  });

export function useCertificate(certificateId: number | null) {
  return useQuery({ ...certificateQueryOptions(certificateId ?? 0), enabled: certificateId !== null });
}
