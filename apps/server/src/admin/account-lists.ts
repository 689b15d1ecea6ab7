import type { PageMeta, Profile, Role, UserListItem } from '@clinic/contract';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { selectProfileRows, toProfile } from '../accounts/profiles.js';
import type { Db } from '../db/client.js';
import { doctors, patients, users } from '../db/schema.js';
import { escapeLike, listPage, type PageOptions } from '../lib/paging.js';

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

export interface AccountListOptions extends PageOptions {
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

function totalOf(db: Db, where: SQL | undefined) {
  return db
    .select({ total: count() })
    .from(users)
    .leftJoin(patients, eq(patients.userId, users.userId))
    .leftJoin(doctors, eq(doctors.userId, users.userId))
    .where(where);
}

/** The profiles of one role (of all when null), oldest account first; with page or pageSize, one page and its meta. */
export async function listAccounts(
  db: Db,
  role: Role | null,
  opts: AccountListOptions,
): Promise<{ items: Profile[]; meta?: PageMeta }> {
  const where = whereOf(role, opts);
  const ordered = selectProfileRows(db).where(where).orderBy(asc(users.userId));
  return listPage(opts, ordered, totalOf(db, where), toProfile);
}

/**
 * GET /User/All: every account (or one role's), inactive and unverified included, so the admin sees all. Its
 * response schema keeps the few fields the list shows of each profile.
 */
export async function listUsers(
  db: Db,
  opts: AccountListOptions & { role?: Role | undefined },
): Promise<{ items: UserListItem[]; meta?: PageMeta }> {
  return listAccounts(db, opts.role ?? null, opts);
}
