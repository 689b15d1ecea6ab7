import { endpoints, type RefillCreateBody, type TreatmentItem } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { treatmentsQueryOptions } from '../../../lib/api/clinic';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';

/**
 * The supply of one treatment, read from GET /Treatment/GetAll (the doctor's own treatments; the clinical
 * summary names the current treatment but not its supply). Null when the treatment is not the doctor's own:
 * only its own doctor may record a refill.
 */
export function useOwnTreatment(treatmentId: number | null) {
  return useQuery({
    ...treatmentsQueryOptions(),
    enabled: treatmentId !== null,
    select: (rows: TreatmentItem[] | null) => rows?.find((t) => t.treatmentId === treatmentId) ?? null,
  });
}

/** POST /Treatment/Refill; the supply dates, the lateness the worklist and tracing list show all move. */
export const useRecordRefill = () =>
  useEndpointMutation(endpoints.treatment.refill, {
    input: (body: RefillCreateBody) => ({ body }),
    answer: (envelope) => ({ supply: envelope.data, message: envelope.message }),
    invalidates: [
      endpoints.treatment.getAll,
      endpoints.clinical.getSummary,
      endpoints.clinical.getWorklist,
      endpoints.retention.tracing,
    ],
  });
