import {
  type CertificateCreateBody,
  type CertificateUpdateBody,
  certificateCreateBody,
  certificateUpdateBody,
  type DoctorCertificate,
  formatDateVi,
  type Role,
  toApiDate,
} from '@clinic/contract';
import { parseWith } from '../../lib/forms';
import { certificateMessages as m } from './messages';

/** Pure rules of the certificate screens, unit-tested apart from React. */

/** DD/MM/YYYY, or 'Không có' for a missing (or unreadable) expiry date. */
export function displayCertificateDate(value: string | null | undefined): string {
  return formatDateVi(value) || m.noExpiry;
}

/** Only Admin, Manager and Staff add, edit and delete; a doctor reads their own certificates. */
export function canManageCertificates(role: Role | null | undefined): boolean {
  return role === 'Admin' || role === 'Manager' || role === 'Staff';
}

export interface CertificateFormValues {
  /** The select's value: '' while nothing is chosen. */
  doctorId: string;
  certificateName: string;
  issuedBy: string;
  /** yyyy-MM-dd from the date input, '' when empty. */
  issueDate: string;
  expiryDate: string;
}

export const emptyCertificateForm: CertificateFormValues = {
  doctorId: '',
  certificateName: '',
  issuedBy: '',
  issueDate: '',
  expiryDate: '',
};

/** The form's values from a loaded certificate (GetById answers yyyy-MM-dd dates). */
export function certificateFormValues(certificate: DoctorCertificate): CertificateFormValues {
  return {
    doctorId: String(certificate.doctorId),
    certificateName: certificate.certificateName,
    issuedBy: certificate.issuedBy,
    issueDate: toApiDate(certificate.issueDate),
    expiryDate: toApiDate(certificate.expiryDate),
  };
}

/**
 * Through the contract's schemas: doctor, name, issuer and issue date required, expiry optional
 * (and not before the issue date); the create body carries certificateImage null.
 */
export function parseCertificateCreate(values: CertificateFormValues) {
  return parseWith(certificateCreateBody, certificateCreateInput(values));
}

export function parseCertificateUpdate(certificateId: number, values: CertificateFormValues) {
  return parseWith(certificateUpdateBody, certificateUpdateInput(certificateId, values));
}

export function certificateCreateInput(values: CertificateFormValues): CertificateCreateBody {
  return { ...values, certificateImage: null };
}

export function certificateUpdateInput(
  certificateId: number,
  values: CertificateFormValues,
): CertificateUpdateBody {
  return { certificateId, ...values };
}

export interface DoctorOption {
  doctorId: number;
  fullName: string;
  isActive?: boolean;
}

/** Active doctors by name, plus the certificate's doctor when deactivated since (so the update keeps its value). */
export function doctorOptions(
  doctors: readonly DoctorOption[],
  currentId: number | null,
): { value: string; label: string }[] {
  return doctors
    .filter((d) => d.isActive !== false || d.doctorId === currentId)
    .map((d) => ({
      value: String(d.doctorId),
      label: d.isActive === false ? m.inactiveDoctor(d.fullName) : d.fullName,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'vi'));
}

// The error helpers are shared by the administration screens; re-exported under the names this feature uses.
export { apiErrorMessage as errorMessage, isNotFound, isSessionError } from '../../lib/api-errors';
export { serverFieldErrors } from '../../lib/forms';
