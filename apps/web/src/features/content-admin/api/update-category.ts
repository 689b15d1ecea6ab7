import type { Category, categoryUpdateBody } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { ARTICLES_KEY, CATEGORIES_KEY, PUBLIC_KEY } from './keys';

export type CategoryUpdateInput = z.output<typeof categoryUpdateBody>;

/** PUT /Category/Update {categoryId, categoryName, isActive}; isActive false is the category's deletion. */
export async function updateCategory(body: CategoryUpdateInput): Promise<string> {
  const { message } = await apiRequest<Category>('/Category/Update', { method: 'PUT', body });
  return message;
}

export const updateCategoryMutationOptions = () => mutationOptions({ mutationFn: updateCategory });

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateCategoryMutationOptions(),
    meta: OWN_ERRORS,
    // Article rows show the category's name, and the public pages hide a hidden category's articles.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
        queryClient.invalidateQueries({ queryKey: ARTICLES_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_KEY }),
      ]);
    },
  });
}
