import { endpoints, type TestTypeItem } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import type { EndpointBody } from '../../../lib/api/endpoint-client';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { byId, endpointQuery } from '../../../lib/api/endpoint-query';
import { allItems, editedItem, SAVED_ITEM } from './item-reads';

const { testType } = endpoints;

// The form and a row read back type the unit as any string; the server checks it against the unit list.

/** GET /TestType/GetAll. */
export function useTestTypes() {
  return useQuery(allItems(endpointQuery(testType.getAll, {})));
}

/** GET /TestType/GetByID/{id}. */
export function useTestType(testTypeId: number | null) {
  return useQuery(editedItem(endpointQuery(testType.getById, byId(testTypeId))));
}

/** POST /TestType/Create {testTypeName, unit, normalRange, isActive: true}; kind is left to the server's default. */
export const useCreateTestType = () =>
  useEndpointMutation(testType.create, {
    input: (body: Omit<TestTypeItem, 'testTypeId' | 'kind'> & Partial<Pick<TestTypeItem, 'kind'>>) => ({
      body: body as EndpointBody<typeof testType.create>,
    }),
    ...SAVED_ITEM,
  });

/** PUT /TestType/Update with the whole test-type object; isActive false deactivates. */
export const useUpdateTestType = () =>
  useEndpointMutation(testType.update, {
    input: (body: TestTypeItem) => ({ body: body as EndpointBody<typeof testType.update> }),
    ...SAVED_ITEM,
  });
