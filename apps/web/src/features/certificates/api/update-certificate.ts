import { type certificateUpdateBody, endpoints } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { invalidateCertificates } from './keys';

export type CertificateUpdateInput = z.output<typeof certificateUpdateBody>;

/** PUT /DoctorCertificate/Update {certificateId, doctorId, certificateName, issuedBy, issueDate, expiryDate}. */
export async function updateCertificate(body: CertificateUpdateInput): Promise<string> {
  const { message } = await callEndpointFull(endpoints.doctorCertificate.update, { body });
  return message;
}

export const updateCertificateMutationOptions = () => mutationOptions({ mutationFn: updateCertificate });

export function useUpdateCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateCertificateMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => invalidateCertificates(queryClient),
  });
}
