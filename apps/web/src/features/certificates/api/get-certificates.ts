import { type DoctorCertificate, endpoints } from '@clinic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

export interface CertificatePageQuery {
  page: number;
  pageSize: number;
  search: string;
}

export interface CertificatePage {
  items: DoctorCertificate[];
  total: number;
}

const pageQuery = (query: CertificatePageQuery) => ({
  page: query.page,
  pageSize: query.pageSize,
  search: query.search.trim() || undefined,
});

/**
 * GET /DoctorCertificate/GetAll?page&pageSize&search: one page by certificate id; the server searches name,
 * issuer and doctor case-insensitively, and gives a doctor only their own certificates.
 */
export async function getCertificates(query: CertificatePageQuery): Promise<CertificatePage> {
  const { data, meta } = await callEndpointFull(endpoints.doctorCertificate.getAll, {
    query: pageQuery(query),
  });
  const items = data ?? [];
  return { items, total: meta?.total ?? items.length };
}

export const certificatesQueryOptions = (query: CertificatePageQuery) =>
  queryOptions({
    queryKey: queryKeys.page(endpoints.doctorCertificate.getAll, null, pageQuery(query)),
    queryFn: () => getCertificates(query),
  });

export function useCertificates(query: CertificatePageQuery) {
  return useQuery({ ...certificatesQueryOptions(query), placeholderData: keepPreviousData });
}
