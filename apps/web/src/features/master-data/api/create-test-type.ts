import { endpoints, type TestTypeItem } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { TEST_TYPE_READS } from '../../../lib/api/master-data';
import { queryKeys } from '../../../lib/api/query-keys';
import { OWN_ERRORS } from '../../../lib/query-client';

export type TestTypeCreateInput = Omit<TestTypeItem, 'testTypeId'>;

/** POST /TestType/Create {testTypeName, unit, normalRange, isActive: true}. */
export async function createTestType(body: TestTypeCreateInput): Promise<TestTypeItem | null> {
  // A row read back from the server types its unit as any string; the server checks it against the unit list.
  return callEndpoint(endpoints.testType.create, {
    body: body as z.input<typeof endpoints.testType.create.body>,
  });
}

export const createTestTypeMutationOptions = () => mutationOptions({ mutationFn: createTestType });

export function useCreateTestType() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createTestTypeMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () =>
      Promise.all(
        TEST_TYPE_READS.map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: queryKeys.all(endpoint) }),
        ),
      ),
  });
}
