import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, found } from '../../../lib/api/endpoint-query';

/**
 * GET /Patient/MyData: everything the clinic holds about the signed-in patient. Read afresh each time the page
 * opens (each read is an export, recorded in the access log), and never kept after the page is left.
 */
export function useMyData() {
  return useQuery({
    ...endpointQuery(endpoints.privacy.myData, {}),
    select: found,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}
