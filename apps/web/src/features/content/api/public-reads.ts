import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { normalizeArticle, normalizeCategory, type RawArticle, type RawCategory } from './normalize';

const isRouteId = (id: number) => Number.isInteger(id) && id > 0;

/** Only what the public may see: null when the row does not exist or is hidden. */
function visible<R, T extends { isActive: boolean }>(normalize: (raw: R) => T) {
  return (data: R | null): T | null => {
    const row = data ? normalize(data) : null;
    return row?.isActive ? row : null;
  };
}

const publicArticle = visible((raw: RawArticle) => normalizeArticle(raw));
const publicCategory = visible((raw: RawCategory) => normalizeCategory(raw));

/** GET /Article/GetByID/{id}: null when the article does not exist or is not public. */
export function useArticle(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.article.getById, isRouteId(id) ? { params: { id } } : null, {
      nullWhenMissing: true,
    }),
    select: publicArticle,
  });
}

/** GET /Category/GetById/{id}: null when the category does not exist (or is hidden from the public). */
export function useCategory(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.category.getById, isRouteId(id) ? { params: { id } } : null, {
      nullWhenMissing: true,
    }),
    select: publicCategory,
  });
}
