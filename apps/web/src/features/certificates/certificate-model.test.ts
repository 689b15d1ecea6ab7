import type { DoctorCertificate } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import {
  canManageCertificates,
  certificateFormValues,
  displayCertificateDate,
  doctorOptions,
  emptyCertificateForm,
  parseCertificateCreate,
  parseCertificateUpdate,
} from './certificate-model';

describe('displayCertificateDate', () => {
  // DD/MM/YYYY, and 'Không có' for an empty expiry.
  it.each([
    ['2024-03-07', '07/03/2024'],
    [null, 'Không có'],
    ['', 'Không có'],
    [undefined, 'Không có'],
  ])('shows %j as %s', (date, shown) => {
    expect(displayCertificateDate(date)).toBe(shown);
  });
});

describe('canManageCertificates', () => {
  it('lets Admin, Manager and Staff edit; a doctor only reads', () => {
    expect(canManageCertificates('Admin')).toBe(true);
    expect(canManageCertificates('Manager')).toBe(true);
    expect(canManageCertificates('Staff')).toBe(true);
    expect(canManageCertificates('Doctor')).toBe(false);
    expect(canManageCertificates(null)).toBe(false);
  });
});

describe('certificate form validation', () => {
  it('asks for doctor, name, issuer and issue date on create', () => {
    expect(parseCertificateCreate(emptyCertificateForm)).toEqual({
      ok: false,
      errors: {
        doctorId: 'Vui lòng chọn bác sĩ',
        certificateName: 'Tên chứng chỉ không được để trống',
        issuedBy: 'Nơi cấp không được để trống',
        issueDate: 'Vui lòng chọn ngày cấp',
      },
    });
  });

  it('sends no expiry as null and the image as null', () => {
    const parsed = parseCertificateCreate({
      doctorId: '2',
      certificateName: ' Chứng chỉ hành nghề ',
      issuedBy: 'Bộ Y tế',
      issueDate: '2024-01-15',
      expiryDate: '',
    });
    expect(parsed).toEqual({
      ok: true,
      data: {
        doctorId: 2,
        certificateName: 'Chứng chỉ hành nghề',
        issuedBy: 'Bộ Y tế',
        issueDate: '2024-01-15',
        expiryDate: null,
        certificateImage: null,
      },
    });
  });

  it('refuses an expiry before the issue date', () => {
    const parsed = parseCertificateUpdate(3, {
      doctorId: '1',
      certificateName: 'A',
      issuedBy: 'B',
      issueDate: '2024-05-01',
      expiryDate: '2024-04-30',
    });
    expect(parsed).toEqual({ ok: false, errors: { expiryDate: 'Ngày hết hạn không được trước ngày cấp' } });
  });

  it('requires all four on update', () => {
    const parsed = parseCertificateUpdate(3, emptyCertificateForm);
    expect(parsed.ok ? [] : Object.keys(parsed.errors).sort()).toEqual([
      'certificateName',
      'doctorId',
      'issueDate',
      'issuedBy',
    ]);
  });
});

describe('certificateFormValues', () => {
  it('fills the form from a loaded certificate', () => {
    const c: DoctorCertificate = {
      certificateId: 1,
      doctorId: 4,
      certificateName: 'N',
      issuedBy: 'I',
      issueDate: '2023-02-01',
      expiryDate: null,
      certificateImage: null,
      fullName: 'BS',
    };
    expect(certificateFormValues(c)).toEqual({
      doctorId: '4',
      certificateName: 'N',
      issuedBy: 'I',
      issueDate: '2023-02-01',
      expiryDate: '',
    });
  });
});

describe('doctorOptions', () => {
  const doctors = [
    { doctorId: 1, fullName: 'Trần B', isActive: true },
    { doctorId: 2, fullName: 'Lê C', isActive: false },
    { doctorId: 3, fullName: 'Nguyễn A', isActive: true },
  ];

  it('offers active doctors by name, and keeps the current one even when deactivated', () => {
    expect(doctorOptions(doctors, null).map((o) => o.value)).toEqual(['3', '1']);
    expect(doctorOptions(doctors, 2).map((o) => o.label)).toContain('Lê C (đã ngừng hoạt động)');
  });
});
