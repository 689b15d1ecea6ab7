import { messages, type Role } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { doctors, patients, users } from '../src/db/schema.js';
import { useTestApp } from './helpers/build.js';
import { daysFromToday, updatePatient } from './helpers/clinical.js';
import { expectMessage } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';
import { TEST_PASSWORD } from './helpers/factories.js';

const t = useTestApp();

/** The id a role's profile is addressed by: doctorId, patientId, otherwise userId. */
const pathId = (u: CreatedUser) => u.doctorId ?? u.patientId ?? u.userId;
const getProfile = (role: Role, id: number | string, token?: string) =>
  t.get(`/api/${role}/GetByID/${id}`, token);
const update = (role: Role, payload: unknown, token?: string) =>
  t.call({ method: 'PUT', url: `/api/${role.toLowerCase()}/Update`, payload: payload as object, token });
const userRow = async (userId: number) =>
  (await t.db.select().from(users).where(eq(users.userId, userId)))[0];

/** A complete, valid update body for `u` (what the web app's profile form sends). */
function bodyFor(u: CreatedUser, overrides: Record<string, unknown> = {}) {
  return {
    userId: u.userId,
    username: u.username,
    fullName: 'Phạm Minh Đức',
    phoneNumber: '0901234567',
    dateOfBirth: '1985-02-14',
    gender: 'Female',
    address: '99 Điện Biên Phủ, Đà Nẵng',
    ...(u.role === 'Doctor' && {
      doctorId: u.doctorId,
      bio: 'Chuyên khoa HIV/AIDS',
      doctorImage: '/img/d.png',
    }),
    ...(u.role === 'Patient' && {
      patientId: u.patientId,
      bloodType: 'B-',
      isPregnant: true,
      specialNotes: 'Ghi chú',
    }),
    ...overrides,
  };
}

const expiredToken = (u: CreatedUser) =>
  new SignJWT({ role: u.role, tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(u.userId))
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
    .sign(new TextEncoder().encode('test-secret-test-secret-test-secret-0123'));

const ALL: Role[] = ['Admin', 'Manager', 'Staff', 'Doctor', 'Patient'];

/** docs/permissions.md: who may call GET /{role}/GetByID at all, and who may read any record (not only their own). */
const READ: Record<Role, { callers: Role[]; any: Role[] }> = {
  Admin: { callers: ['Admin'], any: [] },
  Manager: { callers: ['Admin', 'Manager'], any: ['Admin'] },
  Staff: { callers: ['Admin', 'Staff'], any: ['Admin'] },
  Doctor: { callers: ['Admin', 'Manager', 'Staff', 'Doctor', 'Patient'], any: ['Admin', 'Manager', 'Staff'] },
  Patient: { callers: ['Patient', 'Admin'], any: ['Admin'] },
};
const UPDATE: Record<Role, { callers: Role[]; any: Role[] }> = {
  Admin: { callers: ['Admin'], any: [] },
  Manager: { callers: ['Admin', 'Manager'], any: ['Admin'] },
  Staff: { callers: ['Admin', 'Staff'], any: ['Admin'] },
  Doctor: { callers: ['Admin', 'Manager', 'Staff', 'Doctor'], any: ['Admin', 'Manager', 'Staff'] },
  Patient: { callers: ['Patient'], any: [] },
};

describe.each(ALL)('GET /api/%s/GetByID/:id', (role) => {
  it('answers the full profile to its subject, never a secret', async () => {
    const u = await t.user(role, { fullName: 'Chủ hồ sơ' });
    const res = await getProfile(role, pathId(u), u.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, statusCode: 200, errors: [] });
    expect(res.body.data).toMatchObject({
      userId: u.userId,
      username: u.username,
      role,
      fullName: 'Chủ hồ sơ',
      email: u.email,
      phoneNumber: '0912345678',
      dateOfBirth: '1990-05-17',
      gender: 'Male',
      address: '12 Lê Lợi, Quận 1, TP.HCM',
      avatar: null,
      isActive: true,
      isVerified: true,
    });
    if (role === 'Doctor')
      expect(res.body.data).toMatchObject({ doctorId: u.doctorId, bio: expect.any(String) });
    if (role === 'Patient') {
      expect(res.body.data).toMatchObject({ patientId: u.patientId, bloodType: 'O+', isPregnant: false });
    }
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon|tokenVersion/i);
  });

  it('is reached case-insensitively (GetById, lower-case role)', async () => {
    const u = await t.user(role);
    const res = await t.get(`/api/${role.toLowerCase()}/GetById/${pathId(u)}`, u.token);
    expect(res.statusCode).toBe(200);
  });

  it('answers 403 to roles outside the table and 404 for records the caller may not see', async () => {
    const target = await t.user(role);
    for (const callerRole of ALL) {
      const c = await t.user(callerRole);
      const res = await getProfile(role, pathId(target), c.token);
      const expected = !READ[role].callers.includes(callerRole)
        ? 403
        : READ[role].any.includes(callerRole) || (role === 'Doctor' && callerRole === 'Patient')
          ? 200
          : 404;
      expect({ callerRole, status: res.statusCode }).toEqual({ callerRole, status: expected });
      if (expected === 403) expect(res.body.message).toBe(messages.common.forbidden);
      if (expected === 404) expect(res.body).toMatchObject({ message: messages.common.notFound, data: null });
    }
  });

  it('answers 404 for an id that does not exist and 400 for a malformed id', async () => {
    const admin = await t.user('Admin');
    const caller = READ[role].any.length ? admin : await t.user(role);
    expect((await getProfile(role, 999_999, caller.token)).statusCode).toBe(404);
    expect((await getProfile(role, 'abc', caller.token)).statusCode).toBe(400);
    expect((await getProfile(role, -1, caller.token)).statusCode).toBe(400);
    expect((await getProfile(role, 1.5, caller.token)).statusCode).toBe(400);
  });

  it('answers 401 without a token and with an expired one', async () => {
    const u = await t.user(role);
    const none = await getProfile(role, pathId(u));
    expectMessage(none, 401, messages.auth.tokenInvalid);
    expect((await getProfile(role, pathId(u), await expiredToken(u))).statusCode).toBe(401);
  });
});

describe('GET /api/Doctor/GetByID for patients', () => {
  it('answers only the public card of an active doctor', async () => {
    const d = await t.user('Doctor', { fullName: 'BS. Hoàng Lan', bio: 'Điều trị ARV', gender: 'Female' });
    const p = await t.user('Patient');
    const res = await getProfile('Doctor', d.doctorId!, p.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({
      doctorId: d.doctorId,
      fullName: 'BS. Hoàng Lan',
      bio: 'Điều trị ARV',
      phoneNumber: '0912345678',
      doctorImage: null,
      gender: 'Female',
    });
  });

  it('hides an inactive doctor from patients (404) but not from staff', async () => {
    const d = await t.user('Doctor', { isActive: false });
    const p = await t.user('Patient');
    const s = await t.user('Staff');
    expect((await getProfile('Doctor', d.doctorId!, p.token)).statusCode).toBe(404);
    const seen = await getProfile('Doctor', d.doctorId!, s.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.body.data.isActive).toBe(false);
  });

  it('uses the doctorId, not the userId', async () => {
    const d = await t.user('Doctor');
    const a = await t.user('Admin');
    const byDoctorId = await getProfile('Doctor', d.doctorId!, a.token);
    expect(byDoctorId.body.data.userId).toBe(d.userId);
    if (d.userId !== d.doctorId) {
      const byUserId = await getProfile('Doctor', d.userId, a.token);
      expect(byUserId.body.data?.userId ?? null).not.toBe(d.userId);
    }
  });
});

describe.each(ALL)('PUT /api/%s/Update', (role) => {
  it('updates the own profile and answers the updated full profile', async () => {
    const u = await t.user(role);
    const res = await update(role, bodyFor(u, { avatar: 'https://cdn.example.com/a.png' }), u.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: messages.profile.updated });
    expect(res.body.data).toMatchObject({
      userId: u.userId,
      username: u.username,
      role,
      fullName: 'Phạm Minh Đức',
      phoneNumber: '0901234567',
      dateOfBirth: '1985-02-14',
      gender: 'Female',
      address: '99 Điện Biên Phủ, Đà Nẵng',
      avatar: 'https://cdn.example.com/a.png',
      email: u.email,
      isActive: true,
      isVerified: true,
    });
    if (role === 'Doctor') {
      expect(res.body.data).toMatchObject({ bio: 'Chuyên khoa HIV/AIDS', doctorImage: '/img/d.png' });
    }
    if (role === 'Patient') {
      expect(res.body.data).toMatchObject({ bloodType: 'B-', isPregnant: true, specialNotes: 'Ghi chú' });
    }
    const again = await getProfile(role, pathId(u), u.token);
    expect(again.body.data).toEqual(res.body.data);
  });

  it('answers 403 to roles outside the table and 404 for profiles the caller may not update', async () => {
    const target = await t.user(role);
    for (const callerRole of ALL) {
      const c = await t.user(callerRole);
      const res = await update(role, bodyFor(target, { fullName: `Bởi ${callerRole}` }), c.token);
      const expected = !UPDATE[role].callers.includes(callerRole)
        ? 403
        : UPDATE[role].any.includes(callerRole)
          ? 200
          : 404;
      expect({ callerRole, status: res.statusCode }).toEqual({ callerRole, status: expected });
    }
    // Only the allowed callers wrote; the last of them (in ALL order) is what stays.
    const lastWriter = UPDATE[role].any.at(-1);
    expect((await userRow(target.userId))?.fullName).toEqual(
      lastWriter ? `Bởi ${lastWriter}` : expect.stringMatching(/^Người/),
    );
  });

  it('refuses self-deactivation with 403 and changes nothing', async () => {
    const u = await t.user(role);
    const res = await update(role, bodyFor(u, { isActive: false }), u.token);
    expectMessage(res, 403, messages.profile.cannotDeactivateSelf);
    const row = await userRow(u.userId);
    expect(row).toMatchObject({
      isActive: true,
      tokenVersion: 0,
      fullName: expect.not.stringMatching('Phạm'),
    });
    // isActive: true on one's own profile is harmless.
    expect((await update(role, bodyFor(u, { isActive: true }), u.token)).statusCode).toBe(200);
  });

  it('takes back the read-only fields of its GET (role, userRole, isVerified, pendingEmail) and ignores them', async () => {
    const u = await t.user(role);
    const extra = { role: 'Admin', userRole: 'Admin', isVerified: false, pendingEmail: 'lay@example.com' };
    const res = await update(role, bodyFor(u, extra), u.token);
    expect(res.statusCode).toBe(200);
    expect(await userRow(u.userId)).toMatchObject({
      role,
      isVerified: true,
      pendingEmail: null,
      fullName: 'Phạm Minh Đức',
    });
  });

  it.each([
    ['tokenVersion', { tokenVersion: 5 }],
    ['passwordHash', { passwordHash: 'x' }],
    ['an unknown field', { nickname: 'x' }],
  ])('refuses the key %s, which no GET sends, with 400 and writes nothing', async (_name, extra) => {
    const u = await t.user(role);
    const res = await update(role, bodyFor(u, extra), u.token);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body.errors)).toContain(Object.keys(extra)[0]);
    expect(await userRow(u.userId)).toMatchObject({
      role,
      isVerified: true,
      fullName: expect.stringMatching(/^Người/),
    });
  });

  it.each([
    ['no userId (nor doctorId)', { userId: undefined, doctorId: undefined }, 'userId'],
    ['no fullName', { fullName: undefined }, 'fullName'],
    ['an empty fullName', { fullName: '  ' }, 'fullName'],
    ['an over-long fullName', { fullName: 'x'.repeat(101) }, 'fullName'],
    ['no address', { address: undefined }, 'address'],
    ['an over-long address', { address: 'x'.repeat(256) }, 'address'],
    ['no phone', { phoneNumber: undefined }, 'phoneNumber'],
    ['a 9-digit phone', { phoneNumber: '090123456' }, 'phoneNumber'],
    ['a malformed birth date', { dateOfBirth: '14/02/1985' }, 'dateOfBirth'],
    ['a future birth date', { dateOfBirth: '2999-01-01' }, 'dateOfBirth'],
    ['an unknown gender', { gender: 'X' }, 'gender'],
    ['a malformed e-mail', { email: 'nope' }, 'email'],
    ['a string userId', { userId: 'abc' }, 'userId'],
    ['a string isActive', { isActive: 'false' }, 'isActive'],
    ['a javascript: avatar', { avatar: 'javascript:alert(1)' }, 'avatar'],
  ])('rejects %s with 400 and writes nothing', async (_name, overrides, field) => {
    const u = await t.user(role);
    const res = await update(role, bodyFor(u, overrides), u.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.fieldErrors[field]?.length).toBeGreaterThan(0);
    expect((await userRow(u.userId))?.fullName).toMatch(/^Người/);
  });

  it('answers 401 without a token and with an expired one', async () => {
    const u = await t.user(role);
    expect((await update(role, bodyFor(u))).statusCode).toBe(401);
    expect((await update(role, bodyFor(u), await expiredToken(u))).statusCode).toBe(401);
  });

  it('ignores the username: it never changes', async () => {
    const u = await t.user(role);
    const res = await update(role, bodyFor(u, { username: 'doi_ten' }), u.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.username).toBe(u.username);
  });

  it('asks for a different e-mail to be confirmed, and answers 409 for a taken one', async () => {
    const u = await t.user(role);
    const other = await t.user('Patient', { email: `taken.${role.toLowerCase()}@example.com` });
    const taken = await update(role, bodyFor(u, { email: other.email.toUpperCase() }), u.token);
    expectMessage(taken, 409, messages.profile.emailTaken);
    expect((await userRow(u.userId))?.email).toBe(u.email);

    const same = await update(role, bodyFor(u, { email: u.email.toUpperCase() }), u.token);
    expect(same.statusCode).toBe(200);
    expect(same.body.data.email).toBe(u.email);

    const fresh = `Moi.${role}@Example.com`;
    const changed = await update(role, bodyFor(u, { email: fresh }), u.token);
    expectMessage(changed, 200, messages.profile.emailChangePending);
    // The new address waits for its code (email-change.test.ts); the confirmed one stays.
    expect(changed.body.data).toMatchObject({ email: u.email, pendingEmail: fresh.toLowerCase() });
  });
});

describe('the body names its target', () => {
  it('a patient cannot update another patient (404), by userId or patientId', async () => {
    const me = await t.user('Patient');
    const other = await t.user('Patient');
    const byUserId = await update('Patient', bodyFor(other, { patientId: undefined }), me.token);
    expect(byUserId.statusCode).toBe(404);
    const mixed = await update('Patient', bodyFor(me, { patientId: other.patientId }), me.token);
    expect(mixed.statusCode).toBe(404);
    const [otherPatient] = await t.db.select().from(patients).where(eq(patients.patientId, other.patientId!));
    expect(otherPatient).toMatchObject({ bloodType: 'O+', isPregnant: false });
    expect((await userRow(other.userId))?.fullName).toMatch(/^Người/);
    expect((await userRow(me.userId))?.fullName).toMatch(/^Người/);
  });

  it("a doctorId that is not the userId's doctor answers 404", async () => {
    const staff = await t.user('Staff');
    const d1 = await t.user('Doctor');
    const d2 = await t.user('Doctor');
    const res = await update('Doctor', bodyFor(d1, { doctorId: d2.doctorId }), staff.token);
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(doctors).where(eq(doctors.doctorId, d2.doctorId!));
    expect(row?.bio).toBe('Bác sĩ chuyên khoa truyền nhiễm');
  });

  it("a userId of another role is not found on this role's route", async () => {
    const admin = await t.user('Admin');
    const staff = await t.user('Staff');
    expect((await update('Manager', bodyFor(staff), admin.token)).statusCode).toBe(404);
    expect((await getProfile('Manager', staff.userId, admin.token)).statusCode).toBe(404);
  });

  it('a doctor who leaves out doctorImage keeps it, but the specialty is required', async () => {
    const d = await t.user('Doctor');
    expect((await update('Doctor', bodyFor(d), d.token)).statusCode).toBe(200);
    const kept = await update('Doctor', bodyFor(d, { doctorImage: undefined }), d.token);
    expect(kept.statusCode).toBe(200);
    expect(kept.body.data.doctorImage).toBe('/img/d.png');
    const res = await update('Doctor', bodyFor(d, { bio: undefined }), d.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.fieldErrors.bio).toEqual(['Vui lòng nhập chuyên môn']);
  });
});

describe('deactivation by an administrator', () => {
  it.each([
    ['Admin', 'Manager'],
    ['Admin', 'Staff'],
    ['Staff', 'Doctor'],
    ['Manager', 'Doctor'],
  ] as const)(
    '%s deactivates a %s: tokens stop at once, login refused, reactivation works',
    async (by, role) => {
      const admin = await t.user(by);
      const u = await t.user(role);
      expect((await getProfile(role, pathId(u), u.token)).statusCode).toBe(200);

      const res = await update(role, bodyFor(u, { isActive: false }), admin.token);
      expect(res.statusCode).toBe(200);
      expect(res.body.data.isActive).toBe(false);
      expect(await userRow(u.userId)).toMatchObject({ isActive: false, tokenVersion: 1 });

      expect((await getProfile(role, pathId(u), u.token)).statusCode).toBe(401);
      const login = await t.call({
        method: 'POST',
        url: '/api/Auth/login',
        payload: { username: u.username, password: TEST_PASSWORD },
      });
      expectMessage(login, 403, messages.auth.deactivated);

      // Saving the deactivated profile again does not bump the version a second time.
      expect((await update(role, bodyFor(u, { isActive: false }), admin.token)).statusCode).toBe(200);
      expect((await userRow(u.userId))?.tokenVersion).toBe(1);

      const back = await update(role, bodyFor(u, { isActive: true }), admin.token);
      expect(back.statusCode).toBe(200);
      expect(back.body.data.isActive).toBe(true);
      const again = await t.call({
        method: 'POST',
        url: '/api/Auth/login',
        payload: { username: u.username, password: TEST_PASSWORD },
      });
      expect(again.statusCode).toBe(200);
      // The token from before the deactivation stays revoked.
      expect((await getProfile(role, pathId(u), u.token)).statusCode).toBe(401);
    },
  );
});

describe('bare deactivation (userId and isActive false only)', () => {
  it.each(['Manager', 'Staff'] as const)(
    'an admin deactivates a %s with only userId and isActive false',
    async (role) => {
      const admin = await t.user('Admin');
      const u = await t.user(role);
      const res = await update(role, { userId: u.userId, isActive: false }, admin.token);
      expect(res.statusCode).toBe(200);
      expect(res.body.data.isActive).toBe(false);
      expect(res.body.data.fullName).toMatch(/Người dùng/);
      expect((await getProfile(role, pathId(u), u.token)).statusCode).toBe(401);
    },
  );

  it('a bare body that is not a deactivation shows the full form messages', async () => {
    const admin = await t.user('Admin');
    const u = await t.user('Staff');
    const res = await update('Staff', { userId: u.userId, isActive: true }, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.fieldErrors.fullName).toEqual(['Họ và tên không được để trống']);
    expect(res.body.fieldErrors.phoneNumber).toEqual(['Số điện thoại không được để trống']);
  });

  it('a staff member cannot deactivate themself with a bare body', async () => {
    const u = await t.user('Staff');
    const res = await update('Staff', { userId: u.userId, isActive: false }, u.token);
    expect(res.statusCode).toBe(403);
  });
});

describe('the day a pregnancy is recorded', () => {
  const recordedOn = async (patientId: number) =>
    (await t.db.select().from(patients).where(eq(patients.patientId, patientId)))[0]?.pregnancyRecordedOn;

  it('is today when isPregnant turns true, and kept when true is saved again', async () => {
    const u = await t.user('Patient');
    expect(await recordedOn(u.patientId as number)).toBeNull();
    expect((await update('Patient', bodyFor(u), u.token)).statusCode).toBe(200);
    expect(await recordedOn(u.patientId as number)).toBe(daysFromToday(0));
    await updatePatient(t.db, u, { pregnancyRecordedOn: daysFromToday(-30) });
    expect((await update('Patient', bodyFor(u), u.token)).statusCode).toBe(200);
    expect(await recordedOn(u.patientId as number)).toBe(daysFromToday(-30));
  });
});
