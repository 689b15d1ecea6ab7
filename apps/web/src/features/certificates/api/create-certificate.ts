import type { certificateCreateBody, DoctorCertificate } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { CERTIFICATES_KEY } from './keys';

export type CertificateCreateInput = z.output<typeof certificateCreateBody>;

/** POST /DoctorCertificate/Create {doctorId, certificateName, issuedBy, issueDate, expiryDate|null, certificateImage null}. */
export async function createCertificate(body: CertificateCreateInput): Promise<string> {
  const { message } = await apiRequest<DoctorCertificate>('/DoctorCertificate/Create', {
    method: 'POST',
    body,
  });
  return message;
}

export const createCertificateMutationOptions = () => mutationOptions({ mutationFn: createCertificate });

export function useCreateCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createCertificateMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CERTIFICATES_KEY }),
  });
}
