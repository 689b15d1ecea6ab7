import { endpoints } from '@clinic/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

const { checkRegimen } = endpoints.clinical;

/**
 * POST /Clinical/CheckRegimen for the components about to be prescribed, read like a query: it changes with
 * the choice, and the last answer stays on screen while the next one loads. No patient id (an anonymous
 * appointment) or no component: no check here, the server still runs it on Treatment/Create.
 */
export function useRegimenCheck(patientId: number | undefined, componentIds: readonly number[]) {
  return useQuery({
    queryKey: [...queryKeys.of(checkRegimen), patientId, componentIds],
    queryFn: ({ signal }) =>
      callEndpoint(checkRegimen, {
        body: { patientId: patientId as number, componentIds: [...componentIds] },
        signal,
      }),
    enabled: patientId !== undefined && componentIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
