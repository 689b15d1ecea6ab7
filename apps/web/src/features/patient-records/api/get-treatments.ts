import { endpoints, type TreatmentItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { treatmentsQueryOptions } from '../../../lib/api/clinic';
import { callEndpoint } from '../../../lib/api/endpoint-client';

const rows = (data: TreatmentItem[] | null): TreatmentItem[] => data ?? [];

/** GET /Treatment/GetAll: the server returns only the patient's own treatments. */
export async function getMyTreatments(): Promise<TreatmentItem[]> {
  return rows(await callEndpoint(endpoints.treatment.getAll));
}

export const myTreatmentsQueryOptions = () => queryOptions({ ...treatmentsQueryOptions(), select: rows });

export function useMyTreatments() {
  return useQuery(myTreatmentsQueryOptions());
}

/** "The item whose appointmentId equals the route value is used". */
export function treatmentForAppointment(items: TreatmentItem[], appointmentId: number): TreatmentItem | null {
  return items.find((t) => Number(t.appointmentId) === appointmentId) ?? null;
}
