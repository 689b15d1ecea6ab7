import { endpoints, type TestTypeItem } from '@clinic/contract';
import type { z } from 'zod';
import { found, useEndpointQuery } from '../../../lib/api/endpoint-hooks';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { TEST_TYPE_READS } from '../../../lib/api/master-data';
import { SAVED_ITEM, STILL_WHILE_EDITED } from './item-reads';

/** A new type's fields; kind is left to the server's default when the form does not choose one. */
export type TestTypeCreateInput = Omit<TestTypeItem, 'testTypeId' | 'kind'> & { kind?: TestTypeItem['kind'] };

/** GET /TestType/GetAll: Admin, Manager and Staff receive inactive ones too; the list page filters them. */
export function useTestTypes() {
  return useEndpointQuery(endpoints.testType.getAll, {}, { select: (data) => data ?? [] });
}

/** GET /TestType/GetByID/{id}. */
export function useTestType(testTypeId: number | null) {
  return useEndpointQuery(
    endpoints.testType.getById,
    testTypeId === null ? null : { params: { id: testTypeId } },
    {
      read: found,
      ...STILL_WHILE_EDITED,
    },
  );
}

// A row read back from the server types its unit as any string; the server checks it against the unit list.
type CreateBody = z.input<typeof endpoints.testType.create.body>;
type UpdateBody = z.input<typeof endpoints.testType.update.body>;

/** POST /TestType/Create {testTypeName, unit, normalRange, isActive: true}. */
export const useCreateTestType = () =>
  useEndpointMutation(endpoints.testType.create, {
    input: (body: TestTypeCreateInput) => ({ body: body as CreateBody }),
    ...SAVED_ITEM,
    invalidates: TEST_TYPE_READS,
  });

/** PUT /TestType/Update with the whole test-type object; isActive false deactivates. */
export const useUpdateTestType = () =>
  useEndpointMutation(endpoints.testType.update, {
    input: (body: TestTypeItem) => ({ body: body as UpdateBody }),
    ...SAVED_ITEM,
    invalidates: TEST_TYPE_READS,
  });
