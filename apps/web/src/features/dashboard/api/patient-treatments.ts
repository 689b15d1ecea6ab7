import { endpoints, type TreatmentItem } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/** GET /Treatment/GetAll: the patient's own treatments. */
export function usePatientTreatments() {
  return useQuery({
    ...endpointQuery(endpoints.treatment.getAll, {}),
    select: (data): TreatmentItem[] => data ?? [],
  });
}
