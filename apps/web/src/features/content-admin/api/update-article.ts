import { type articleUpdateBody, endpoints } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { invalidateContent } from './keys';

export type ArticleUpdateInput = z.output<typeof articleUpdateBody>;

/** PUT /Article/Update: the whole article; the Hiện/Ẩn toggle sends it with isActive flipped. */
export async function updateArticle(body: ArticleUpdateInput): Promise<string> {
  const { message } = await callEndpointFull(endpoints.article.update, { body });
  return message;
}

export const updateArticleMutationOptions = () => mutationOptions({ mutationFn: updateArticle });

export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateArticleMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => invalidateContent(queryClient),
  });
}
