import type { TestTypeItem } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { TEST_TYPES_KEY } from './get-test-types';

/** PUT /TestType/Update with the whole test-type object; isActive false deactivates. */
export async function updateTestType(body: TestTypeItem): Promise<TestTypeItem | null> {
  const { data } = await apiRequest<TestTypeItem>('/TestType/Update', { method: 'PUT', body });
  return data;
}

export const updateTestTypeMutationOptions = () => mutationOptions({ mutationFn: updateTestType });

export function useUpdateTestType() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateTestTypeMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEST_TYPES_KEY }),
  });
}
