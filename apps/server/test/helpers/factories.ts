import type { BloodType, Gender, Role } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { profileColumns } from '../../src/accounts/profiles.js';
import type { Db } from '../../src/db/client.js';
import { doctors, patients, users } from '../../src/db/schema.js';
import { hashSecret } from '../../src/lib/password.js';
import type { AuthUser } from '../../src/plugins/auth.js';
import { insertRow } from './database.js';

export const TEST_PASSWORD = 'Test@1234';

export interface UserOverrides {
  username?: string;
  email?: string;
  fullName?: string;
  phoneNumber?: string;
  dateOfBirth?: string;
  gender?: Gender;
  address?: string;
  isActive?: boolean;
  isVerified?: boolean;
  bloodType?: BloodType;
  bio?: string;
  password?: string;
}

export interface CreatedUser {
  userId: number;
  patientId: number | null;
  doctorId: number | null;
  username: string;
  email: string;
  password: string;
  role: Role;
  token: string;
}

let counter = 0;
let cachedHash: Promise<string> | undefined;

export async function createUser(
  app: FastifyInstance,
  db: Db,
  role: Role,
  o: UserOverrides = {},
): Promise<CreatedUser> {
  counter += 1;
  const tag = `${role.toLowerCase()}${counter}${Math.floor(Math.random() * 1e6)}`;
  const password = o.password ?? TEST_PASSWORD;
  cachedHash ??= hashSecret(TEST_PASSWORD);
  const passwordHash = o.password ? await hashSecret(o.password) : await cachedHash;
  const [user] = await db
    .insert(users)
    .values({
      username: o.username ?? `u_${tag}`,
      email: o.email ?? `${tag}@example.com`,
      passwordHash,
      role,
      fullName: o.fullName ?? `Người dùng ${tag}`,
      phoneNumber: o.phoneNumber ?? '0912345678',
      dateOfBirth: o.dateOfBirth ?? '1990-05-17',
      gender: o.gender ?? 'Male',
      address: o.address ?? '12 Lê Lợi, Quận 1, TP.HCM',
      isActive: o.isActive ?? true,
      isVerified: o.isVerified ?? true,
    })
    .returning();
  if (!user) throw new Error('user insert failed');
  let patientId: number | null = null;
  let doctorId: number | null = null;
  if (role === 'Patient') {
    patientId = (await insertRow(db, patients, { userId: user.userId, bloodType: o.bloodType ?? 'O+' }))
      .patientId;
  }
  if (role === 'Doctor') {
    const bio = o.bio ?? 'Bác sĩ chuyên khoa truyền nhiễm';
    doctorId = (await insertRow(db, doctors, { userId: user.userId, bio })).doctorId;
  }
  const token = await app.ctx.tokens.sign({ userId: user.userId, role, tokenVersion: user.tokenVersion });
  return {
    userId: user.userId,
    patientId,
    doctorId,
    username: user.username,
    email: user.email,
    password,
    role,
    token,
  };
}

let signups = 0;
/** A valid body for the public patient registration, with a fresh username and e-mail. */
export function signupBody(overrides: Record<string, unknown> = {}) {
  signups += 1;
  const tag = `${signups}${Math.floor(Math.random() * 1e6)}`;
  return {
    username: `benhnhan_${tag}`,
    password: 'Secret@123',
    email: `bn${tag}@example.com`,
    phoneNumber: '0987654321',
    fullName: 'Trần Thị Bình',
    dateOfBirth: '1995-03-08',
    address: '25 Nguyễn Huệ, Quận 1',
    ...overrides,
  };
}

/** A staff update body: createUser's phone, birth date and gender, with the overrides on top. */
export function staffUpdateBody(staff: CreatedUser, overrides: Record<string, unknown>) {
  return {
    userId: staff.userId,
    fullName: 'Nhân viên',
    phoneNumber: '0912345678',
    dateOfBirth: '1990-05-17',
    gender: 'Male',
    address: '12 Lê Lợi',
    ...overrides,
  };
}

/**
 * A seeded demo account, read with the columns of its profile: what a request of it carries once authenticated,
 * for calling the data layer directly, and its token version, to sign a token of it.
 */
export async function demoUser(db: Db, username: string): Promise<AuthUser & { tokenVersion: number }> {
  const [row] = await db
    .select({ ...profileColumns, tokenVersion: users.tokenVersion })
    .from(users)
    .leftJoin(patients, eq(patients.userId, users.userId))
    .leftJoin(doctors, eq(doctors.userId, users.userId))
    .where(eq(users.username, username));
  if (!row) throw new Error(`no demo account ${username}`);
  return { ...row, token: { jti: 'seed', exp: 0 } };
}
