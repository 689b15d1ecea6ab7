import { type categoryCreateBody, endpoints } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { invalidateContent } from './keys';

export type CategoryCreateInput = z.output<typeof categoryCreateBody>;

/** POST /Category/Create {categoryName, isActive}. */
export async function createCategory(body: CategoryCreateInput): Promise<string> {
  const { message } = await callEndpointFull(endpoints.category.create, { body });
  return message;
}

export const createCategoryMutationOptions = () => mutationOptions({ mutationFn: createCategory });

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createCategoryMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => invalidateContent(queryClient),
  });
}
