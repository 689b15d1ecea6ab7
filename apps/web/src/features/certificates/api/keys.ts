import { endpoints } from '@clinic/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/api/query-keys';

/** A saved or deleted certificate shows in the pages of the list and in its own read. */
export function invalidateCertificates(queryClient: QueryClient): Promise<unknown> {
  const reads = [endpoints.doctorCertificate.getAll, endpoints.doctorCertificate.getById];
  return Promise.all(
    reads.map((endpoint) => queryClient.invalidateQueries({ queryKey: queryKeys.all(endpoint) })),
  );
}
