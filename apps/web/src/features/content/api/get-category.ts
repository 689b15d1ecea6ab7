import { type Category, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';
import { ApiError } from '../../../lib/api-client';
import { normalizeCategory, type RawCategory } from './normalize';

const endpoint = endpoints.category.getById;

async function readCategory(id: number) {
  try {
    return await callEndpoint(endpoint, { params: { id } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

function publicCategory(data: RawCategory | null): Category | null {
  const category = data ? normalizeCategory(data) : null;
  return category?.isActive ? category : null;
}

/** null when the category does not exist (or is hidden from the public). */
export async function getCategory(id: number): Promise<Category | null> {
  return publicCategory(await readCategory(id));
}

export const categoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.of(endpoint, { id }),
    queryFn: () => readCategory(id),
    select: publicCategory,
  });

export function useCategory(id: number) {
  return useQuery({ ...categoryQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
