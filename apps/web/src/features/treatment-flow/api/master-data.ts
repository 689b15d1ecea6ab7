import { type ArvComponentItem, endpoints, type TestTypeItem } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/** A retired component or test type is not offered; the shared entry keeps them for management. */
const active = <T extends { isActive: boolean }>(data: T[] | null): T[] =>
  (data ?? []).filter((item) => item.isActive);

const FIVE_MINUTES = 5 * 60_000;

/** GET /ARVComponents/GetAll: the components a custom regimen is made of. */
export function useArvComponents() {
  return useQuery({
    ...endpointQuery(endpoints.arvComponent.getAll, {}),
    select: active<ArvComponentItem>,
    staleTime: FIVE_MINUTES,
  });
}

/** GET /TestType/GetAll: for the unit and normal range of the fixed type. */
export function useTestTypes() {
  return useQuery({
    ...endpointQuery(endpoints.testType.getAll, {}),
    select: active<TestTypeItem>,
    staleTime: FIVE_MINUTES,
  });
}
