import { endpoints } from '@clinic/contract';
import { useEndpointQuery } from '../../../lib/api/endpoint-hooks';
import { activeCategories, type RawCategory } from './normalize';

/** GET /Category/GetAll: the public categories. */
export function useActiveCategories() {
  return useEndpointQuery(
    endpoints.category.getAll,
    {},
    {
      select: (data: RawCategory[] | null) => activeCategories(data),
    },
  );
}
