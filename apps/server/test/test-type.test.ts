import { appointmentMessages, clinicalMessages, ROLES, type Role, TEST_TYPE_UNITS } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testTypes } from '../src/db/schema.js';
import { useAppWithEveryRole, writesAs } from './helpers/build.js';
import { refusedValues } from './helpers/cases.js';
import { daysFromToday, insertTestType, worksEveryDay } from './helpers/clinical.js';
import { expectFieldErrors, expectMessage, expectOnlyRoles, masterDataCalls } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';

const { t, users } = useAppWithEveryRole();
let active: { testTypeId: number };
let inactive: { testTypeId: number };

beforeAll(async () => {
  active = await insertTestType(t.db, { testTypeName: 'CD4', unit: 'cells/mm³', normalRange: '500-1500' });
  inactive = await insertTestType(t.db, { testTypeName: 'Đã ngừng', unit: 'N/A', isActive: false });
});

const ids = (body: { data: { testTypeId: number }[] }) => body.data.map((x) => x.testTypeId);

describe('GET /api/TestType/GetAll', () => {
  it('needs a token', async () => {
    const res = await t.get('/api/TestType/GetAll');
    expect(res.statusCode).toBe(401);
  });

  it.each(['Patient', 'Doctor'])(
    'gives a %s the active types only, with the fields of the original API',
    async (role) => {
      const res = await t.get('/api/TestType/GetAll', users[role]?.token);
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toEqual([
        {
          testTypeId: active.testTypeId,
          testTypeName: 'CD4',
          unit: 'cells/mm³',
          normalRange: '500-1500',
          isActive: true,
          kind: 'other',
        },
      ]);
    },
  );

  it.each(['Admin', 'Manager', 'Staff'])('gives %s every type, inactive included', async (role) => {
    const res = await t.get('/api/testtype/getall', users[role]?.token);
    expect(res.statusCode).toBe(200);
    expect(ids(res.body)).toEqual([active.testTypeId, inactive.testTypeId]);
  });
});

describe('GET /api/TestType/GetByID/{id}', () => {
  it('answers an active type to anyone logged in', async () => {
    const res = await t.get(`/api/TestType/GetByID/${active.testTypeId}`, users.Patient?.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ testTypeId: active.testTypeId, testTypeName: 'CD4' });
  });

  it('hides an inactive type from patients and doctors, shows it to A M S', async () => {
    for (const role of ['Patient', 'Doctor']) {
      const res = await t.get(`/api/TestType/GetByID/${inactive.testTypeId}`, users[role]?.token);
      expect(res.statusCode).toBe(404);
    }
    for (const role of ['Admin', 'Manager', 'Staff']) {
      const res = await t.get(`/api/TestType/GetById/${inactive.testTypeId}`, users[role]?.token);
      expect(res.statusCode).toBe(200);
      expect(res.body.data.isActive).toBe(false);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.get('/api/TestType/GetByID/99999', users.Admin?.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.status).toBe(false);
    const bad = await t.get('/api/TestType/GetByID/abc', users.Admin?.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('id');
  });
});

const { create, update } = writesAs(t, users, '/api/TestType');
const typeRows = () => t.db.select().from(testTypes).orderBy(testTypes.testTypeId);
const typeRow = async (id: number) =>
  (await t.db.select().from(testTypes).where(eq(testTypes.testTypeId, id)))[0];
const valid = { testTypeName: 'Tải lượng HIV', unit: 'copies/mL', normalRange: '< 50', isActive: true };

describe('POST /api/TestType/Create', () => {
  it.each(['Admin', 'Manager', 'Staff'] as const)(
    'lets %s create a type, trimmed, readable back',
    async (role) => {
      const res = await create(
        { ...valid, testTypeName: `  Tải lượng HIV ${role} `, normalRange: ' < 50 ' },
        role,
      );
      expect(res.statusCode).toBe(201);
      expect(res.body).toMatchObject({ status: true, message: 'Tạo loại xét nghiệm thành công' });
      expect(res.body.data).toEqual({
        testTypeId: expect.any(Number),
        testTypeName: `Tải lượng HIV ${role}`,
        unit: 'copies/mL',
        normalRange: '< 50',
        isActive: true,
        kind: 'other',
      });
      const read = await t.get(`/api/TestType/GetByID/${res.body.data.testTypeId}`, users.Patient?.token);
      expect(read.body.data).toEqual(res.body.data);
    },
  );

  it.each(TEST_TYPE_UNITS)('accepts the unit %s', async (unit) => {
    const res = await create({ ...valid, testTypeName: `Đơn vị ${unit}`, unit });
    expect(res.statusCode).toBe(201);
    expect((await typeRow(res.body.data.testTypeId))?.unit).toBe(unit);
  });

  it('makes a type active when isActive is not sent', async () => {
    const { isActive: _, ...body } = valid;
    const res = await create({ ...body, testTypeName: 'Không gửi isActive' });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.isActive).toBe(true);
  });

  it.each([
    ...refusedValues('testTypeName', ['   '], clinicalMessages.testTypeNameRequired),
    ...refusedValues('testTypeName', [undefined, null], 'Tên loại xét nghiệm không được để trống'),
    ...refusedValues('unit', [undefined, '', null], 'Vui lòng chọn đơn vị'),
    ...refusedValues('unit', ['kg', 'MG/DL'], 'Đơn vị không hợp lệ'),
    ...refusedValues('normalRange', ['', undefined], 'Khoảng bình thường không được để trống'),
    ...refusedValues('isActive', ['yes'], 'Phải là true hoặc false'),
  ])('answers 400 on %s for %j and writes nothing', async (field, override, message) => {
    const before = await typeRows();
    const res = await create({ ...valid, ...override });
    expectFieldErrors(res, { [field]: [message] });
    expect(await typeRows()).toEqual(before);
  });

  it('answers every missing field at once, and refuses unknown fields', async () => {
    const empty = await create({});
    expectFieldErrors(empty, {
      testTypeName: ['Tên loại xét nghiệm không được để trống'],
      unit: ['Vui lòng chọn đơn vị'],
      normalRange: ['Khoảng bình thường không được để trống'],
    });
    const unknown = await create({ ...valid, testTypeId: 5 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.fieldErrors).toHaveProperty('testTypeId');
    const long = await create({ ...valid, testTypeName: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.body.fieldErrors).toHaveProperty('testTypeName');
  });
});

describe('PUT /api/TestType/Update', () => {
  it.each(['Admin', 'Manager', 'Staff'] as const)('lets %s rewrite the whole type', async (role) => {
    const { testTypeId } = await insertTestType(t.db, { testTypeName: 'Cũ', unit: 'N/A', normalRange: '-' });
    const res = await update(
      { testTypeId, testTypeName: ' Đường huyết ', unit: 'mg/dL', normalRange: '70-100', isActive: true },
      role,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: clinicalMessages.testTypeUpdated });
    expect(res.body.data).toEqual({
      testTypeId,
      testTypeName: 'Đường huyết',
      unit: 'mg/dL',
      normalRange: '70-100',
      isActive: true,
      kind: 'other',
    });
    expect(await typeRow(testTypeId)).toEqual(res.body.data);
  });

  it('keeps the stored flag when isActive is not sent', async () => {
    const { testTypeId } = await insertTestType(t.db, { testTypeName: 'Ngừng', isActive: false });
    const res = await update({ testTypeId, testTypeName: 'Ngừng (sửa)', unit: 'g/L', normalRange: '1-2' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.isActive).toBe(false);
  });

  it('deactivates: gone from patients and doctors, kept for A M S, refused when booking', async () => {
    const { testTypeId } = await insertTestType(t.db, { testTypeName: 'Viêm gan B', unit: 'S/C' });
    const doctor = users.Doctor as CreatedUser;
    await worksEveryDay(t.db, doctor.doctorId as number);
    const book = (appointmentTime: string) =>
      t.call({
        method: 'POST',
        url: '/api/Appointment/Create',
        token: users.Patient?.token,
        payload: {
          doctorId: doctor.doctorId,
          appointmentDate: daysFromToday(3),
          appointmentTime,
          appointmentType: 'Medication',
          testTypeId,
          isAnonymous: false,
        },
      });
    const listed = async (role: Role) => ids((await t.get('/api/TestType/GetAll', users[role]?.token)).body);
    expect(await listed('Patient')).toContain(testTypeId);
    expect((await book('09:00:00')).statusCode).toBe(201);

    const res = await update({
      testTypeId,
      testTypeName: 'Viêm gan B',
      unit: 'S/C',
      normalRange: '500-1500',
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.isActive).toBe(false);

    expect(await listed('Patient')).not.toContain(testTypeId);
    expect(await listed('Doctor')).not.toContain(testTypeId);
    for (const role of ['Admin', 'Manager', 'Staff'] as const)
      expect(await listed(role)).toContain(testTypeId);
    const byId = await t.get(`/api/TestType/GetByID/${testTypeId}`, users.Patient?.token);
    expect(byId.statusCode).toBe(404);
    const refused = await book('10:00:00');
    expect(refused.statusCode).toBe(400);
    expect(refused.body.fieldErrors.testTypeId).toEqual([appointmentMessages.testTypeInactive]);
  });

  it('answers 404 for an unknown type and writes nothing', async () => {
    const before = await typeRows();
    const res = await update({ ...valid, testTypeId: 999_999 });
    expectMessage(res, 404, clinicalMessages.testTypeNotFound);
    expect(await typeRows()).toEqual(before);
  });

  it('answers 400 with the messages for blank fields and leaves the type as it was', async () => {
    const stored = await typeRow(active.testTypeId);
    const res = await update({
      testTypeId: active.testTypeId,
      testTypeName: '',
      unit: 'kg',
      normalRange: ' ',
      isActive: false,
    });
    expectFieldErrors(res, {
      testTypeName: ['Tên loại xét nghiệm không được để trống'],
      unit: ['Đơn vị không hợp lệ'],
      normalRange: ['Khoảng bình thường không được để trống'],
    });
    expect(await typeRow(active.testTypeId)).toEqual(stored);
    const noId = await update(valid);
    expect(noId.statusCode).toBe(400);
    expect(noId.body.fieldErrors).toHaveProperty('testTypeId');
  });
});

describe('permissions of the test-type calls', () => {
  const everyone: Role[] = [...ROLES];
  const AMS: Role[] = ['Admin', 'Manager', 'Staff'];
  it.each(masterDataCalls('/api/TestType', everyone, AMS))(
    '$method $url',
    async ({ method, url, allowed, expected }) => {
      const payload = method === 'GET' ? undefined : {};
      const before = await typeRows();
      await expectOnlyRoles(t, users, { method, url, payload }, allowed, expected);
      expect(await typeRows()).toEqual(before);
    },
  );

  it('refuses a valid create and update from patients and doctors (403), writing nothing', async () => {
    const before = await typeRows();
    for (const role of ['Patient', 'Doctor'] as const) {
      expect((await create({ ...valid, testTypeName: 'Chặn' }, role)).statusCode).toBe(403);
      expect(
        (await update({ ...valid, testTypeId: active.testTypeId, isActive: false }, role)).statusCode,
      ).toBe(403);
    }
    expect((await t.call({ method: 'POST', url: '/api/TestType/Create', payload: valid })).statusCode).toBe(
      401,
    );
    expect(await typeRows()).toEqual(before);
  });
});
