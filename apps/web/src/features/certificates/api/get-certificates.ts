import type { DoctorCertificate } from '@clinic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CERTIFICATES_KEY } from './keys';

export interface CertificatePageQuery {
  page: number;
  pageSize: number;
  search: string;
}

export interface CertificatePage {
  items: DoctorCertificate[];
  total: number;
}

/**
 * GET /DoctorCertificate/GetAll?page&pageSize&search: one page by certificate id; the server searches name,
 * issuer and doctor case-insensitively, and gives a doctor only their own certificates.
 */
export async function getCertificates(query: CertificatePageQuery): Promise<CertificatePage> {
  const search = query.search.trim();
  const { data, meta } = await apiRequest<DoctorCertificate[]>('/DoctorCertificate/GetAll', {
    query: { page: query.page, pageSize: query.pageSize, search: search || undefined },
  });
  const items = data ?? [];
  return { items, total: meta?.total ?? items.length };
}

export const certificatesQueryOptions = (query: CertificatePageQuery) =>
  queryOptions({ queryKey: [...CERTIFICATES_KEY, 'page', query], queryFn: () => getCertificates(query) });

export function useCertificates(query: CertificatePageQuery) {
  return useQuery({ ...certificatesQueryOptions(query), placeholderData: keepPreviousData });
}
