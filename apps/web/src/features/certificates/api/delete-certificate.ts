import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { CERTIFICATES_KEY } from './keys';

/** DELETE /DoctorCertificate/Delete/{id}: a real deletion, after the confirmation (administration 4). */
export async function deleteCertificate(certificateId: number): Promise<string> {
  const { message } = await apiRequest<null>(`/DoctorCertificate/Delete/${certificateId}`, {
    method: 'DELETE',
  });
  return message;
}

export const deleteCertificateMutationOptions = () => mutationOptions({ mutationFn: deleteCertificate });

export function useDeleteCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteCertificateMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CERTIFICATES_KEY }),
  });
}
