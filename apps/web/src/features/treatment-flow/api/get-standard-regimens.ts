import { type ArvRegimenItem, endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/** GET /ARVRegimens/GetByIsCustomized/false: the standard (non-customised) regimens. */
export function useStandardRegimens() {
  return useQuery({
    ...endpointQuery(endpoints.arvRegimen.getByIsCustomized, { params: { isCustomized: 'false' } }),
    select: (data): ArvRegimenItem[] => (data ?? []).filter((r) => r.isActive !== false),
    staleTime: 5 * 60_000,
  });
}
