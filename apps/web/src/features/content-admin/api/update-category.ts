import { type categoryUpdateBody, endpoints } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { invalidateContent } from './keys';

export type CategoryUpdateInput = z.output<typeof categoryUpdateBody>;

/** PUT /Category/Update {categoryId, categoryName, isActive}; isActive false is the category's deletion. */
export async function updateCategory(body: CategoryUpdateInput): Promise<string> {
  const { message } = await callEndpointFull(endpoints.category.update, { body });
  return message;
}

export const updateCategoryMutationOptions = () => mutationOptions({ mutationFn: updateCategory });

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateCategoryMutationOptions(),
    meta: OWN_ERRORS,
    // Article rows show the category's name, and the public pages hide a hidden category's articles.
    onSuccess: () => invalidateContent(queryClient),
  });
}
