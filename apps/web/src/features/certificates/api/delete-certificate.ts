import { endpoints } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { invalidateCertificates } from './keys';

/** DELETE /DoctorCertificate/Delete/{id}: a real deletion, after the confirmation. */
export async function deleteCertificate(certificateId: number): Promise<string> {
  const { message } = await callEndpointFull(endpoints.doctorCertificate.delete, {
    params: { id: certificateId },
  });
  return message;
}

export const deleteCertificateMutationOptions = () => mutationOptions({ mutationFn: deleteCertificate });

export function useDeleteCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteCertificateMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => invalidateCertificates(queryClient),
  });
}
