import { endpoints } from '@clinic/contract';
import { found, useEndpointQuery } from '../../../lib/api/endpoint-hooks';

/**
 * GET /Patient/MyData: everything the clinic holds about the signed-in patient. Read afresh each time the page
 * opens (each read is an export, recorded in the access log), and never kept after the page is left.
 */
export function useMyData() {
  return useEndpointQuery(
    endpoints.privacy.myData,
    {},
    { read: found, gcTime: 0, staleTime: 0, retry: false },
  );
}
