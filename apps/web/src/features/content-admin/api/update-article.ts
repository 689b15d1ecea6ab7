import type { Article, articleUpdateBody } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { ARTICLES_KEY, PUBLIC_KEY } from './keys';

export type ArticleUpdateInput = z.output<typeof articleUpdateBody>;

/** PUT /Article/Update: the whole article; the Hiện/Ẩn toggle sends it with isActive flipped. */
export async function updateArticle(body: ArticleUpdateInput): Promise<string> {
  const { message } = await apiRequest<Article>('/Article/Update', { method: 'PUT', body });
  return message;
}

export const updateArticleMutationOptions = () => mutationOptions({ mutationFn: updateArticle });

export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateArticleMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ARTICLES_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_KEY }),
      ]);
    },
  });
}
