import {
  type Appointment,
  type AppointmentListFilter,
  type AppointmentListSort,
  appointmentEndpoints,
  appointmentMessages,
  type PageMeta,
  parseDay,
} from '@clinic/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  lte,
  notExists,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { appointmentPart } from '../db/appointment-parts.js';
import { keptRead } from '../db/cached-read.js';
import type { Db } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { appointments, testResults, testTypes } from '../db/schema.js';
import { notFound } from '../lib/http-error.js';
import { listPage, pageWindow } from '../lib/paging.js';
import type { AuthUser } from '../plugins/auth.js';
import { appointmentOwner, doctorUser, patientUser, searchWhere, withPeople } from './access.js';
import { type Row, selectAppointments, toAppointment } from './appointment-read.js';

/** The list's query as the contract parses it: page, pageSize, search, status, from, to, hasTestResult, sort. */
export type ListOptions = AppointmentListFilter;

/** The values a list query binds; a prepared statement names each as a placeholder of the same name. */
type ListValues = {
  owner: number;
  from: string | undefined;
  to: string | undefined;
  limit: number;
  offset: number;
};
/** A value of the query: the placeholder of a prepared statement, or the value itself. */
type Bind = (name: keyof ListValues) => SQLWrapper;

const ORDERS: Record<AppointmentListSort, SQL[]> = {
  desc: [
    desc(appointments.appointmentDate),
    desc(appointments.appointmentTime),
    desc(appointments.appointmentId),
  ],
  asc: [
    asc(appointments.appointmentDate),
    asc(appointments.appointmentTime),
    asc(appointments.appointmentId),
  ],
};

/** The filters on the appointment's own columns: no join is needed to apply or count them. */
function ownFilters(db: Pick<Db, 'select'>, owner: PgColumn, opts: ListOptions, bind: Bind): SQL | undefined {
  const result = db
    .select({ one: sql`1` })
    .from(testResults)
    .where(eq(testResults.appointmentId, appointments.appointmentId));
  return and(
    eq(owner, bind('owner')),
    // The status is written into the statement, one statement per status: a doctor's Confirmed appointments are
    // 2 % of their rows and the Completed ones 80 %, and a parameter would hide that from the planner, which then
    // plans a hasTestResult page again on every call (1.5-4 ms) rather than trust a plan made for any status.
    opts.status === undefined ? undefined : eq(appointments.status, sql.raw(`'${opts.status}'`)),
    opts.from === undefined ? undefined : gte(appointments.appointmentDate, bind('from')),
    opts.to === undefined ? undefined : lte(appointments.appointmentDate, bind('to')),
    opts.hasTestResult === undefined ? undefined : opts.hasTestResult ? exists(result) : notExists(result),
  );
}

/** A search typed as a date (dd/MM/yyyy, as the lists show it) narrows the date range to that day instead. */
function withSearchedDay(opts: ListOptions): ListOptions {
  const day = opts.search ? parseDay(opts.search) : null;
  if (day === null) return opts;
  return {
    ...opts,
    search: undefined,
    from: opts.from !== undefined && opts.from > day ? opts.from : day,
    to: opts.to !== undefined && opts.to < day ? opts.to : day,
  };
}

/**
 * The caller's appointments, newest first (or soonest first with sort=asc), filtered by status, dates, result
 * and search. With page or pageSize: one page and the meta of the whole (filtered) result, as the other growing
 * lists do. Without a text search every variant is a prepared statement, planned once per connection: the page is
 * chosen on the appointments alone before the names are joined to its rows, and the count reads the appointments
 * alone.
 */
export async function listAppointments(
  db: Db,
  user: AuthUser,
  query: ListOptions,
): Promise<{ items: Appointment[]; meta?: PageMeta }> {
  const owner = appointmentOwner(user);
  if (owner === null) throw notFound(appointmentMessages.notFound);
  const opts = withSearchedDay(query);
  const window = pageWindow(opts);
  const values: ListValues = {
    owner: owner.id,
    from: opts.from,
    to: opts.to,
    limit: window?.pageSize ?? 0,
    offset: window?.offset ?? 0,
  };
  const order = ORDERS[opts.sort ?? 'desc'];
  const toItem = (row: Row) => toAppointment(row, user);

  if (opts.search) {
    // A text search joins the names to filter, so it cannot choose the page on the appointments alone.
    const where = and(
      ownFilters(db, owner.column, opts, (name) => sql`${values[name]}`),
      searchWhere(user, opts.search, patientUser.fullName, [doctorUser.fullName, testTypes.testTypeName]),
    );
    return listPage(
      opts,
      selectAppointments(db)
        .where(where)
        .orderBy(...order),
      withPeople(db.select({ total: count() }).from(appointments).$dynamic())
        .leftJoin(testTypes, eq(testTypes.testTypeId, appointments.testTypeId))
        .where(where),
      toItem,
    );
  }

  // The statements' text is built only when a statement is first prepared, not on every request.
  const where = () => ownFilters(db, owner.column, opts, (name) => sql.placeholder(name));
  const counted = () => db.select({ total: count() }).from(appointments).where(where());
  // One statement per shape of the query, e.g. appointments_page_Doctor_Confirmed_from_to_noResult_asc.
  const variant = [
    user.role,
    opts.status,
    opts.from === undefined ? undefined : 'from',
    opts.to === undefined ? undefined : 'to',
    opts.hasTestResult === undefined ? undefined : opts.hasTestResult ? 'result' : 'noResult',
    opts.sort ?? 'desc',
  ]
    .filter((part) => part !== undefined)
    .join('_');
  if (window === null) {
    // The ids first, as for a page below: filtered on the appointments joined to everything, the planner hashed
    // every test result and patient of the clinic for a doctor's 5,000 rows (140 ms, in three processes).
    const all = prepared(db, `appointments_all_${variant}`, (name) => {
      const ids = db.select({ id: appointments.appointmentId }).from(appointments).where(where());
      return selectAppointments(db)
        .where(sql`${appointments.appointmentId} = any(array(${ids}))`)
        .orderBy(...order)
        .prepare(name);
    });
    return { items: (await all.execute(values)).map(toItem) };
  }
  // A page is kept until a write to what it shows (db/cached-read.ts); the caller's role decides what toItem hides.
  const endpoint =
    user.role === 'Patient' ? appointmentEndpoints.getByPatientId : appointmentEndpoints.getByDoctorId;
  const { status, from, to, hasTestResult, sort } = opts;
  const { page, pageSize } = window;
  const inputs = { role: user.role, owner: owner.id, status, from, to, hasTestResult, sort, page, pageSize };
  const part = user.role === 'Patient' ? appointmentPart.patient(owner.id) : appointmentPart.doctor(owner.id);
  return keptRead(
    db,
    endpoint,
    inputs,
    async () => {
      const onePage = prepared(db, `appointments_page_${variant}`, (name) => {
        // The page's ids as an array, not `in (subquery)`: planned once for any limit, a semi-join expects a tenth
        // of the doctor's rows and hashes every appointment with its names (3.4 s); an array expects a few rows and
        // the names are looked up for those alone (1 ms).
        const pageIds = db
          .select({ id: appointments.appointmentId })
          .from(appointments)
          .where(where())
          .orderBy(...order)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'));
        // The total comes with the page, from a scalar subquery PostgreSQL runs once: one round trip per page.
        return selectAppointments(db, sql`${counted()}`)
          .where(sql`${appointments.appointmentId} = any(array(${pageIds}))`)
          .orderBy(...order)
          .prepare(name);
      });
      const rows = await onePage.execute(values);
      const { page, pageSize, offset } = window;
      let total = rows[0]?.total ?? null;
      if (total === null) {
        // A page past the end has no row to carry the total.
        const countOnly = prepared(db, `appointments_count_${variant}`, (name) => counted().prepare(name));
        total = offset === 0 ? 0 : ((await countOnly.execute(values))[0]?.total ?? 0);
      }
      return { items: rows.map(toItem), meta: { page, pageSize, total } };
    },
    { appointments: [part] },
  );
}
