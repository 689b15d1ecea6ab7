import type { Category, categoryCreateBody } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { CATEGORIES_KEY, PUBLIC_KEY } from './keys';

export type CategoryCreateInput = z.output<typeof categoryCreateBody>;

/** POST /Category/Create {categoryName, isActive}. */
export async function createCategory(body: CategoryCreateInput): Promise<string> {
  const { message } = await apiRequest<Category>('/Category/Create', { method: 'POST', body });
  return message;
}

export const createCategoryMutationOptions = () => mutationOptions({ mutationFn: createCategory });

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createCategoryMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_KEY }),
      ]);
    },
  });
}
