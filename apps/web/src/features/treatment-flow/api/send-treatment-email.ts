import { endpoints } from '@clinic/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';

/**
 * POST /Email/SendTreatmentCreatedEmail {treatmentId}. The server already queued the mail with the treatment;
 * this call is a no-op then, and kept because the original flow makes it. A failure is only logged.
 */
export async function sendTreatmentEmail(treatmentId: number): Promise<void> {
  await callEndpoint(endpoints.treatment.sendCreatedEmail, { body: { treatmentId } });
}

export const sendTreatmentEmailMutationOptions = () => mutationOptions({ mutationFn: sendTreatmentEmail });

export function useSendTreatmentEmail() {
  return useMutation({ ...sendTreatmentEmailMutationOptions(), meta: OWN_ERRORS });
}
