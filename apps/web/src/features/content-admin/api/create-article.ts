import { type articleCreateBody, endpoints } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { invalidateContent } from './keys';

export type ArticleCreateInput = z.output<typeof articleCreateBody>;

/** POST /Article/Create {title, content, categoryId, userId}; the server makes the caller the author. */
export async function createArticle(body: ArticleCreateInput): Promise<string> {
  const { message } = await callEndpointFull(endpoints.article.create, { body });
  return message;
}

export const createArticleMutationOptions = () => mutationOptions({ mutationFn: createArticle });

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createArticleMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => invalidateContent(queryClient),
  });
}
