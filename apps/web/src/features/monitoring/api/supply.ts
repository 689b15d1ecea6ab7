import { endpoints, type TreatmentItem } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { useBodyMutation } from '../../../lib/api/endpoint-mutation';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/**
 * The supply of one treatment, read from GET /Treatment/GetAll (the doctor's own treatments; the clinical
 * summary names the current treatment but not its supply). Null when the treatment is not the doctor's own:
 * only its own doctor may record a refill.
 */
export function useOwnTreatment(treatmentId: number | null) {
  return useQuery({
    ...endpointQuery(endpoints.treatment.getAll, treatmentId === null ? null : {}),
    select: (rows: TreatmentItem[] | null) => rows?.find((t) => t.treatmentId === treatmentId) ?? null,
  });
}

/** POST /Treatment/Refill; the supply dates, the lateness the worklist and tracing list show all move. */
export const useRecordRefill = () =>
  useBodyMutation(endpoints.treatment.refill, {
    answer: (envelope) => ({ supply: envelope.data, message: envelope.message }),
  });
