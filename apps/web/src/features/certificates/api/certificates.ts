import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { useBodyMutation, useIdMutation } from '../../../lib/api/endpoint-mutation';
import {
  endpointPage,
  endpointQuery,
  endpointRecord,
  type PageQuery,
  pageQuery,
} from '../../../lib/api/endpoint-query';
import type { DoctorOption } from '../certificate-model';
import { certificateMessages } from '../messages';

const c = endpoints.doctorCertificate;

/**
 * GET /DoctorCertificate/GetAll?page&pageSize&search: one page by certificate id; the server searches name,
 * issuer and doctor case-insensitively, and gives a doctor only their own certificates.
 */
export function useCertificates(query: PageQuery) {
  return useQuery(endpointPage(c.getAll, { query: pageQuery(query) }));
}

/** GET /DoctorCertificate/GetById/{id}: dates as yyyy-MM-dd. */
export function useCertificate(certificateId: number | null) {
  return useQuery(endpointRecord(c.getById, certificateId, certificateMessages.notFound));
}

/** GET /Doctor/GetAll: the doctors a certificate can belong to (only their id, name and state are used). */
export function useDoctorOptions() {
  return useQuery({
    ...endpointQuery(endpoints.accounts.doctorGetAll, {}),
    select: (data: DoctorOption[] | null): DoctorOption[] =>
      (data ?? []).map((d) => ({
        doctorId: d.doctorId,
        fullName: d.fullName,
        isActive: d.isActive !== false,
      })),
  });
}

/** POST /DoctorCertificate/Create {doctorId, certificateName, issuedBy, issueDate, expiryDate|null, certificateImage null}. */
export const useCreateCertificate = () => useBodyMutation(c.create);

/** PUT /DoctorCertificate/Update {certificateId, doctorId, certificateName, issuedBy, issueDate, expiryDate}. */
export const useUpdateCertificate = () => useBodyMutation(c.update);

/** DELETE /DoctorCertificate/Delete/{id}: a real deletion, after the confirmation. */
export const useDeleteCertificate = () => useIdMutation(c.delete);
