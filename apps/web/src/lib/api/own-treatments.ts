import { endpoints, type TreatmentItem } from '@clinic/contract';
import { endpointQuery } from './endpoint-query';

/**
 * GET /Treatment/GetAll as a patient: the server answers only the caller's own treatments. The dashboard and the
 * records both list them from this one entry.
 */
export function ownTreatmentsQuery() {
  return {
    ...endpointQuery(endpoints.treatment.getAll, {}),
    select: (data: TreatmentItem[] | null): TreatmentItem[] => data ?? [],
  };
}
