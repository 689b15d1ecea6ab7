import type { TreatmentItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /Treatment/GetAll (spec 7): the server returns only the patient's own treatments (design 5). */
export async function getMyTreatments(): Promise<TreatmentItem[]> {
  const { data } = await apiRequest<TreatmentItem[]>('/Treatment/GetAll');
  return data ?? [];
}

export const myTreatmentsQueryOptions = () =>
  queryOptions({ queryKey: ['patient', 'treatments'], queryFn: getMyTreatments });

export function useMyTreatments() {
  return useQuery(myTreatmentsQueryOptions());
}

/** Spec 7: "the item whose appointmentId equals the route value is used". */
export function treatmentForAppointment(items: TreatmentItem[], appointmentId: number): TreatmentItem | null {
  return items.find((t) => Number(t.appointmentId) === appointmentId) ?? null;
}
