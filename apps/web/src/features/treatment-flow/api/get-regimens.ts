import { type ArvRegimenItem, endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/** GET /ARVRegimens/GetAll: standard and custom regimens, to name the chosen one on the treatment page. */
export function useRegimens() {
  return useQuery({
    ...endpointQuery(endpoints.arvRegimen.getAll, {}),
    select: (data): ArvRegimenItem[] => data ?? [],
  });
}
