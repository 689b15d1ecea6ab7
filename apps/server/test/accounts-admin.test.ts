import { messages, type Role } from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { doctors, users as usersTable } from '../src/db/schema.js';
import { useAppWithEveryRole } from './helpers/build.js';
import { refusedValues } from './helpers/cases.js';
import { expectFieldError, expectMessage, expectOnlyRoles } from './helpers/expect.js';
import { staffUpdateBody } from './helpers/factories.js';

const { t, users } = useAppWithEveryRole();

let seq = 0;
/** A valid create body with a fresh username and e-mail. */
function account(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    username: `taikhoan${seq}`,
    password: 'abc123',
    email: `taikhoan${seq}@phongkham.vn`,
    phoneNumber: '0987654321',
    fullName: `Nguyễn Văn ${seq}`,
    dateOfBirth: '1988-08-08',
    gender: 'Female',
    address: '1 Nguyễn Huệ, Quận 1',
    ...overrides,
  };
}
const doctorAccount = (o: Record<string, unknown> = {}) => account({ bio: 'Truyền nhiễm', ...o });

const post = (url: string, payload: unknown, token = users.Admin.token) =>
  t.call({ method: 'POST', url, payload: payload as object, token });
const get = (url: string, token = users.Admin.token) => t.get(url, token);
const login = (username: string, password: string) =>
  t.call({ method: 'POST', url: '/api/Auth/login', payload: { username, password } });
const userCount = async () => (await t.db.select().from(usersTable)).length;
const idsOf = (body: { data: { userId: number }[] }) => body.data.map((u) => u.userId);

describe.each([
  { role: 'Manager', url: '/api/Manager/Create', body: account, message: 'Tạo tài khoản quản lý thành công' },
  { role: 'Staff', url: '/api/Staff/Create', body: account, message: 'Thêm nhân viên thành công' },
  { role: 'Doctor', url: '/api/Doctor/Create', body: doctorAccount, message: 'Thêm bác sĩ thành công' },
])('POST $url', ({ role, url, body, message }) => {
  it('creates an active, verified account of the route role with an Argon2id hash, able to log in', async () => {
    const payload = body();
    const res = await post(url, payload);
    expectMessage(res, 201, message);
    expect(res.body.data).toMatchObject({
      role,
      username: payload.username,
      email: payload.email,
      fullName: payload.fullName,
      gender: 'Female',
      isActive: true,
      isVerified: true,
      ...(role === 'Doctor' && { bio: 'Truyền nhiễm', doctorId: expect.any(Number) }),
    });
    expect(JSON.stringify(res.body)).not.toContain('abc123');
    const [row] = await t.db.select().from(usersTable).where(eq(usersTable.userId, res.body.data.userId));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    const session = await login(payload.username, 'abc123');
    expect(session.statusCode).toBe(200);
    expect(session.body.data.userDetails.role).toBe(role);
  });

  it('defaults gender to Male', async () => {
    const { gender: _g, ...payload } = body();
    const res = await post(url, payload);
    expect(res.statusCode).toBe(201);
    expect(res.body.data.gender).toBe('Male');
  });

  it('answers 409 for a taken username or e-mail, in any case, and writes nothing', async () => {
    const first = body();
    expect((await post(url, first)).statusCode).toBe(201);
    const before = await userCount();
    const sameName = await post(url, body({ username: first.username.toUpperCase() }));
    expectMessage(sameName, 409, 'Username already exists');
    expect(sameName.body.fieldErrors).toEqual({ username: ['Username already exists'] });
    const sameEmail = await post(url, body({ email: first.email.toUpperCase() }));
    expectMessage(sameEmail, 409, 'Email already exists');
    expect(await userCount()).toBe(before);
  });

  it('never takes the role, verification or activity from the body', async () => {
    for (const extra of [{ role: 'Admin' }, { isVerified: false }, { isActive: false }]) {
      const res = await post(url, body(extra));
      expect(res.statusCode).toBe(400);
      expect(res.body.fieldErrors[Object.keys(extra)[0] as string]).toBeDefined();
    }
  });
});

describe('validation messages of the create forms', () => {
  const manager: [string, Record<string, unknown>, string][] = [
    ...refusedValues('username', [''], 'Tên đăng nhập không được để trống'),
    ...refusedValues('username', ['ab'], 'Tên đăng nhập phải có ít nhất 3 ký tự'),
    ...refusedValues('password', [''], 'Mật khẩu không được để trống'),
    ...refusedValues('password', ['12345'], 'Mật khẩu phải có ít nhất 6 ký tự'),
    ...refusedValues('email', [''], 'Email không được để trống'),
    ...refusedValues('email', ['a@b'], 'Email không hợp lệ'),
    ...refusedValues('phoneNumber', [''], 'Số điện thoại không được để trống'),
    ...refusedValues('phoneNumber', ['09123'], 'Số điện thoại phải có 10 chữ số'),
    ...refusedValues('fullName', [' '], 'Họ và tên không được để trống'),
    ...refusedValues('dateOfBirth', ['', undefined], 'Ngày sinh không được để trống'),
    ...refusedValues('address', [''], 'Địa chỉ không được để trống'),
  ];
  const doctor: [string, Record<string, unknown>, string][] = [
    ...refusedValues('username', [''], 'Vui lòng nhập tên đăng nhập'),
    ...refusedValues('password', ['', undefined], 'Vui lòng nhập mật khẩu'),
    ...refusedValues('password', ['abc'], 'Mật khẩu phải có ít nhất 6 ký tự'),
    ...refusedValues('email', [''], 'Vui lòng nhập email'),
    ...refusedValues('email', ['không phải email'], 'Email không hợp lệ'),
    ...refusedValues('phoneNumber', [''], 'Vui lòng nhập số điện thoại'),
    ...refusedValues('phoneNumber', ['09876543210', '09876abcde'], 'Số điện thoại không hợp lệ'),
    ...refusedValues('fullName', [''], 'Vui lòng nhập họ và tên'),
    ...refusedValues('dateOfBirth', [''], 'Vui lòng chọn ngày sinh'),
    ...refusedValues('address', [''], 'Vui lòng nhập địa chỉ'),
    ...refusedValues('bio', ['', undefined], 'Vui lòng nhập chuyên môn'),
  ];
  const staff = doctor.filter(([field]) => field !== 'bio');

  const forms = {
    manager: { url: '/api/Manager/Create', body: account, cases: manager },
    doctor: { url: '/api/Doctor/Create', body: doctorAccount, cases: doctor },
    staff: { url: '/api/Staff/Create', body: account, cases: staff },
  };
  it.each(
    Object.entries(forms).flatMap(([form, { cases }]) =>
      cases.map(([field, o, message]) => [form as keyof typeof forms, field, o, message] as const),
    ),
  )('%s %s %j -> 400 with its message, nothing written', async (form, field, o, message) => {
    const before = await userCount();
    const res = await post(forms[form].url, forms[form].body(o));
    expectFieldError(res, field, message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a bio on the staff form and a future birth date', async () => {
    const withBio = await post('/api/Staff/Create', account({ bio: 'x' }));
    expect(withBio.body.fieldErrors.bio).toEqual([messages.common.unknownField('bio')]);
    const future = await post('/api/Staff/Create', account({ dateOfBirth: '2999-01-01' }));
    expect(future.body.fieldErrors.dateOfBirth).toEqual([messages.common.dateInFuture]);
  });
});

describe('account lists', () => {
  let activeManager: number;
  let inactiveManager: number;
  let staffByPhone: number;
  let inactiveDoctor: number;
  let bioDoctor: number;

  beforeAll(async () => {
    activeManager = (await t.user('Manager', { fullName: 'Lê Quản Lý', email: 'quanly.le@phongkham.vn' }))
      .userId;
    inactiveManager = (await t.user('Manager', { fullName: 'Lê Đã Nghỉ', isActive: false })).userId;
    staffByPhone = (await t.user('Staff', { phoneNumber: '0311223344' })).userId;
    inactiveDoctor = (await t.user('Doctor', { isActive: false })).userId;
    bioDoctor = (await t.user('Doctor', { bio: 'Chuyên khoa NHI' })).userId;
  });

  it('lists only active managers by default, all with includeInactive=true', async () => {
    const res = await get('/api/Manager/GetAll');
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.body)).toContain(activeManager);
    expect(idsOf(res.body)).not.toContain(inactiveManager);
    expect(
      res.body.data.every((u: { role: string; isActive: boolean }) => u.role === 'Manager' && u.isActive),
    ).toBe(true);
    const all = await get('/api/Manager/GetAll?includeInactive=true');
    expect(idsOf(all.body)).toContain(inactiveManager);
  });

  it('searches managers case-insensitively on name, username and e-mail, not on phone', async () => {
    expect(idsOf((await get('/api/Manager/GetAll?search=LÊ QUẢN')).body)).toEqual([activeManager]);
    expect(idsOf((await get('/api/Manager/GetAll?search=QUANLY.LE')).body)).toEqual([activeManager]);
    expect(idsOf((await get('/api/Manager/GetAll?search=0912345678')).body)).toEqual([]);
  });

  it('searches staff on the phone too, and pages with meta', async () => {
    expect(idsOf((await get('/api/Staff/GetAll?search=0311223344')).body)).toEqual([staffByPhone]);
    const page = await get('/api/Staff/GetAll?page=1&pageSize=1');
    expect(page.body.data).toHaveLength(1);
    expect(page.body.meta).toEqual({ page: 1, pageSize: 1, total: expect.any(Number) });
    expect(page.body.meta.total).toBeGreaterThanOrEqual(2);
  });

  it('lists every doctor, deactivated ones too, with doctorId and bio; search covers the bio', async () => {
    const res = await get('/api/Doctor/GetAll', users.Staff.token);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.body)).toContain(inactiveDoctor);
    expect(res.body.data.every((d: { doctorId: number }) => typeof d.doctorId === 'number')).toBe(true);
    expect(idsOf((await get('/api/Doctor/GetAll?search=khoa%20nhi', users.Manager.token)).body)).toEqual([
      bioDoctor,
    ]);
  });

  it('lists only patients for the admin', async () => {
    const patient = await t.user('Patient', { fullName: 'Bệnh Nhân Riêng' });
    const res = await get('/api/Patient/GetAll');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.every((p: { role: string }) => p.role === 'Patient')).toBe(true);
    expect(res.body.data.find((p: { userId: number }) => p.userId === patient.userId)).toMatchObject({
      patientId: patient.patientId,
      fullName: 'Bệnh Nhân Riêng',
      username: patient.username,
      email: patient.email,
      phoneNumber: '0912345678',
      dateOfBirth: '1990-05-17',
      gender: 'Male',
    });
  });

  it('answers GET /User/All with the account fields of every account, no secrets', async () => {
    const res = await get('/api/User/All');
    expect(res.statusCode).toBe(200);
    const row = res.body.data.find((u: { userId: number }) => u.userId === inactiveManager);
    expect(Object.keys(row).sort()).toEqual(
      [
        'address',
        'dateOfBirth',
        'email',
        'fullName',
        'gender',
        'isActive',
        'isVerified',
        'phoneNumber',
        'userId',
        'userRole',
        'username',
      ].sort(),
    );
    expect(row).toMatchObject({ userRole: 'Manager', isActive: false, isVerified: true });
    const doctorsOnly = await get('/api/User/All?role=Doctor');
    expect(doctorsOnly.body.data.every((u: { userRole: string }) => u.userRole === 'Doctor')).toBe(true);
  });

  it('pages every list like the whole list, the pages read from its end included, searched or not', async () => {
    for (let k = 0; k < 7; k += 1) await t.user('Patient', { fullName: `Trang Lật ${k}` });
    for (const query of ['', '&search=trang%20l%E1%BA%ADt']) {
      const whole = idsOf((await get(`/api/Patient/GetAll?${query}`)).body);
      for (const pageSize of [1, 2, 3, 4]) {
        const pages = Math.ceil(whole.length / pageSize) + 1;
        for (let page = 1; page <= pages; page += 1) {
          const res = await get(`/api/Patient/GetAll?page=${page}&pageSize=${pageSize}${query}`);
          expect(res.body.meta).toEqual({ page, pageSize, total: whole.length });
          expect(idsOf(res.body)).toEqual(whole.slice((page - 1) * pageSize, page * pageSize));
        }
      }
    }
  });

  it('answers 400 for a bad query', async () => {
    expect((await get('/api/Manager/GetAll?includeInactive=maybe')).statusCode).toBe(400);
    expect((await get('/api/Staff/GetAll?pageSize=500')).statusCode).toBe(400);
  });
});

describe('deactivation and the update texts of the profile routes', () => {
  it('a doctor deactivated by a manager loses their token at once and can no longer log in', async () => {
    const created = await post(
      '/api/Doctor/Create',
      doctorAccount({ username: 'bs.tamnghi' }),
      users.Manager.token,
    );
    const doctor = created.body.data;
    const session = await login('bs.tamnghi', 'abc123');
    const token = session.body.data.token as string;
    expect((await get(`/api/Doctor/GetByID/${doctor.doctorId}`, token)).statusCode).toBe(200);

    const res = await t.call({
      method: 'PUT',
      url: '/api/doctor/Update',
      token: users.Manager.token,
      payload: {
        userId: doctor.userId,
        doctorId: doctor.doctorId,
        fullName: doctor.fullName,
        phoneNumber: doctor.phoneNumber,
        dateOfBirth: doctor.dateOfBirth,
        gender: doctor.gender,
        address: doctor.address,
        bio: doctor.bio,
        isActive: false,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.isActive).toBe(false);

    const stale = await get(`/api/Doctor/GetByID/${doctor.doctorId}`, token);
    expect(stale.statusCode).toBe(401);
    const again = await login('bs.tamnghi', 'abc123');
    expectMessage(again, 403, messages.auth.deactivated);
    const [row] = await t.db.select().from(doctors).where(eq(doctors.doctorId, doctor.doctorId));
    expect(row).toBeDefined();
  });

  it('a staff member deactivated by the admin disappears from the staff list', async () => {
    const staff = await t.user('Staff');
    const res = await t.call({
      method: 'PUT',
      url: '/api/staff/Update',
      token: users.Admin.token,
      payload: staffUpdateBody(staff, { fullName: 'Nhân Viên Nghỉ', isActive: false }),
    });
    expect(res.statusCode).toBe(200);
    expect(idsOf((await get('/api/Staff/GetAll')).body)).not.toContain(staff.userId);
    expect((await login(staff.username, staff.password)).statusCode).toBe(403);
  });

  it('keeps every list total equal to a count of its accounts through creation, deactivation and deletion', async () => {
    const totals = async () => {
      const lists = ['/api/Staff/GetAll', '/api/Staff/GetAll?includeInactive=true', '/api/User/All'];
      return Promise.all(
        lists.map(async (url) => (await get(`${url}${url.includes('?') ? '&' : '?'}page=1`)).body.meta.total),
      );
    };
    const counted = async () => {
      const all = await t.db.select().from(usersTable);
      const staff = all.filter((u) => u.role === 'Staff');
      return [staff.filter((u) => u.isActive).length, staff.length, all.length];
    };
    expect(await totals()).toEqual(await counted());
    const staff = await t.user('Staff');
    await t.user('Staff', { isActive: false });
    expect(await totals()).toEqual(await counted());
    const update = (isActive: boolean) =>
      t.call({
        method: 'PUT',
        url: '/api/staff/Update',
        token: users.Admin.token,
        payload: staffUpdateBody(staff, { isActive }),
      });
    expect((await update(false)).statusCode).toBe(200);
    expect(await totals()).toEqual(await counted());
    expect((await update(true)).statusCode).toBe(200);
    expect(await totals()).toEqual(await counted());
    await t.db.delete(usersTable).where(eq(usersTable.userId, staff.userId));
    expect(await totals()).toEqual(await counted());
  });

  it('answers a taken e-mail with 409 in Vietnamese, a bad one with 400, and the same one as a no-op', async () => {
    const manager = await t.user('Manager');
    const body = (email: string) => ({
      userId: manager.userId,
      fullName: 'Quản Lý Mới',
      phoneNumber: '0912345678',
      dateOfBirth: '1990-05-17',
      gender: 'Male',
      address: '12 Lê Lợi',
      email,
    });
    const put = (email: string) =>
      t.call({ method: 'PUT', url: '/api/manager/Update', token: users.Admin.token, payload: body(email) });

    const taken = await put(users.Staff.email.toUpperCase());
    expectMessage(taken, 409, 'Email này đã được sử dụng bởi tài khoản khác');
    expect(taken.body.fieldErrors).toEqual({ email: ['Email này đã được sử dụng bởi tài khoản khác'] });

    const invalid = await put('khong-hop-le');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body.fieldErrors.email).toEqual(['Email không hợp lệ']);

    const same = await put(manager.email);
    expect(same.statusCode).toBe(200);
    expect(same.body.data.email).toBe(manager.email);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(usersTable)
      .where(eq(usersTable.email, manager.email));
    expect(row?.n).toBe(1);
  });
});

describe('permissions of the account calls', () => {
  const AMS: Role[] = ['Admin', 'Manager', 'Staff'];
  it.each([
    { method: 'GET' as const, url: '/api/Manager/GetAll', allowed: ['Admin'], expected: 200 },
    { method: 'POST' as const, url: '/api/Manager/Create', allowed: ['Admin'], expected: 400 },
    { method: 'GET' as const, url: '/api/Staff/GetAll', allowed: ['Admin'], expected: 200 },
    { method: 'POST' as const, url: '/api/Staff/Create', allowed: ['Admin'], expected: 400 },
    { method: 'GET' as const, url: '/api/Doctor/GetAll', allowed: AMS, expected: 200 },
    { method: 'POST' as const, url: '/api/Doctor/Create', allowed: AMS, expected: 400 },
    { method: 'GET' as const, url: '/api/Patient/GetAll', allowed: ['Admin'], expected: 200 },
    { method: 'GET' as const, url: '/api/User/All', allowed: ['Admin'], expected: 200 },
  ])('$method $url', async ({ method, url, allowed, expected }) => {
    // Creates get an empty body: allowed roles reach validation (400) and nothing is written.
    const payload = method === 'POST' ? {} : undefined;
    await expectOnlyRoles(t, users, { method, url, payload }, allowed, expected);
  });
});
