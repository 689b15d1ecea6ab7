import { endpoints } from '@clinic/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './endpoint-client';
import { queryKeys } from './query-keys';

/**
 * The test types and ARV components as the server sends them (management receives the inactive ones too):
 * booking, results, prescribing and master data read the same entry and filter with `select`.
 */
export const testTypesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.of(endpoints.testType.getAll),
    queryFn: ({ signal }) => callEndpoint(endpoints.testType.getAll, { signal }),
  });

export const arvComponentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.of(endpoints.arvComponent.getAll),
    queryFn: ({ signal }) => callEndpoint(endpoints.arvComponent.getAll, { signal }),
  });

/** What a save of a test type or a component refreshes: the lists and the single reads. */
export const TEST_TYPE_READS = [endpoints.testType.getAll, endpoints.testType.getById];
export const ARV_COMPONENT_READS = [endpoints.arvComponent.getAll, endpoints.arvComponent.getById];
