import { clinicalMessages, prescribingMessages, type Role } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { arvComponents, arvRegimens } from '../src/db/schema.js';
import { useAppWithEveryRole, writesAs } from './helpers/build.js';
import { refusedValues } from './helpers/cases.js';
import { insertComponent, insertRegimen, REGIMEN_TEXTS } from './helpers/clinical.js';
import { rowsWhere } from './helpers/database.js';
import { expectFieldErrors, expectMessage, expectOnlyRoles, masterDataCalls } from './helpers/expect.js';

const { t, users } = useAppWithEveryRole();
const ids = {} as Record<
  'tdf' | 'lam' | 'dtg' | 'efv' | 'oldNvp' | 'standard' | 'custom' | 'retired',
  number
>;

beforeAll(async () => {
  ids.tdf = (await insertComponent(t.db, { componentName: 'TDF 300 mg' })).componentId;
  ids.lam = (await insertComponent(t.db, { componentName: '3TC 300 mg' })).componentId;
  ids.dtg = (await insertComponent(t.db, { componentName: 'DTG 50 mg' })).componentId;
  ids.efv = (await insertComponent(t.db, { componentName: 'EFV 400 mg' })).componentId;
  ids.oldNvp = (await insertComponent(t.db, { componentName: 'NVP 200 mg', isActive: false })).componentId;
  ids.standard = (await insertRegimen(t.db, [ids.tdf, ids.lam, ids.dtg], { regimenName: 'TLD' })).regimenId;
  ids.custom = (
    await insertRegimen(t.db, [ids.tdf, ids.lam], {
      regimenName: 'Tùy chỉnh',
      isCustomized: true,
      frequency: 2,
    })
  ).regimenId;
  ids.retired = (
    await insertRegimen(t.db, [ids.tdf, ids.lam, ids.efv], { regimenName: 'Cũ', isActive: false })
  ).regimenId;
});

const get = (url: string, role: string) => t.get(url, users[role]?.token);
const regimenCount = async () => (await t.db.select().from(arvRegimens)).length;

describe('GET /api/ARVComponents', () => {
  it('refuses patients (403) and visitors (401)', async () => {
    expect((await get('/api/ARVComponents/GetAll', 'Patient')).statusCode).toBe(403);
    expect((await t.get('/api/ARVComponents/GetAll')).statusCode).toBe(401);
    expect((await get(`/api/ARVComponents/GetByID/${ids.tdf}`, 'Patient')).statusCode).toBe(403);
  });

  it('gives a doctor the active components with the fields of the original API', async () => {
    const res = await get('/api/ARVComponents/GetAll', 'Doctor');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.map((c: { componentId: number }) => c.componentId)).toEqual([
      ids.tdf,
      ids.lam,
      ids.dtg,
      ids.efv,
    ]);
    expect(res.body.data[0]).toEqual({
      componentId: ids.tdf,
      componentName: 'TDF 300 mg',
      description: 'Tenofovir',
      isActive: true,
      ingredients: [],
      fixedDoseCombination: false,
    });
  });

  it.each(['Admin', 'Manager', 'Staff'])('gives %s the inactive ones too', async (role) => {
    const res = await get('/api/arvcomponents/getall', role);
    expect(res.body.data).toHaveLength(5);
    expect((await get(`/api/ARVComponents/GetByID/${ids.oldNvp}`, role)).statusCode).toBe(200);
  });

  it('answers one component, and 404 for an inactive one to a doctor', async () => {
    const res = await get(`/api/ARVComponents/GetByID/${ids.dtg}`, 'Doctor');
    expect(res.body.data).toMatchObject({ componentId: ids.dtg, componentName: 'DTG 50 mg' });
    expect((await get(`/api/ARVComponents/GetByID/${ids.oldNvp}`, 'Doctor')).statusCode).toBe(404);
    expect((await get('/api/ARVComponents/GetByID/999999', 'Admin')).statusCode).toBe(404);
  });
});

describe('GET /api/ARVRegimens', () => {
  it('refuses patients', async () => {
    expect((await get('/api/ARVRegimens/GetAll', 'Patient')).statusCode).toBe(403);
    expect((await get('/api/ARVRegimens/GetByIsCustomized/false', 'Patient')).statusCode).toBe(403);
  });

  it('gives a doctor the active regimens with component ids and names', async () => {
    const res = await get('/api/ARVRegimens/GetAll', 'Doctor');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.map((r: { regimenId: number }) => r.regimenId)).toEqual([ids.standard, ids.custom]);
    expect(res.body.data[0]).toEqual({
      regimenId: ids.standard,
      regimenName: 'TLD',
      component1Id: ids.tdf,
      component2Id: ids.lam,
      component3Id: ids.dtg,
      component4Id: null,
      component1Name: 'TDF 300 mg',
      component2Name: '3TC 300 mg',
      component3Name: 'DTG 50 mg',
      component4Name: null,
      component1Tablets: 1,
      component2Tablets: 1,
      component3Tablets: 1,
      component4Tablets: 1,
      ...REGIMEN_TEXTS,
      frequency: 1,
      isCustomized: false,
      isActive: true,
    });
  });

  it('gives A M S the inactive regimens too', async () => {
    for (const role of ['Admin', 'Manager', 'Staff']) {
      const res = await get('/api/ARVRegimens/GetAll', role);
      expect(res.body.data.map((r: { regimenId: number }) => r.regimenId)).toEqual([
        ids.standard,
        ids.custom,
        ids.retired,
      ]);
    }
  });

  it('filters by isCustomized, read case-insensitively', async () => {
    const std = await get('/api/ARVRegimens/GetByIsCustomized/false', 'Doctor');
    expect(std.body.data.map((r: { regimenId: number }) => r.regimenId)).toEqual([ids.standard]);
    const cus = await get('/api/arvregimens/getbyiscustomized/TRUE', 'Doctor');
    expect(cus.body.data.map((r: { regimenId: number }) => r.regimenId)).toEqual([ids.custom]);
    const all = await get('/api/ARVRegimens/GetByIsCustomized/False', 'Admin');
    expect(all.body.data.map((r: { regimenId: number }) => r.regimenId)).toEqual([ids.standard, ids.retired]);
  });

  it('answers 400 for anything but true or false', async () => {
    const res = await get('/api/ARVRegimens/GetByIsCustomized/maybe', 'Doctor');
    expect(res.statusCode).toBe(400);
    expect(res.body.fieldErrors.isCustomized).toEqual([clinicalMessages.isCustomized]);
  });
});

describe('POST /api/ARVRegimens/Create', () => {
  const texts = {
    regimenName: 'TDF + 3TC + EFV (bác sĩ chỉnh)',
    description: 'Thay DTG bằng EFV do tương tác thuốc',
    suitableFor: 'Người lớn đang dùng thuốc chống co giật',
    sideEffects: 'Chóng mặt, mơ nhiều trong 2-4 tuần đầu',
    usageInstructions: 'Uống 1 viên trước khi đi ngủ',
  };
  const create = (role: string, payload: object) =>
    t.call({ method: 'POST', url: '/api/ARVRegimens/Create', token: users[role]?.token, payload });

  it('creates a doctor regimen as customised, signed by the doctor, even if the body says false', async () => {
    const res = await create('Doctor', {
      ...texts,
      component1Id: ids.tdf,
      component2Id: ids.lam,
      component3Id: ids.efv,
      isCustomized: false,
      isActive: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({
      regimenName: texts.regimenName,
      component1Id: ids.tdf,
      component3Id: ids.efv,
      component3Name: 'EFV 400 mg',
      component4Id: null,
      frequency: 2,
      isCustomized: true,
      isActive: true,
    });
    const [row] = await rowsWhere(t.db, arvRegimens, arvRegimens.regimenId, res.body.data.regimenId);
    expect(row?.createdByDoctorId).toBe(users.Doctor?.doctorId);
    expect(row?.isCustomized).toBe(true);
  });

  it('stores the tablets of each component per intake (halves allowed), 1 when a client sends none', async () => {
    const res = await create('Doctor', {
      ...texts,
      regimenName: 'AZT + 3TC + LPV/r, 2 viên LPV/r',
      component1Id: ids.tdf,
      component2Id: ids.lam,
      component3Id: ids.efv,
      component3Tablets: 1.5,
      frequency: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({
      component1Tablets: 1,
      component2Tablets: 1,
      component3Tablets: 1.5,
    });
    for (const component1Tablets of [0, 0.3, 4.5, '2']) {
      const bad = await create('Doctor', { ...texts, component1Id: ids.tdf, component1Tablets });
      expect(bad.statusCode).toBe(400);
      expect(bad.body.fieldErrors.component1Tablets).toEqual([prescribingMessages.tabletsInvalid]);
    }
  });

  it('lets Admin, Manager and Staff create a standard regimen (not signed by a doctor)', async () => {
    for (const role of ['Admin', 'Manager', 'Staff']) {
      const res = await create(role, {
        ...texts,
        regimenName: `Chuẩn ${role}`,
        component1Id: ids.tdf,
        frequency: 1,
      });
      expect(res.statusCode).toBe(201);
      expect(res.body.data).toMatchObject({ isCustomized: false, frequency: 1, component2Id: null });
      const [row] = await rowsWhere(t.db, arvRegimens, arvRegimens.regimenId, res.body.data.regimenId);
      expect(row?.createdByDoctorId).toBeNull();
    }
    const customByStaff = await create('Staff', { ...texts, component1Id: ids.tdf, isCustomized: true });
    expect(customByStaff.body.data.isCustomized).toBe(true);
  });

  it('refuses a patient', async () => {
    const before = await regimenCount();
    expect((await create('Patient', { ...texts, component1Id: ids.tdf })).statusCode).toBe(403);
    expect(await regimenCount()).toBe(before);
  });

  it.each([
    ['no component', {}, 'component1Id', clinicalMessages.componentRequired],
    ['a gap (1 and 3)', { component1Id: 1, component3Id: 3 }, 'component3Id', clinicalMessages.componentGap],
    [
      'five components',
      { component1Id: 1, component2Id: 2, component3Id: 3, component4Id: 4, component5Id: 5 },
      'component5Id',
      undefined,
    ],
    [
      'a repeated component',
      { component1Id: 1, component2Id: 1 },
      'component2Id',
      clinicalMessages.componentDuplicate,
    ],
    ['frequency 3', { component1Id: 1, frequency: 3 }, 'frequency', clinicalMessages.frequency],
  ])('answers 400 with fieldErrors for %s and writes nothing', async (_label, components, field, message) => {
    // Component ids are placeholders here: the shape is refused before the database is read.
    const map = (v: unknown) =>
      typeof v === 'number' ? ([ids.tdf, ids.lam, ids.dtg, ids.efv, ids.oldNvp][v - 1] ?? v) : v;
    const payload = {
      ...texts,
      ...Object.fromEntries(Object.entries(components).map(([k, v]) => [k, k === 'frequency' ? v : map(v)])),
    };
    const before = await regimenCount();
    const res = await create('Doctor', payload);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(false);
    expect(res.body.fieldErrors).toHaveProperty(field);
    if (message) expect(res.body.fieldErrors[field]).toContain(message);
    expect(await regimenCount()).toBe(before);
  });

  it('refuses an inactive or unknown component with the field that names it', async () => {
    const before = await regimenCount();
    const res = await create('Doctor', {
      ...texts,
      component1Id: ids.tdf,
      component2Id: ids.oldNvp,
      component3Id: 999999,
    });
    expectFieldErrors(res, {
      component2Id: [clinicalMessages.componentInactive],
      component3Id: [clinicalMessages.componentInactive],
    });
    expect(await regimenCount()).toBe(before);
  });

  it('requires each of the five texts', async () => {
    const before = await regimenCount();
    const res = await create('Doctor', { component1Id: ids.tdf, regimenName: '  ' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(
      ['description', 'regimenName', 'sideEffects', 'suitableFor', 'usageInstructions'].sort(),
    );
    expect(res.body.fieldErrors.regimenName).toEqual([clinicalMessages.regimenNameRequired]);
    expect(await regimenCount()).toBe(before);
  });

  it('refuses wrongly typed values with fieldErrors, never a 500', async () => {
    const res = await create('Doctor', { ...texts, component1Id: 'abc', frequency: '2' });
    expect(res.statusCode).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('component1Id');
    expect(res.body.fieldErrors).toHaveProperty('frequency');
  });
});

describe('POST /api/ARVComponents/Create and PUT /api/ARVComponents/Update', () => {
  const { create: createComponent, update: updateComponent } = writesAs(t, users, '/api/ARVComponents');
  const componentRows = () => t.db.select().from(arvComponents).orderBy(arvComponents.componentId);
  const componentRow = async (id: number) =>
    (await t.db.select().from(arvComponents).where(eq(arvComponents.componentId, id)))[0];

  it.each(['Admin', 'Manager', 'Staff'] as const)(
    'lets %s create a component, trimmed and active by default, readable back',
    async (role) => {
      const res = await createComponent(
        { componentName: `  ABC 600 mg ${role} `, description: ' Abacavir ' },
        role,
      );
      expect(res.statusCode).toBe(201);
      expect(res.body).toMatchObject({ status: true, message: 'Thêm thành phần thành công!' });
      expect(res.body.data).toEqual({
        componentId: expect.any(Number),
        componentName: `ABC 600 mg ${role}`,
        description: 'Abacavir',
        isActive: true,
        ingredients: [],
        fixedDoseCombination: false,
      });
      const read = await get(`/api/ARVComponents/GetByID/${res.body.data.componentId}`, 'Doctor');
      expect(read.body.data).toEqual(res.body.data);
    },
  );

  it('stores isActive false when sent on create', async () => {
    const res = await createComponent({
      componentName: 'RAL 400 mg',
      description: 'Raltegravir',
      isActive: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.isActive).toBe(false);
  });

  it.each([
    ...refusedValues('componentName', ['   ', undefined, null], 'Tên thành phần không được để trống'),
    ...refusedValues('description', ['', ' \t ', undefined], 'Mô tả không được để trống'),
    ...refusedValues('isActive', ['true'], 'Phải là true hoặc false'),
  ])('answers 400 on %s for %j and writes nothing', async (field, override, message) => {
    const before = await componentRows();
    const res = await createComponent({ componentName: 'LPV/r', description: 'Lopinavir', ...override });
    expectFieldErrors(res, { [field]: [message] });
    expect(await componentRows()).toEqual(before);
  });

  it('answers both messages at once, and refuses unknown and too long fields', async () => {
    const empty = await createComponent({});
    expectFieldErrors(empty, {
      componentName: [clinicalMessages.componentNameRequired],
      description: [clinicalMessages.componentDescriptionRequired],
    });
    const unknown = await createComponent({ componentName: 'X', description: 'Y', dose: 5 });
    expect(unknown.body.fieldErrors).toHaveProperty('dose');
    const long = await createComponent({ componentName: 'x'.repeat(101), description: 'Y' });
    expect(long.statusCode).toBe(400);
    expect(long.body.fieldErrors).toHaveProperty('componentName');
  });

  it('refuses a name already used, whatever its case (409), on create and on update', async () => {
    const before = await componentRows();
    const dup = await createComponent({ componentName: ' tdf 300 MG ', description: 'Bản trùng' });
    expectMessage(dup, 409, 'Thành phần thuốc đã tồn tại');
    expect(dup.body.fieldErrors).toEqual({ componentName: ['Thành phần thuốc đã tồn tại'] });
    const dupInactive = await createComponent({ componentName: 'nvp 200 mg', description: 'Bản trùng' });
    expect(dupInactive.statusCode).toBe(409);
    const rename = await updateComponent({
      componentId: ids.lam,
      componentName: 'DTG 50 MG',
      description: 'x',
    });
    expectMessage(rename, 409, clinicalMessages.componentExists);
    expect(await componentRows()).toEqual(before);
  });

  it('gives one success to concurrent creations of one name', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        createComponent({ componentName: 'FTC 200 mg', description: 'Emtricitabine' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const rows = (await componentRows()).filter((c) => c.componentName === 'FTC 200 mg');
    expect(rows).toHaveLength(1);
  });

  it.each(['Admin', 'Manager', 'Staff'] as const)('lets %s update a component', async (role) => {
    const { componentId } = await insertComponent(t.db, { componentName: `AZT ${role}`, description: 'cũ' });
    const res = await updateComponent(
      { componentId, componentName: ` AZT 300 mg ${role} `, description: ' Zidovudine ', isActive: true },
      role,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: 'Cập nhật thành công!' });
    expect(res.body.data).toEqual({
      componentId,
      componentName: `AZT 300 mg ${role}`,
      description: 'Zidovudine',
      isActive: true,
      ingredients: [],
      fixedDoseCombination: false,
    });
    expect(await componentRow(componentId)).toEqual(res.body.data);
  });

  it('keeps its own name when only the description or the case changes, and the flag when none is sent', async () => {
    const { componentId } = await insertComponent(t.db, { componentName: 'ATV/r', isActive: false });
    const res = await updateComponent({
      componentId,
      componentName: 'atv/R',
      description: 'Atazanavir/ritonavir',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ componentName: 'atv/R', isActive: false });
  });

  it('answers 404 for an unknown component and 400 with both messages, writing nothing', async () => {
    const before = await componentRows();
    const missing = await updateComponent({ componentId: 999_999, componentName: 'X', description: 'Y' });
    expectMessage(missing, 404, clinicalMessages.componentNotFound);
    const blank = await updateComponent({
      componentId: ids.tdf,
      componentName: ' ',
      description: '',
      isActive: false,
    });
    expectFieldErrors(blank, {
      componentName: ['Tên thành phần không được để trống'],
      description: ['Mô tả không được để trống'],
    });
    const noId = await updateComponent({ componentName: 'X', description: 'Y' });
    expect(noId.body.fieldErrors).toHaveProperty('componentId');
    expect(await componentRows()).toEqual(before);
  });

  it('deactivates: gone from the doctor list, refused in a new custom regimen, kept in old regimens', async () => {
    const { componentId } = await insertComponent(t.db, {
      componentName: 'DRV 600 mg',
      description: 'Darunavir',
    });
    const old = (await insertRegimen(t.db, [ids.tdf, componentId], { regimenName: 'Có DRV' })).regimenId;
    const res = await updateComponent({
      componentId,
      componentName: 'DRV 600 mg',
      description: 'Darunavir',
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.isActive).toBe(false);

    const doctorList = await get('/api/ARVComponents/GetAll', 'Doctor');
    expect(doctorList.body.data.map((c: { componentId: number }) => c.componentId)).not.toContain(
      componentId,
    );
    expect((await get(`/api/ARVComponents/GetByID/${componentId}`, 'Doctor')).statusCode).toBe(404);
    const adminList = await get('/api/ARVComponents/GetAll', 'Admin');
    expect(adminList.body.data.map((c: { componentId: number }) => c.componentId)).toContain(componentId);

    const before = await regimenCount();
    const regimen = await t.call({
      method: 'POST',
      url: '/api/ARVRegimens/Create',
      token: users.Doctor?.token,
      payload: {
        regimenName: 'TDF + DRV',
        component1Id: ids.tdf,
        component2Id: componentId,
        description: 'Phác đồ bậc hai',
        suitableFor: 'Người lớn',
        sideEffects: 'Tiêu chảy',
        usageInstructions: 'Uống cùng bữa ăn',
      },
    });
    expectFieldErrors(regimen, { component2Id: [clinicalMessages.componentInactive] });
    expect(await regimenCount()).toBe(before);

    const kept = await get('/api/ARVRegimens/GetAll', 'Admin');
    expect(kept.body.data.find((r: { regimenId: number }) => r.regimenId === old)).toMatchObject({
      component2Id: componentId,
      component2Name: 'DRV 600 mg',
    });
  });
});

describe('permissions of the ARV component calls', () => {
  const DAMS: Role[] = ['Doctor', 'Admin', 'Manager', 'Staff'];
  const AMS: Role[] = ['Admin', 'Manager', 'Staff'];
  it.each(masterDataCalls('/api/ARVComponents', DAMS, AMS))(
    '$method $url',
    async ({ method, url, allowed, expected }) => {
      const payload = method === 'GET' ? undefined : {};
      await expectOnlyRoles(t, users, { method, url, payload }, allowed, expected);
    },
  );

  it('refuses valid writes from doctors and patients (403) and visitors (401), writing nothing', async () => {
    const before = await t.db.select().from(arvComponents).orderBy(arvComponents.componentId);
    const body = { componentName: 'Chặn', description: 'Không được ghi' };
    for (const role of ['Doctor', 'Patient'] as const) {
      const token = users[role]?.token;
      expect(
        (await t.call({ method: 'POST', url: '/api/ARVComponents/Create', token, payload: body })).statusCode,
      ).toBe(403);
      expect(
        (
          await t.call({
            method: 'PUT',
            url: '/api/ARVComponents/Update',
            token,
            payload: { ...body, componentId: ids.tdf, isActive: false },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect(
      (await t.call({ method: 'POST', url: '/api/ARVComponents/Create', payload: body })).statusCode,
    ).toBe(401);
    expect(await t.db.select().from(arvComponents).orderBy(arvComponents.componentId)).toEqual(before);
  });
});
