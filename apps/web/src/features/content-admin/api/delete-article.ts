import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { ARTICLES_KEY, PUBLIC_KEY } from './keys';

/** DELETE /Article/Delete/{id}: a real deletion (administration 4). */
export async function deleteArticle(articleId: number): Promise<string> {
  const { message } = await apiRequest<null>(`/Article/Delete/${articleId}`, { method: 'DELETE' });
  return message;
}

export const deleteArticleMutationOptions = () => mutationOptions({ mutationFn: deleteArticle });

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteArticleMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ARTICLES_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_KEY }),
      ]);
    },
  });
}
