import { type certificateCreateBody, endpoints } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { invalidateCertificates } from './keys';

export type CertificateCreateInput = z.output<typeof certificateCreateBody>;

/** POST /DoctorCertificate/Create {doctorId, certificateName, issuedBy, issueDate, expiryDate|null, certificateImage null}. */
export async function createCertificate(body: CertificateCreateInput): Promise<string> {
  const { message } = await callEndpointFull(endpoints.doctorCertificate.create, { body });
  return message;
}

export const createCertificateMutationOptions = () => mutationOptions({ mutationFn: createCertificate });

export function useCreateCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createCertificateMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => invalidateCertificates(queryClient),
  });
}
