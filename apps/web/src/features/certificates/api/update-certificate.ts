import type { certificateUpdateBody, DoctorCertificate } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { CERTIFICATES_KEY } from './keys';

export type CertificateUpdateInput = z.output<typeof certificateUpdateBody>;

/** PUT /DoctorCertificate/Update {certificateId, doctorId, certificateName, issuedBy, issueDate, expiryDate}. */
export async function updateCertificate(body: CertificateUpdateInput): Promise<string> {
  const { message } = await apiRequest<DoctorCertificate>('/DoctorCertificate/Update', {
    method: 'PUT',
    body,
  });
  return message;
}

export const updateCertificateMutationOptions = () => mutationOptions({ mutationFn: updateCertificate });

export function useUpdateCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateCertificateMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CERTIFICATES_KEY }),
  });
}
