import { appointmentMessages, messages } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  articles,
  arvComponents,
  categories,
  doctorCertificates,
  doctorSchedules,
  doctors,
  patients,
  testResults,
  testTypes,
  users,
} from '../src/db/schema.js';
import { useTestApp } from './helpers/build.js';
import {
  insertAppointment,
  insertComponent,
  insertResult,
  insertTestType,
  updatePatient,
} from './helpers/clinical.js';
import { insertRow, rowsWhere } from './helpers/database.js';
import { expectFieldErrors, expectMessage } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';

/**
 * A client of the original API edits a record by taking what a GET answered, changing one field and sending the
 * whole object back to the PUT. The fields only the server sends (ids, joined names, aliases, dates) must be
 * taken and ignored: the PUT answers 200, the changed field is written and nothing else moves.
 */

const t = useTestApp();
let admin: CreatedUser;
let manager: CreatedUser;
let staff: CreatedUser;
let doctor: CreatedUser;
let patient: CreatedUser;

beforeAll(async () => {
  admin = await t.user('Admin');
  manager = await t.user('Manager');
  staff = await t.user('Staff');
  doctor = await t.user('Doctor', { fullName: 'BS. Nguyễn Văn An' });
  patient = await t.user('Patient', { fullName: 'Phạm Minh Khang' });
});

/** GET the record, apply `change` to what it answered and PUT the whole object back; answers the GET's data. */
async function roundTrip(
  token: string,
  getUrl: string,
  putUrl: string,
  change: (data: Record<string, any>) => Record<string, unknown>,
): Promise<Record<string, any>> {
  const got = await t.get(getUrl, token);
  expect(got.statusCode, JSON.stringify(got.body)).toBe(200);
  const data = got.body.data as Record<string, any>;
  const put = await t.call({ method: 'PUT', url: putUrl, token, payload: { ...data, ...change(data) } });
  expect(put.statusCode, JSON.stringify(put.body)).toBe(200);
  return data;
}

/** roundTrip of a resource read at /api/{resource}/{getPath} and written back at /api/{resource}/Update. */
const resourceRoundTrip = (
  token: string,
  resource: string,
  getPath: string,
  change: Record<string, unknown>,
) => roundTrip(token, `/api/${resource}/${getPath}`, `/api/${resource}/Update`, () => change);

/** The account's stored columns; search_text is derived from them by PostgreSQL (migration 0011). */
const userRow = async (userId: number) => {
  const [row] = await t.db.select().from(users).where(eq(users.userId, userId));
  if (!row) return row;
  const { searchText: _derived, ...stored } = row;
  return stored;
};

describe('PUT takes back what its GET answered', () => {
  it('Category: a new name, the snake_case aliases of the old one ignored', async () => {
    const [row] = await t.db.insert(categories).values({ categoryName: 'Kiến thức' }).returning();
    const id = row?.categoryId as number;
    const sent = await roundTrip(staff.token, `/api/Category/GetById/${id}`, '/api/Category/Update', () => ({
      categoryName: 'Kiến thức HIV',
    }));
    expect(sent).toMatchObject({ category_id: id, category_name: 'Kiến thức' });
    const [after] = await t.db.select().from(categories).where(eq(categories.categoryId, id));
    expect(after).toEqual({ categoryId: id, categoryName: 'Kiến thức HIV', isActive: true });
  });

  it('Article: the visibility toggle keeps the author, the creation date and the category', async () => {
    const [category] = await t.db.insert(categories).values({ categoryName: 'Tin tức' }).returning();
    const row = await insertRow(t.db, articles, {
      title: 'Sống khỏe',
      content: 'Ăn uống điều độ.',
      categoryId: category?.categoryId as number,
      userId: admin.userId,
      createdDate: new Date('2030-01-02T03:04:05.000Z'),
    });
    const id = row?.articleId as number;
    const sent = await roundTrip(manager.token, `/api/Article/GetByID/${id}`, '/api/Article/Update', (a) => ({
      isActive: !a.isActive,
    }));
    expect(Object.keys(sent)).toEqual(
      expect.arrayContaining(['categoryName', 'authorName', 'createDate', 'createdDate', 'category_id']),
    );
    const [after] = await t.db.select().from(articles).where(eq(articles.articleId, id));
    expect(after).toEqual({ ...row, isActive: false });
  });

  it('TestType: a new normal range', async () => {
    const row = await insertTestType(t.db, { testTypeName: 'CD4 %', unit: '%', normalRange: '> 14' });
    await roundTrip(admin.token, `/api/TestType/GetByID/${row.testTypeId}`, '/api/TestType/Update', () => ({
      normalRange: '> 25',
    }));
    const [after] = await t.db.select().from(testTypes).where(eq(testTypes.testTypeId, row.testTypeId));
    expect(after).toEqual({ ...row, normalRange: '> 25' });
  });

  it('ARVComponents: a new description', async () => {
    const row = await insertComponent(t.db, { componentName: 'DTG 50 mg', description: 'Dolutegravir' });
    await resourceRoundTrip(staff.token, 'ARVComponents', `GetByID/${row.componentId}`, {
      description: 'Dolutegravir 50 mg',
    });
    const [after] = await rowsWhere(t.db, arvComponents, arvComponents.componentId, row.componentId);
    expect(after).toEqual({ ...row, description: 'Dolutegravir 50 mg' });
  });

  it("DoctorCertificate: a new issuer; the doctor's name sent back is not written anywhere", async () => {
    const row = await insertRow(t.db, doctorCertificates, {
      doctorId: doctor.doctorId as number,
      certificateName: 'Chứng chỉ hành nghề',
      issuedBy: 'Sở Y tế',
      issueDate: '2020-03-01',
      expiryDate: null,
    });
    const id = row?.certificateId as number;
    const sent = await resourceRoundTrip(admin.token, 'DoctorCertificate', `GetById/${id}`, {
      issuedBy: 'Bộ Y tế',
    });
    expect(sent.fullName).toBe('BS. Nguyễn Văn An');
    const [after] = await rowsWhere(t.db, doctorCertificates, doctorCertificates.certificateId, id);
    expect(after).toEqual({ ...row, issuedBy: 'Bộ Y tế' });
    expect((await userRow(doctor.userId))?.fullName).toBe('BS. Nguyễn Văn An');
  });

  it('DoctorSchedule: the doctor moves their own end hour; weekday and doctor stay', async () => {
    const wednesdayMorning = { workDay: 'Wednesday', startTime: '08:00:00', endTime: '12:00:00' } as const;
    const row = await insertRow(t.db, doctorSchedules, {
      doctorId: doctor.doctorId as number,
      ...wednesdayMorning,
    });
    const id = row?.scheduleId as number;
    const sent = await resourceRoundTrip(doctor.token, 'DoctorSchedule', `GetById/${id}`, {
      endTime: '16:00:00',
    });
    expect(sent).toMatchObject({ doctorId: doctor.doctorId, workDay: 'Wednesday' });
    const [after] = await rowsWhere(t.db, doctorSchedules, doctorSchedules.scheduleId, id);
    expect(after).toEqual({ ...row, endTime: '16:00:00' });
  });

  it('Appointment: the doctor confirms an anonymous booking as shown (patientId null); the patient stays', async () => {
    const row = await insertAppointment(t.db, {
      patientId: patient.patientId as number,
      doctorId: doctor.doctorId as number,
      status: 'Scheduled',
      isAnonymous: true,
    });
    const sent = await resourceRoundTrip(doctor.token, 'Appointment', `GetByID/${row.appointmentId}`, {
      status: 'Confirmed',
    });
    expect(sent).toMatchObject({ patientId: null, patientName: appointmentMessages.anonymousName });
    const [after] = await rowsWhere(t.db, appointments, appointments.appointmentId, row.appointmentId);
    const { updatedAt: _before, ...unchanged } = row;
    expect(after).toMatchObject({ ...unchanged, status: 'Confirmed' });
  });

  it("TestResult: a new value; the patient's special notes shown with it are not copied onto the result", async () => {
    await updatePatient(t.db, patient, { specialNotes: 'Dị ứng penicillin' });
    const type = await insertTestType(t.db, { testTypeName: 'Tải lượng virus', unit: 'copies/mL' });
    const appointment = await insertAppointment(t.db, {
      patientId: patient.patientId as number,
      doctorId: doctor.doctorId as number,
      testTypeId: type.testTypeId,
    });
    const row = await insertResult(t.db, appointment, '120');
    const sent = await resourceRoundTrip(doctor.token, 'TestResult', `GetByID/${row.testResultId}`, {
      resultValue: '< 50',
    });
    expect(sent).toMatchObject({ specialNotes: 'Dị ứng penicillin', testTypeName: 'Tải lượng virus' });
    const [after] = await rowsWhere(t.db, testResults, testResults.testResultId, row.testResultId);
    expect(after).toEqual({ ...row, resultValue: '< 50' });
  });

  it.each([
    [
      'Admin: their own new name; role, verification and username stay',
      () => ({ user: admin, by: admin, path: 'admin' }),
      { fullName: 'Quản trị Viên' },
    ],
    [
      "Manager: the admin changes a manager's address",
      () => ({ user: manager, by: admin, path: 'manager' }),
      { address: '1 Nguyễn Huệ, Quận 1, TP.HCM' },
    ],
    [
      'Staff: their own new phone number',
      () => ({ user: staff, by: staff, path: 'staff' }),
      { phoneNumber: '0987654321' },
    ],
  ] as const)('%s', async (_what, who, change) => {
    const { user, by, path } = who();
    const before = await userRow(user.userId);
    await roundTrip(
      by.token,
      `/api/${user.role}/GetByID/${user.userId}`,
      `/api/${path}/Update`,
      () => change,
    );
    expect(await userRow(user.userId)).toEqual({ ...before, ...change });
  });

  it('Doctor: their own new specialty; the account stays as it was', async () => {
    const before = await userRow(doctor.userId);
    await roundTrip(doctor.token, `/api/Doctor/GetByID/${doctor.doctorId}`, '/api/doctor/Update', () => ({
      bio: 'Điều trị ARV cho người lớn',
    }));
    expect(await userRow(doctor.userId)).toEqual(before);
    const [after] = await rowsWhere(t.db, doctors, doctors.doctorId, doctor.doctorId as number);
    expect(after).toMatchObject({ userId: doctor.userId, bio: 'Điều trị ARV cho người lớn' });
  });

  it('Patient: their own new blood type; the account stays as it was', async () => {
    const before = await userRow(patient.userId);
    await roundTrip(
      patient.token,
      `/api/Patient/GetByID/${patient.patientId}`,
      '/api/patient/Update',
      () => ({
        bloodType: 'AB-',
      }),
    );
    expect(await userRow(patient.userId)).toEqual(before);
    const [after] = await rowsWhere(t.db, patients, patients.patientId, patient.patientId as number);
    expect(after).toMatchObject({ userId: patient.userId, bloodType: 'AB-', isPregnant: false });
  });

  it('still refuses a field the resource does not have, with fieldErrors, and writes nothing', async () => {
    const [category] = await t.db.insert(categories).values({ categoryName: 'Hỏi đáp' }).returning();
    const id = category?.categoryId as number;
    const got = await t.get(`/api/Category/GetById/${id}`, staff.token);
    const res = await t.call({
      method: 'PUT',
      url: '/api/Category/Update',
      token: staff.token,
      payload: { ...got.body.data, categoryName: 'Đổi tên', foo: 1 },
    });
    expectFieldErrors(res, { foo: [messages.common.unknownField('foo')] });
    const [after] = await t.db.select().from(categories).where(eq(categories.categoryId, id));
    expect(after?.categoryName).toBe('Hỏi đáp');
  });
});

describe('PUT /api/Doctor/Update by doctorId', () => {
  /** The body of the original API's doctor screen: doctorId, the form and the active flag, no userId. */
  const formOf = (d: CreatedUser, isActive: boolean) => ({
    doctorId: d.doctorId,
    fullName: 'BS. Trần Thị Bình',
    phoneNumber: '0912345678',
    dateOfBirth: '1980-06-01',
    gender: 'Female',
    address: '5 Hai Bà Trưng, Hà Nội',
    bio: 'Truyền nhiễm',
    isActive,
  });
  const update = (payload: object, token: string) =>
    t.call({ method: 'PUT', url: '/api/Doctor/Update', payload, token });

  it.each(['Admin', 'Manager', 'Staff'] as const)(
    'a %s deactivates a doctor named by doctorId alone, and the doctor token stops working',
    async (role) => {
      const by = await t.user(role);
      const d = await t.user('Doctor');
      const own = () => t.get(`/api/Doctor/GetByID/${d.doctorId}`, d.token);
      expect((await own()).statusCode).toBe(200);

      const res = await update(formOf(d, false), by.token);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ userId: d.userId, doctorId: d.doctorId, isActive: false });
      expect(await userRow(d.userId)).toMatchObject({
        isActive: false,
        tokenVersion: 1,
        fullName: 'BS. Trần Thị Bình',
      });
      expect((await own()).statusCode).toBe(401);
    },
  );

  it('a doctor updates their own profile by doctorId, but cannot deactivate themself', async () => {
    const d = await t.user('Doctor');
    const res = await update(formOf(d, true), d.token);
    expect(res.statusCode).toBe(200);
    expect((await userRow(d.userId))?.fullName).toBe('BS. Trần Thị Bình');

    const self = await update({ ...formOf(d, false), fullName: 'Đổi' }, d.token);
    expectMessage(self, 403, messages.profile.cannotDeactivateSelf);
    expect(await userRow(d.userId)).toMatchObject({ isActive: true, fullName: 'BS. Trần Thị Bình' });
  });

  it('answers 404 when userId and doctorId name two different doctors, writing nothing', async () => {
    const d1 = await t.user('Doctor');
    const d2 = await t.user('Doctor');
    const res = await update({ ...formOf(d2, false), userId: d1.userId }, admin.token);
    expectMessage(res, 404, messages.common.notFound);
    for (const d of [d1, d2])
      expect(await userRow(d.userId)).toMatchObject({ isActive: true, tokenVersion: 0 });
  });

  it('answers 400 with the message under userId when neither id is sent', async () => {
    const d = await t.user('Doctor');
    const { doctorId: _none, ...body } = formOf(d, false);
    const res = await update(body, admin.token);
    expectFieldErrors(res, { userId: [messages.profile.doctorKeyRequired] });
    expect(await userRow(d.userId)).toMatchObject({ isActive: true });
  });
});
