import { endpoints } from '@clinic/contract';
import { useBodyMutation, useEndpointMutation } from '../../../lib/api/endpoint-mutation';

const { testResult, treatment } = endpoints;

// A result or a treatment moves its appointment on: what they change is read again whether the write was saved
// or refused (a refusal often means someone else already recorded it).

/** POST /TestResult/Create; the server takes patient and doctor from the appointment. */
export const useCreateTestResult = () =>
  useBodyMutation(testResult.create, {
    answer: (envelope) => envelope,
    refreshAfterRefusal: true,
  });

/** POST /Treatment/Create; the answer has id or treatmentId. */
export const useCreateTreatment = () =>
  useBodyMutation(treatment.create, {
    answer: (envelope) => envelope,
    refreshAfterRefusal: true,
  });

/**
 * POST /Email/SendTreatmentCreatedEmail {treatmentId}. The server already queued the mail with the treatment;
 * this call is a no-op then, and kept because the original flow makes it.
 */
export const useSendTreatmentEmail = () =>
  useEndpointMutation(treatment.sendCreatedEmail, {
    input: (treatmentId: number) => ({ body: { treatmentId } }),
  });
