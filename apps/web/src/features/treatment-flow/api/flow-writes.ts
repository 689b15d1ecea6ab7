import { endpoints } from '@clinic/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useBodyMutation, useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { testResultQuery } from '../../../lib/api/test-result';

const { appointment, clinical, testResult, treatment } = endpoints;

// A result or a treatment moves its appointment on: what they change is read again whether the write was saved
// or refused (a refusal often means someone else already recorded it).

/**
 * POST /TestResult/Create; the server takes patient and doctor from the appointment. The answer is the saved
 * result, which the next-step panel shows at once.
 */
export function useCreateTestResult() {
  const queryClient = useQueryClient();
  return useBodyMutation(testResult.create, {
    answer: (envelope) => envelope,
    fillFromAnswer: ({ data }) => {
      if (!data) return [];
      const { queryKey } = testResultQuery({ testResultId: data.testResultId });
      queryClient.setQueryData(queryKey, data);
      return [queryKey];
    },
    refreshAfterRefusal: true,
  });
}

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

/** POST /Clinical/EacSession; the summary read again then counts the session in the patient's episode. */
export const useRecordEacSession = () => useBodyMutation(clinical.createEacSession);

/**
 * PUT /Appointment/Update to Completed: the doctor closes a visit that has its result without a new
 * prescription (a lab-only visit). The server answers 409 without a result; a refusal refreshes too, since it
 * often means the visit moved on elsewhere.
 */
export const useCloseVisit = () =>
  useEndpointMutation(appointment.update, {
    input: (appointmentId: number) => ({ body: { appointmentId, status: 'Completed' as const } }),
    refreshAfterRefusal: true,
  });
