import { type DaysDispensedOption, endpoints, type SwitchReason } from '@clinic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateClinic } from '../../../lib/api/clinic';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';

export interface TestResultCreateInput {
  appointmentId: number;
  patientId: number | null;
  doctorId: number | null;
  testTypeId: number | null;
  resultValue: string;
  notes: string;
}

export interface TreatmentCreateInput {
  testResultId: number;
  regimenId: number;
  startDate: string;
  endDate: string;
  notes: string;
  /** Every WARN of the safety check, acknowledged. */
  acknowledgedRuleIds: string[];
  /** Why the doctor prescribes despite a BLOCK ('' when none). */
  overrideReason: string;
  switchReason: SwitchReason | null;
  switchReasonText: string;
  /** Days of pills dispensed on the start date. */
  daysDispensed: DaysDispensedOption;
}

/**
 * A result or a treatment moves its appointment on: the clinic's reads are read again whether the write was
 * saved or refused (a refusal often means someone else already recorded it).
 */
function useFlowWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, meta: OWN_ERRORS, onSettled: () => invalidateClinic(queryClient) });
}

/** POST /TestResult/Create; the server takes patient and doctor from the appointment. */
export const useCreateTestResult = () =>
  useFlowWrite((body: TestResultCreateInput) => callEndpointFull(endpoints.testResult.create, { body }));

/** POST /Treatment/Create; the answer has id or treatmentId. */
export const useCreateTreatment = () =>
  useFlowWrite((body: TreatmentCreateInput) => callEndpointFull(endpoints.treatment.create, { body }));
