import { endpoints, type TreatmentItem } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/** GET /Treatment/GetAll: the server returns only the patient's own treatments. */
export function useMyTreatments() {
  return useQuery({
    ...endpointQuery(endpoints.treatment.getAll, {}),
    select: (data): TreatmentItem[] => data ?? [],
  });
}

/** "The item whose appointmentId equals the route value is used". */
export function treatmentForAppointment(items: TreatmentItem[], appointmentId: number): TreatmentItem | null {
  return items.find((t) => Number(t.appointmentId) === appointmentId) ?? null;
}
