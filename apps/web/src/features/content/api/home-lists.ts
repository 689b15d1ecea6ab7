import { endpoints } from '@clinic/contract';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { useFetched } from '../../../lib/use-fetched';
import { activeArticles, activeCategories, type RawArticle, type RawCategory } from './normalize';

/**
 * The home page's two public lists, read without React Query (lib/use-fetched.ts): the active categories and the
 * `latest` newest active articles (GET /Category/GetAll, GET /Article/GetAll?page=1&pageSize=latest).
 */
export function useHomeLists(latest: number) {
  return useFetched(`home:${latest}`, async (signal) => {
    const [categories, articles] = await Promise.all([
      callEndpoint(endpoints.category.getAll, { signal }),
      callEndpoint(endpoints.article.getAll, { query: { page: 1, pageSize: latest }, signal }),
    ]);
    return {
      categories: activeCategories(categories as RawCategory[] | null),
      articles: activeArticles(articles as RawArticle[] | null).slice(0, latest),
    };
  });
}
