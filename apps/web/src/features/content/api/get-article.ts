import { type Article, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';
import { ApiError } from '../../../lib/api-client';
import { normalizeArticle, type RawArticle } from './normalize';

const endpoint = endpoints.article.getById;

async function readArticle(id: number) {
  try {
    return await callEndpoint(endpoint, { params: { id } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

function publicArticle(data: RawArticle | null): Article | null {
  const article = data ? normalizeArticle(data) : null;
  return article?.isActive ? article : null;
}

/** null when the article does not exist or is not public. */
export async function getArticle(id: number): Promise<Article | null> {
  return publicArticle(await readArticle(id));
}

export const articleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.of(endpoint, { id }),
    queryFn: () => readArticle(id),
    select: publicArticle,
  });

export function useArticle(id: number) {
  return useQuery({ ...articleQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
