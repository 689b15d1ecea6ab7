import type { Role } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { doctorCertificates } from '../src/db/schema.js';
import { createAndUpdate, useAppWithEveryRole } from './helpers/build.js';
import { refusedValues } from './helpers/cases.js';
import { rowsWhere } from './helpers/database.js';
import { expectFieldError, expectFieldErrors, expectMessage, expectOnlyRoles } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';

const { t, users } = useAppWithEveryRole({}, (role) => ({ fullName: `Người ${role}` }));
let otherDoctor: CreatedUser;
let ownCert: number;
let otherCert: number;

beforeAll(async () => {
  otherDoctor = await t.user('Doctor', { fullName: 'BS. Trần Thị Lan' });
  const rows = await t.db
    .insert(doctorCertificates)
    .values([
      {
        doctorId: users.Doctor.doctorId as number,
        certificateName: 'Chứng chỉ hành nghề',
        issuedBy: 'Bộ Y tế',
        issueDate: '2015-06-01',
      },
      {
        doctorId: otherDoctor.doctorId as number,
        certificateName: 'Điều trị HIV/AIDS',
        issuedBy: 'Đại học Y Hà Nội',
        issueDate: '2019-03-15',
        expiryDate: '2029-03-15',
      },
    ])
    .returning();
  ownCert = rows[0]?.certificateId as number;
  otherCert = rows[1]?.certificateId as number;
});

const valid = () => ({
  doctorId: otherDoctor.doctorId,
  certificateName: 'Tư vấn xét nghiệm HIV',
  issuedBy: 'Sở Y tế TP.HCM',
  issueDate: '2020-01-10',
  expiryDate: null,
  certificateImage: null,
});
const { create, update } = createAndUpdate(t, users, '/api/DoctorCertificate');
const certCount = async () => (await t.db.select().from(doctorCertificates)).length;

describe('GET /api/DoctorCertificate/GetAll', () => {
  it.each(['Admin', 'Manager', 'Staff'] as const)(
    'gives %s every certificate with the doctor name',
    async (role) => {
      const res = await t.get('/api/DoctorCertificate/GetAll', users[role].token);
      expect(res.statusCode).toBe(200);
      const own = res.body.data.find((c: { certificateId: number }) => c.certificateId === ownCert);
      const other = res.body.data.find((c: { certificateId: number }) => c.certificateId === otherCert);
      expect(own).toEqual({
        certificateId: ownCert,
        doctorId: users.Doctor.doctorId,
        certificateName: 'Chứng chỉ hành nghề',
        issuedBy: 'Bộ Y tế',
        issueDate: '2015-06-01',
        expiryDate: null,
        certificateImage: null,
        fullName: 'Người Doctor',
      });
      expect(other).toMatchObject({ fullName: 'BS. Trần Thị Lan', expiryDate: '2029-03-15' });
    },
  );

  it('gives a doctor only their own certificates', async () => {
    const res = await t.get('/api/DoctorCertificate/GetAll', users.Doctor.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.map((c: { certificateId: number }) => c.certificateId)).toEqual([ownCert]);
  });

  it('pages and searches case-insensitively on name, issuer and doctor name', async () => {
    const res = await t.get('/api/DoctorCertificate/GetAll?search=TRẦN&page=1&pageSize=5', users.Admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.map((c: { certificateId: number }) => c.certificateId)).toEqual([otherCert]);
    expect(res.body.meta).toEqual({ page: 1, pageSize: 5, total: 1 });
    const byIssuer = await t.get('/api/DoctorCertificate/GetAll?search=bộ y', users.Admin.token);
    expect(byIssuer.body.data.map((c: { certificateId: number }) => c.certificateId)).toEqual([ownCert]);
  });
});

describe('GET /api/DoctorCertificate/GetById/{id}', () => {
  it('answers the certificate with yyyy-MM-dd dates to A M S and to its doctor', async () => {
    for (const role of ['Admin', 'Manager', 'Staff', 'Doctor'] as const) {
      const res = await t.get(`/api/DoctorCertificate/GetById/${ownCert}`, users[role].token);
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toMatchObject({
        certificateId: ownCert,
        issueDate: '2015-06-01',
        expiryDate: null,
      });
    }
  });

  it("answers 404 to a doctor for another doctor's certificate, and for a missing one", async () => {
    const other = await t.get(`/api/DoctorCertificate/GetById/${otherCert}`, users.Doctor.token);
    expectMessage(other, 404, 'Không tìm thấy chứng chỉ');
    const missing = await t.get('/api/DoctorCertificate/GetById/999999', users.Admin.token);
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/DoctorCertificate/Create', () => {
  it('creates a certificate without expiry ("Không có") and with a null image', async () => {
    const res = await create(valid());
    expectMessage(res, 201, 'Thêm chứng chỉ thành công');
    expect(res.body.data).toMatchObject({
      ...valid(),
      doctorId: otherDoctor.doctorId,
      fullName: 'BS. Trần Thị Lan',
      expiryDate: null,
      certificateImage: null,
    });
  });

  it('accepts an expiry date equal to or after the issue date', async () => {
    const res = await create({ ...valid(), expiryDate: '2020-01-10' }, users.Admin.token);
    expect(res.statusCode).toBe(201);
    expect(res.body.data.expiryDate).toBe('2020-01-10');
  });

  it.each([
    ...refusedValues('certificateName', [' ', undefined], 'Tên chứng chỉ không được để trống'),
    ...refusedValues('issuedBy', ['', undefined], 'Nơi cấp không được để trống'),
    ...refusedValues('issueDate', ['', undefined, null], 'Vui lòng chọn ngày cấp'),
    ...refusedValues('issueDate', ['2020-02-30'], 'Ngày không hợp lệ (định dạng yyyy-MM-dd)'),
    ...refusedValues('doctorId', [undefined, null, ''], 'Vui lòng chọn bác sĩ'),
    ...refusedValues('expiryDate', ['2019-12-31'], 'Ngày hết hạn không được trước ngày cấp'),
  ])('answers 400 on %s for %j and writes nothing', async (field, override, message) => {
    const before = await certCount();
    const res = await create({ ...valid(), ...override });
    expectFieldError(res, field, message);
    expect(await certCount()).toBe(before);
  });

  it('answers 400 for a doctor that does not exist', async () => {
    const res = await create({ ...valid(), doctorId: 555555 });
    expectFieldErrors(res, { doctorId: ['Bác sĩ không tồn tại'] });
  });
});

describe('PUT /api/DoctorCertificate/Update and DELETE /api/DoctorCertificate/Delete/{id}', () => {
  it('updates every field, keeps the image when none is sent, then deletes for real', async () => {
    const created = await create({ ...valid(), certificateImage: '/uploads/cert.png' });
    const id = created.body.data.certificateId as number;
    const sent = {
      certificateId: id,
      doctorId: users.Doctor.doctorId,
      certificateName: 'Tư vấn xét nghiệm HIV (nâng cao)',
      issuedBy: 'Bộ Y tế',
      issueDate: '2021-05-05',
      expiryDate: '2026-05-05',
    };
    const res = await update(sent);
    expectMessage(res, 200, 'Cập nhật chứng chỉ thành công');
    expect(res.body.data).toEqual({
      ...sent,
      certificateImage: '/uploads/cert.png',
      fullName: 'Người Doctor',
    });

    const del = await t.call({
      method: 'DELETE',
      url: `/api/DoctorCertificate/Delete/${id}`,
      token: users.Staff.token,
    });
    expectMessage(del, 200, 'Xóa chứng chỉ thành công');
    expect(
      await t.db.select().from(doctorCertificates).where(eq(doctorCertificates.certificateId, id)),
    ).toEqual([]);
    const again = await t.call({
      method: 'DELETE',
      url: `/api/DoctorCertificate/Delete/${id}`,
      token: users.Staff.token,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for a missing certificate and 400 with the messages for blank fields', async () => {
    const missing = await update({ ...valid(), certificateId: 424242 });
    expect(missing.statusCode).toBe(404);
    const blank = await update({
      certificateId: ownCert,
      doctorId: null,
      certificateName: '',
      issuedBy: '',
      issueDate: '',
      expiryDate: null,
    });
    expectFieldErrors(blank, {
      doctorId: ['Vui lòng chọn bác sĩ'],
      certificateName: ['Tên chứng chỉ không được để trống'],
      issuedBy: ['Nơi cấp không được để trống'],
      issueDate: ['Vui lòng chọn ngày cấp'],
    });
    const [row] = await rowsWhere(t.db, doctorCertificates, doctorCertificates.certificateId, ownCert);
    expect(row?.certificateName).toBe('Chứng chỉ hành nghề');
  });
});

describe('permissions of the certificate calls', () => {
  const AMS: Role[] = ['Admin', 'Manager', 'Staff'];
  it.each([
    {
      method: 'GET' as const,
      url: '/api/DoctorCertificate/GetAll',
      allowed: [...AMS, 'Doctor'],
      expected: 200,
    },
    {
      method: 'GET' as const,
      url: '/api/DoctorCertificate/GetById/999999',
      allowed: [...AMS, 'Doctor'],
      expected: 404,
    },
    { method: 'POST' as const, url: '/api/DoctorCertificate/Create', allowed: AMS, expected: 400 },
    { method: 'PUT' as const, url: '/api/DoctorCertificate/Update', allowed: AMS, expected: 400 },
    { method: 'DELETE' as const, url: '/api/DoctorCertificate/Delete/999999', allowed: AMS, expected: 404 },
  ])('$method $url', async ({ method, url, allowed, expected }) => {
    const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
    await expectOnlyRoles(t, users, { method, url, payload }, allowed, expected);
  });
});
