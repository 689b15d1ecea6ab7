import type { PageMeta, Profile, Role, UserListItem } from '@clinic/contract';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { selectProfileRows, toProfile } from '../accounts/profiles.js';
import type { Db } from '../db/client.js';
import { doctors, patients, users } from '../db/schema.js';
import { escapeLike, pageOf } from './paging.js';

/**
 * The columns each list searches, case-insensitively: doctors on name, username, e-mail
 * and bio; managers on name, username and e-mail; staff, patients and the user list also on the phone.
 */
function searchColumns(role: Role | null) {
  const common = [users.fullName, users.username, users.email];
  if (role === 'Doctor') return [...common, doctors.bio];
  if (role === 'Manager' || role === 'Admin') return common;
  return [...common, users.phoneNumber];
}

export interface AccountListOptions {
  page?: number | undefined;
  pageSize?: number | undefined;
  search?: string | undefined;
  /** false: only active accounts. */
  includeInactive: boolean;
}

function whereOf(role: Role | null, opts: AccountListOptions): SQL | undefined {
  const pattern = opts.search ? `%${escapeLike(opts.search)}%` : undefined;
  return and(
    role ? eq(users.role, role) : undefined,
    opts.includeInactive ? undefined : eq(users.isActive, true),
    pattern ? or(...searchColumns(role).map((column) => ilike(column, pattern))) : undefined,
  );
}

async function totalOf(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(patients, eq(patients.userId, users.userId))
    .leftJoin(doctors, eq(doctors.userId, users.userId))
    .where(where);
  return row?.total ?? 0;
}

/** The profiles of one role, oldest account first; with page or pageSize, one page and its meta. */
export async function listAccounts(
  db: Db,
  role: Role,
  opts: AccountListOptions,
): Promise<{ items: Profile[]; meta?: PageMeta }> {
  const where = whereOf(role, opts);
  const ordered = selectProfileRows(db).where(where).orderBy(asc(users.userId));
  const paging = pageOf(opts);
  if (!paging) return { items: (await ordered).map(toProfile) };
  const [rows, total] = await Promise.all([
    ordered.limit(paging.pageSize).offset(paging.offset),
    totalOf(db, where),
  ]);
  return { items: rows.map(toProfile), meta: { page: paging.page, pageSize: paging.pageSize, total } };
}

/** GET /User/All: every account (or one role's), inactive and unverified included, so the admin sees all. */
export async function listUsers(
  db: Db,
  opts: AccountListOptions & { role?: Role | undefined },
): Promise<{ items: UserListItem[]; meta?: PageMeta }> {
  const where = whereOf(opts.role ?? null, opts);
  const ordered = db
    .select({
      userId: users.userId,
      userRole: users.role,
      isVerified: users.isVerified,
      isActive: users.isActive,
      fullName: users.fullName,
      username: users.username,
      email: users.email,
      phoneNumber: users.phoneNumber,
      dateOfBirth: users.dateOfBirth,
      gender: users.gender,
      address: users.address,
    })
    .from(users)
    .leftJoin(patients, eq(patients.userId, users.userId))
    .leftJoin(doctors, eq(doctors.userId, users.userId))
    .where(where)
    .orderBy(asc(users.userId));
  const paging = pageOf(opts);
  if (!paging) return { items: await ordered };
  const [items, total] = await Promise.all([
    ordered.limit(paging.pageSize).offset(paging.offset),
    totalOf(db, where),
  ]);
  return { items, meta: { page: paging.page, pageSize: paging.pageSize, total } };
}
