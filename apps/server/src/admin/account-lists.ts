import {
  accountEndpoints,
  type Endpoint,
  type PageMeta,
  type Profile,
  type Role,
  type UserListItem,
} from '@clinic/contract';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { selectProfileRows, toProfile } from '../accounts/profiles.js';
import { keptRead } from '../db/cached-read.js';
import type { Db } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { accountCounts, doctors, users } from '../db/schema.js';
import { escapeLike, type PageOptions, pageWindow } from '../lib/paging.js';

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
    // Every column but a doctor's bio is in search_text (migration 0011): its index finds the candidates, and
    // each column's ILIKE then decides, on those alone, which columns this list searches.
    pattern && role !== 'Doctor' ? sql`${users.searchText} like lower(${pattern})` : undefined,
    pattern ? or(...searchColumns(role).map((column) => ilike(column, pattern))) : undefined,
  );
}

/** The kept count of migration 0006 for a list without a search (one row per role and activity). */
function keptTotal(db: Db, role: Role | null, includeInactive: boolean) {
  const name = `account_total_${role ? 'role' : 'all'}_${includeInactive ? 'any' : 'active'}`;
  return prepared(db, name, (n) =>
    db
      .select({ total: sql<number>`coalesce(sum(${accountCounts.total}), 0)::int` })
      .from(accountCounts)
      .where(
        and(
          role ? eq(accountCounts.role, sql.placeholder('role')) : undefined,
          includeInactive ? undefined : eq(accountCounts.isActive, true),
        ),
      )
      .prepare(n),
  );
}

/** A page of a list without a search, in account order or backwards from its end. */
function unsearchedPage(db: Db, role: Role | null, includeInactive: boolean, backwards: boolean) {
  const name = `account_page_${role ? 'role' : 'all'}_${includeInactive ? 'any' : 'active'}_${backwards ? 'desc' : 'asc'}`;
  return prepared(db, name, (n) =>
    selectProfileRows(db)
      .where(
        and(
          role ? eq(users.role, sql.placeholder('role')) : undefined,
          includeInactive ? undefined : eq(users.isActive, true),
        ),
      )
      .orderBy(backwards ? desc(users.userId) : asc(users.userId))
      .limit(sql.placeholder('take'))
      .offset(sql.placeholder('skip'))
      .prepare(n),
  );
}

/**
 * A page of a search and the total of its matches, from one pass over the matches: the trigram index only narrows
 * them down and each candidate is checked again (a phone prefix such as "0800001" checks some 10,000 rows), so a
 * separate count would pay that twice. The matches are the accounts alone (doctors joined only for their bio); the
 * page's profiles are then read by their ids.
 */
async function searchedPage(
  db: Db,
  role: Role | null,
  where: SQL | undefined,
  window: { page: number; pageSize: number; offset: number },
): Promise<{ items: Profile[]; meta: PageMeta }> {
  const { page, pageSize, offset } = window;
  const selected = db.select({ userId: users.userId }).from(users).$dynamic();
  const accounts =
    role === 'Doctor' ? selected.leftJoin(doctors, eq(doctors.userId, users.userId)) : selected;
  // Named twice below, the matches are computed once; without an order of their own, PostgreSQL finds them through
  // the trigram indexes instead of walking every account in id order and checking each.
  const matched = db.$with('matched').as(accounts.where(where));
  const pageIds = sql<number[]>`array(select user_id from ${matched} order by user_id
    limit ${pageSize} offset ${offset})`;
  const [found] = await db
    .with(matched)
    .select({ total: sql<number>`(select count(*) from ${matched})::int`, ids: pageIds })
    .from(matched)
    .limit(1);
  const total = found?.total ?? 0;
  const ids = found?.ids ?? [];
  const rows = ids.length
    ? await selectProfileRows(db).where(inArray(users.userId, ids)).orderBy(asc(users.userId))
    : [];
  return { items: rows.map(toProfile), meta: { page, pageSize, total } };
}

/**
 * The profiles of one role (of all when null), oldest account first; with page or pageSize, one page and its meta.
 * A page in the second half of the list is read backwards from its end, so that no page skips more than half of
 * the list (the last page of 100,000 patients skips none instead of all but ten). Without a search, the total
 * and the page are prepared statements; a search is planned for its own pattern, which decides the best plan, and
 * read forwards (its matches are few). A page is kept as the answer of `endpoint`, the list that asked for it.
 */
export async function listAccounts(
  db: Db,
  endpoint: Endpoint,
  role: Role | null,
  opts: AccountListOptions,
): Promise<{ items: Profile[]; meta?: PageMeta }> {
  const where = whereOf(role, opts);
  const window = pageWindow(opts);
  if (window === null) {
    return { items: (await selectProfileRows(db).where(where).orderBy(asc(users.userId))).map(toProfile) };
  }
  if (opts.search) return searchedPage(db, role, where, window);
  const { page, pageSize, offset: skip } = window;
  // A page without a search is kept until an account changes (db/cached-read.ts).
  const inputs = { role, includeInactive: opts.includeInactive, page, pageSize };
  return keptRead(db, endpoint, inputs, async () => {
    const total = (await keptTotal(db, role, opts.includeInactive).execute({ role }))[0]?.total ?? 0;
    const meta = { page, pageSize, total };
    if (skip >= total) return { items: [], meta };
    const take = Math.min(pageSize, total - skip);
    const backwards = skip > total - skip - take;
    const offset = backwards ? total - skip - take : skip;
    const rows = await unsearchedPage(db, role, opts.includeInactive, backwards).execute({
      role,
      take,
      skip: offset,
    });
    return { items: (backwards ? rows.reverse() : rows).map(toProfile), meta };
  });
}

/**
 * GET /User/All: every account (or one role's), inactive and unverified included, so the admin sees all. Its
 * response schema keeps the few fields the list shows of each profile.
 */
export async function listUsers(
  db: Db,
  opts: AccountListOptions & { role?: Role | undefined },
): Promise<{ items: UserListItem[]; meta?: PageMeta }> {
  return listAccounts(db, accountEndpoints.userAll, opts.role ?? null, opts);
}
