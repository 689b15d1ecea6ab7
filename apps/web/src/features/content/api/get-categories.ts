import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { activeCategories, type RawCategory } from './normalize';

/** GET /Category/GetAll: the public categories. */
export function useActiveCategories() {
  return useQuery({
    ...endpointQuery(endpoints.category.getAll, {}),
    select: (data: RawCategory[] | null) => activeCategories(data),
  });
}
