import { clinicalMessages, ROLES } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arvRegimens } from '../src/db/schema.js';
import { build, type TestApp } from './helpers/build.js';
import { insertComponent, insertRegimen } from './helpers/clinical.js';
import type { CreatedUser } from './helpers/factories.js';

let t: TestApp;
const users: Record<string, CreatedUser> = {};
let tdf: number;
let lam: number;
let dtg: number;
let efv: number;
let oldNvp: number;
let standard: number;
let custom: number;
let retired: number;

beforeAll(async () => {
  t = await build();
  tdf = (await insertComponent(t.db, { componentName: 'TDF 300 mg' })).componentId;
  lam = (await insertComponent(t.db, { componentName: '3TC 300 mg' })).componentId;
  dtg = (await insertComponent(t.db, { componentName: 'DTG 50 mg' })).componentId;
  efv = (await insertComponent(t.db, { componentName: 'EFV 400 mg' })).componentId;
  oldNvp = (await insertComponent(t.db, { componentName: 'NVP 200 mg', isActive: false })).componentId;
  standard = (await insertRegimen(t.db, [tdf, lam, dtg], { regimenName: 'TLD' })).regimenId;
  custom = (
    await insertRegimen(t.db, [tdf, lam], { regimenName: 'Tùy chỉnh', isCustomized: true, frequency: 2 })
  ).regimenId;
  retired = (await insertRegimen(t.db, [tdf, lam, efv], { regimenName: 'Cũ', isActive: false })).regimenId;
  for (const role of ROLES) users[role] = await t.user(role);
});
afterAll(() => t.close());

const get = (url: string, role: string) => t.call({ method: 'GET', url, token: users[role]?.token });
const regimenCount = async () => (await t.db.select().from(arvRegimens)).length;

describe('GET /api/ARVComponents', () => {
  it('refuses patients (403) and visitors (401)', async () => {
    expect((await get('/api/ARVComponents/GetAll', 'Patient')).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/ARVComponents/GetAll' })).statusCode).toBe(401);
    expect((await get(`/api/ARVComponents/GetByID/${tdf}`, 'Patient')).statusCode).toBe(403);
  });

  it('gives a doctor the active components with the spec fields', async () => {
    const res = await get('/api/ARVComponents/GetAll', 'Doctor');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.map((c: { componentId: number }) => c.componentId)).toEqual([tdf, lam, dtg, efv]);
    expect(res.body.data[0]).toEqual({
      componentId: tdf,
      componentName: 'TDF 300 mg',
      description: 'Tenofovir',
      isActive: true,
    });
  });

  it.each(['Admin', 'Manager', 'Staff'])('gives %s the inactive ones too', async (role) => {
    const res = await get('/api/arvcomponents/getall', role);
    expect(res.body.data).toHaveLength(5);
    expect((await get(`/api/ARVComponents/GetByID/${oldNvp}`, role)).statusCode).toBe(200);
  });

  it('answers one component, and 404 for an inactive one to a doctor', async () => {
    const res = await get(`/api/ARVComponents/GetByID/${dtg}`, 'Doctor');
    expect(res.body.data).toMatchObject({ componentId: dtg, componentName: 'DTG 50 mg' });
    expect((await get(`/api/ARVComponents/GetByID/${oldNvp}`, 'Doctor')).statusCode).toBe(404);
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
    expect(res.body.data.map((r: { regimenId: number }) => r.regimenId)).toEqual([standard, custom]);
    expect(res.body.data[0]).toEqual({
      regimenId: standard,
      regimenName: 'TLD',
      component1Id: tdf,
      component2Id: lam,
      component3Id: dtg,
      component4Id: null,
      component1Name: 'TDF 300 mg',
      component2Name: '3TC 300 mg',
      component3Name: 'DTG 50 mg',
      component4Name: null,
      description: 'Phác đồ bậc một ưu tiên',
      suitableFor: 'Người lớn và trẻ vị thành niên',
      sideEffects: 'Mất ngủ, đau đầu',
      usageInstructions: 'Uống 1 viên mỗi sáng',
      frequency: 1,
      isCustomized: false,
      isActive: true,
    });
  });

  it('gives A M S the inactive regimens too', async () => {
    for (const role of ['Admin', 'Manager', 'Staff']) {
      const res = await get('/api/ARVRegimens/GetAll', role);
      expect(res.body.data.map((r: { regimenId: number }) => r.regimenId)).toEqual([
        standard,
        custom,
        retired,
      ]);
    }
  });

  it('filters by isCustomized, read case-insensitively', async () => {
    const std = await get('/api/ARVRegimens/GetByIsCustomized/false', 'Doctor');
    expect(std.body.data.map((r: { regimenId: number }) => r.regimenId)).toEqual([standard]);
    const cus = await get('/api/arvregimens/getbyiscustomized/TRUE', 'Doctor');
    expect(cus.body.data.map((r: { regimenId: number }) => r.regimenId)).toEqual([custom]);
    const all = await get('/api/ARVRegimens/GetByIsCustomized/False', 'Admin');
    expect(all.body.data.map((r: { regimenId: number }) => r.regimenId)).toEqual([standard, retired]);
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
      component1Id: tdf,
      component2Id: lam,
      component3Id: efv,
      isCustomized: false,
      isActive: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({
      regimenName: texts.regimenName,
      component1Id: tdf,
      component3Id: efv,
      component3Name: 'EFV 400 mg',
      component4Id: null,
      frequency: 2,
      isCustomized: true,
      isActive: true,
    });
    const [row] = await t.db
      .select()
      .from(arvRegimens)
      .where(eq(arvRegimens.regimenId, res.body.data.regimenId));
    expect(row?.createdByDoctorId).toBe(users.Doctor?.doctorId);
    expect(row?.isCustomized).toBe(true);
  });

  it('lets Admin, Manager and Staff create a standard regimen (not signed by a doctor)', async () => {
    for (const role of ['Admin', 'Manager', 'Staff']) {
      const res = await create(role, {
        ...texts,
        regimenName: `Chuẩn ${role}`,
        component1Id: tdf,
        frequency: 1,
      });
      expect(res.statusCode).toBe(201);
      expect(res.body.data).toMatchObject({ isCustomized: false, frequency: 1, component2Id: null });
      const [row] = await t.db
        .select()
        .from(arvRegimens)
        .where(eq(arvRegimens.regimenId, res.body.data.regimenId));
      expect(row?.createdByDoctorId).toBeNull();
    }
    const customByStaff = await create('Staff', { ...texts, component1Id: tdf, isCustomized: true });
    expect(customByStaff.body.data.isCustomized).toBe(true);
  });

  it('refuses a patient', async () => {
    const before = await regimenCount();
    expect((await create('Patient', { ...texts, component1Id: tdf })).statusCode).toBe(403);
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
    const map = (v: unknown) => (typeof v === 'number' ? ([tdf, lam, dtg, efv, oldNvp][v - 1] ?? v) : v);
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
      component1Id: tdf,
      component2Id: oldNvp,
      component3Id: 999999,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      component2Id: [clinicalMessages.componentInactive],
      component3Id: [clinicalMessages.componentInactive],
    });
    expect(await regimenCount()).toBe(before);
  });

  it('requires each of the five texts', async () => {
    const before = await regimenCount();
    const res = await create('Doctor', { component1Id: tdf, regimenName: '  ' });
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
