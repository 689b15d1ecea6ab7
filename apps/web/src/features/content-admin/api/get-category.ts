import { type Category, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';
import { ApiError } from '../../../lib/api-client';

const endpoint = endpoints.category.getById;

function asCategory(data: Category | null): Category {
  if (!data) throw new ApiError(404, 'Không tìm thấy danh mục');
  return { categoryId: data.categoryId, categoryName: data.categoryName, isActive: data.isActive !== false };
}

/** GET /Category/GetById/{id} with the token. */
export async function getCategory(categoryId: number): Promise<Category> {
  return asCategory(await callEndpoint(endpoint, { params: { id: categoryId }, auth: true }));
}

export const categoryQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: queryKeys.signedIn(endpoint, { id: categoryId }),
    queryFn: () => getCategory(categoryId),
  });

export function useCategory(categoryId: number | null) {
  return useQuery({ ...categoryQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
}
