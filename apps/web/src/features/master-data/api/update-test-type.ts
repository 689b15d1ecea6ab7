import { endpoints, type TestTypeItem } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { TEST_TYPE_READS } from '../../../lib/api/master-data';
import { queryKeys } from '../../../lib/api/query-keys';
import { OWN_ERRORS } from '../../../lib/query-client';

/** PUT /TestType/Update with the whole test-type object; isActive false deactivates. */
export async function updateTestType(body: TestTypeItem): Promise<TestTypeItem | null> {
  // A row read back from the server types its unit as any string; the server checks it against the unit list.
  return callEndpoint(endpoints.testType.update, {
    body: body as z.input<typeof endpoints.testType.update.body>,
  });
}

export const updateTestTypeMutationOptions = () => mutationOptions({ mutationFn: updateTestType });

export function useUpdateTestType() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateTestTypeMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () =>
      Promise.all(
        TEST_TYPE_READS.map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: queryKeys.all(endpoint) }),
        ),
      ),
  });
}
