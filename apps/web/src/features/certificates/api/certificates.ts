import { type certificateCreateBody, type certificateUpdateBody, endpoints } from '@clinic/contract';
import type { z } from 'zod';
import { type PageQuery, useEndpointQuery, usePagedQuery } from '../../../lib/api/endpoint-hooks';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { ApiError } from '../../../lib/api-client';
import type { DoctorOption } from '../certificate-model';
import { certificateMessages } from '../messages';

export type CertificateCreateInput = z.output<typeof certificateCreateBody>;
export type CertificateUpdateInput = z.output<typeof certificateUpdateBody>;

const c = endpoints.doctorCertificate;

/** A saved or deleted certificate shows in the pages of the list and in its own read. */
const CERTIFICATE_READS = [c.getAll, c.getById];

/**
 * GET /DoctorCertificate/GetAll?page&pageSize&search: one page by certificate id; the server searches name,
 * issuer and doctor case-insensitively, and gives a doctor only their own certificates.
 */
export function useCertificates(query: PageQuery) {
  return usePagedQuery(c.getAll, query);
}

/** GET /DoctorCertificate/GetById/{id}: dates as yyyy-MM-dd. */
export function useCertificate(certificateId: number | null) {
  return useEndpointQuery(c.getById, certificateId === null ? null : { params: { id: certificateId } }, {
    read: (data) => {
      if (!data) throw new ApiError(404, certificateMessages.notFound);
      return data;
    },
  });
}

/** GET /Doctor/GetAll: the doctors a certificate can belong to (only their id, name and state are used). */
export function useDoctorOptions() {
  return useEndpointQuery(
    endpoints.accounts.doctorGetAll,
    {},
    {
      select: (data: DoctorOption[] | null): DoctorOption[] =>
        (data ?? []).map((d) => ({
          doctorId: d.doctorId,
          fullName: d.fullName,
          isActive: d.isActive !== false,
        })),
    },
  );
}

/** POST /DoctorCertificate/Create {doctorId, certificateName, issuedBy, issueDate, expiryDate|null, certificateImage null}. */
export const useCreateCertificate = () =>
  useEndpointMutation(c.create, {
    input: (body: CertificateCreateInput) => ({ body }),
    invalidates: CERTIFICATE_READS,
  });

/** PUT /DoctorCertificate/Update {certificateId, doctorId, certificateName, issuedBy, issueDate, expiryDate}. */
export const useUpdateCertificate = () =>
  useEndpointMutation(c.update, {
    input: (body: CertificateUpdateInput) => ({ body }),
    invalidates: CERTIFICATE_READS,
  });

/** DELETE /DoctorCertificate/Delete/{id}: a real deletion, after the confirmation. */
export const useDeleteCertificate = () =>
  useEndpointMutation(c.delete, {
    input: (certificateId: number) => ({ params: { id: certificateId } }),
    invalidates: CERTIFICATE_READS,
  });
