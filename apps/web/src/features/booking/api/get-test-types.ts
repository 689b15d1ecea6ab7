import { endpoints, type TestTypeItem } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/** GET /TestType/GetAll: active ones only. */
export function useActiveTestTypes(enabled = true) {
  return useQuery({
    ...endpointQuery(endpoints.testType.getAll, enabled ? {} : null),
    select: (data): TestTypeItem[] => (data ?? []).filter((t) => t.isActive !== false),
  });
}
