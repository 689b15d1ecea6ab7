import type { TreatmentItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /Treatment/GetAll: the patient's own treatments (design 5). */
export async function getPatientTreatments(): Promise<TreatmentItem[]> {
  const { data } = await apiRequest<TreatmentItem[]>('/Treatment/GetAll');
  return data ?? [];
}

export const patientTreatmentsQueryOptions = () =>
  queryOptions({ queryKey: ['patient', 'treatments'], queryFn: getPatientTreatments });

export function usePatientTreatments() {
  return useQuery(patientTreatmentsQueryOptions());
}
