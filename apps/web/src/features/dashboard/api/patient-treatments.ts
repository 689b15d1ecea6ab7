import { endpoints, type TreatmentItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { treatmentsQueryOptions } from '../../../lib/api/clinic';
import { callEndpoint } from '../../../lib/api/endpoint-client';

const rows = (data: TreatmentItem[] | null): TreatmentItem[] => data ?? [];

/** GET /Treatment/GetAll: the patient's own treatments. */
export async function getPatientTreatments(): Promise<TreatmentItem[]> {
  return rows(await callEndpoint(endpoints.treatment.getAll));
}

export const patientTreatmentsQueryOptions = () =>
  queryOptions({ ...treatmentsQueryOptions(), select: rows });

export function usePatientTreatments() {
  return useQuery(patientTreatmentsQueryOptions());
}
