import type { TestTypeItem } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { TEST_TYPES_KEY } from './get-test-types';

export type TestTypeCreateInput = Omit<TestTypeItem, 'testTypeId'>;

/** POST /TestType/Create {testTypeName, unit, normalRange, isActive: true}. */
export async function createTestType(body: TestTypeCreateInput): Promise<TestTypeItem | null> {
  const { data } = await apiRequest<TestTypeItem>('/TestType/Create', { method: 'POST', body });
  return data;
}

export const createTestTypeMutationOptions = () => mutationOptions({ mutationFn: createTestType });

export function useCreateTestType() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createTestTypeMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEST_TYPES_KEY }),
  });
}
