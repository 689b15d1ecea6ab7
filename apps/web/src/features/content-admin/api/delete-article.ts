import { endpoints } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { invalidateContent } from './keys';

/** DELETE /Article/Delete/{id}: a real deletion. */
export async function deleteArticle(articleId: number): Promise<string> {
  const { message } = await callEndpointFull(endpoints.article.delete, { params: { id: articleId } });
  return message;
}

export const deleteArticleMutationOptions = () => mutationOptions({ mutationFn: deleteArticle });

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteArticleMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => invalidateContent(queryClient),
  });
}
