import type { Article, articleCreateBody } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { ARTICLES_KEY, PUBLIC_KEY } from './keys';

export type ArticleCreateInput = z.output<typeof articleCreateBody>;

/** POST /Article/Create {title, content, categoryId, userId}; the server makes the caller the author. */
export async function createArticle(body: ArticleCreateInput): Promise<string> {
  const { message } = await apiRequest<Article>('/Article/Create', { method: 'POST', body });
  return message;
}

export const createArticleMutationOptions = () => mutationOptions({ mutationFn: createArticle });

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createArticleMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ARTICLES_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_KEY }),
      ]);
    },
  });
}
