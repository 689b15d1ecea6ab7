import {
  type Appointment,
  type AppointmentCreate,
  type AppointmentListFilter,
  type AppointmentListSort,
  type AppointmentStatus,
  type AppointmentUpdate,
  appointmentEndpoints,
  appointmentMail,
  appointmentMessages,
  appointmentTestTypeError,
  canReschedule,
  canTransition,
  formatDateVi,
  formatTimeShort,
  isFinal,
  messages,
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
import type { Config } from '../config.js';
import { keptRead } from '../db/cached-read.js';
import type { Db } from '../db/client.js';
import { uniqueViolation } from '../db/errors.js';
import { prepared } from '../db/prepared.js';
import { appointments, testResults, testTypes, treatments, users } from '../db/schema.js';
import { badRequest, conflict, fieldError, forbidden, type HttpError, notFound } from '../lib/http-error.js';
import { listPage, pageWindow } from '../lib/paging.js';
import { enqueueMail } from '../mail/outbox.js';
import type { AuthUser } from '../plugins/auth.js';
import {
  appointmentOwner,
  doctorUser,
  hidesPatient,
  lockOwnAppointment,
  mailPeople,
  ownAppointments,
  patientUser,
  searchWhere,
  withPeople,
} from './access.js';
import { calendarMailKey } from './appointment-calendar.js';
import { assertBookableSlot, assertDoctorWorks } from './availability.js';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

const columns = {
  appointmentId: appointments.appointmentId,
  patientId: appointments.patientId,
  doctorId: appointments.doctorId,
  doctorName: doctorUser.fullName,
  patientName: patientUser.fullName,
  appointmentDate: appointments.appointmentDate,
  appointmentTime: appointments.appointmentTime,
  appointmentType: appointments.appointmentType,
  testTypeId: appointments.testTypeId,
  testTypeName: testTypes.testTypeName,
  isAnonymous: appointments.isAnonymous,
  status: appointments.status,
  testResultId: testResults.testResultId,
  treatmentId: treatments.treatmentId,
};

/** The appointment with its names and what hangs from it (one result per appointment, one treatment per result). */
function selectAppointments(db: Pick<Db, 'select'>, total?: SQL) {
  // `total`: the count of the whole list carried by each row of a page (null when not asked for).
  const fields = { ...columns, total: total ? sql<number>`(${total})`.mapWith(Number) : sql<null>`null` };
  return withPeople(db.select(fields).from(appointments).$dynamic())
    .leftJoin(testTypes, eq(testTypes.testTypeId, appointments.testTypeId))
    .leftJoin(testResults, eq(testResults.appointmentId, appointments.appointmentId))
    .leftJoin(treatments, eq(treatments.testResultId, testResults.testResultId));
}
type Row = Awaited<ReturnType<typeof selectAppointments>>[number];

/**
 * Who reads the answer decides what it carries: a doctor never sees who is behind an anonymous appointment
 *, so its patient id and name are replaced before the row leaves the data layer.
 */
function toAppointment(row: Row, viewer: AuthUser): Appointment {
  const { treatmentId, total: _total, ...appointment } = row;
  const hidden = hidesPatient(viewer, row.isAnonymous);
  return {
    ...appointment,
    patientId: hidden ? null : row.patientId,
    patientName: hidden ? appointmentMessages.anonymousName : row.patientName,
    hasTestResult: row.testResultId !== null,
    hasTreatment: treatmentId !== null,
  };
}

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
  const { status, hasTestResult, sort } = opts;
  const inputs = {
    role: user.role,
    owner: owner.id,
    status,
    from: opts.from,
    to: opts.to,
    hasTestResult,
    sort,
  };
  return keptRead(db, endpoint, { ...inputs, page: window.page, pageSize: window.pageSize }, async () => {
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
  });
}

/** One appointment the caller may reach; anyone else's answers 404, as if it did not exist. */
export async function getAppointment(
  db: Pick<Db, 'select'>,
  user: AuthUser,
  id: number,
): Promise<Appointment> {
  const [row] = await selectAppointments(db).where(
    and(eq(appointments.appointmentId, id), ownAppointments(user)),
  );
  if (!row) throw notFound(appointmentMessages.notFound);
  return toAppointment(row, user);
}

/** 400 unless the test type exists and is active (a lab-test appointment needs an active test type). */
async function assertActiveTestType(db: Pick<Db, 'select'>, testTypeId: number): Promise<void> {
  const [row] = await db
    .select({ isActive: testTypes.isActive })
    .from(testTypes)
    .where(eq(testTypes.testTypeId, testTypeId));
  if (!row?.isActive) {
    throw fieldError('testTypeId', appointmentMessages.testTypeInactive);
  }
}

/** The two partial unique indexes are the real guard against double booking; their violations become 409s. */
function slotConflict(err: unknown): HttpError | null {
  const constraint = uniqueViolation(err);
  if (constraint === null) return null;
  if (constraint.includes('patient_slot')) return conflict(appointmentMessages.patientSlotTaken);
  return conflict(appointmentMessages.doctorSlotTaken);
}

async function withSlotConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw slotConflict(err) ?? err;
  }
}

/** What a booking needs of the configuration: the clinic's time zone, and its address and name for the mail. */
export type BookingConfig = Pick<Config, 'clinicTz' | 'clinicAddress' | 'clinicShortName'>;

/**
 * The booking confirmation, queued in the booking's transaction so that the two are committed together; its
 * dedupe key names the appointment, so the mail worker attaches its calendar file when sending it
 * (appointment-calendar.ts) and no replica or retry sends it twice. The text says only the day, the hour and the
 * clinic's address (messages.booking): an anonymous booking gets it too, at the patient's own address, without
 * their name.
 *
 * The patient's remindAppointments preference is not asked: it switches off the reminders the scheduled jobs send
 * unasked (jobs/reminders.ts), while this mail is the receipt of what the patient has just done themselves, as the
 * doctor's confirmation and cancellation mails (queueStatusMail) are, which no preference stops either.
 */
async function queueBookingMail(
  tx: Executor,
  user: AuthUser,
  booked: { appointmentId: number; appointmentDate: string; appointmentTime: string; isAnonymous: boolean },
  config: BookingConfig,
): Promise<void> {
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.userId, user.userId));
  if (!account?.email) return;
  await enqueueMail(tx, {
    to: account.email,
    subject: messages.booking.subject(config.clinicShortName),
    text: messages.booking.text({
      name: booked.isAnonymous ? null : user.fullName,
      date: formatDateVi(booked.appointmentDate),
      time: formatTimeShort(booked.appointmentTime),
      address: config.clinicAddress,
      clinicName: config.clinicShortName,
    }),
    dedupeKey: calendarMailKey('booking', booked.appointmentId),
  });
}

/**
 * Books a slot for the calling patient: always Scheduled, whatever status the client sent, with the confirmation
 * mail in the same transaction. The checks before the insert give clear messages; the unique indexes decide
 * between concurrent bookings of one slot.
 */
export async function createAppointment(
  db: Db,
  user: AuthUser,
  input: AppointmentCreate,
  config: BookingConfig,
): Promise<Appointment> {
  const patientId = user.patientId;
  if (patientId === null) throw notFound(appointmentMessages.notFound);
  if (input.patientId != null && input.patientId !== patientId)
    throw forbidden(appointmentMessages.notOwnPatient);
  assertBookableSlot(input.appointmentDate, input.appointmentTime, config.clinicTz);
  await assertDoctorWorks(db, input.doctorId, input.appointmentDate, input.appointmentTime);
  if (input.appointmentType === 'Medication' && input.testTypeId != null) {
    await assertActiveTestType(db, input.testTypeId);
  }
  const appointmentId = await withSlotConflicts(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(appointments)
        .values({
          patientId,
          doctorId: input.doctorId,
          appointmentDate: input.appointmentDate,
          appointmentTime: input.appointmentTime,
          appointmentType: input.appointmentType,
          testTypeId: input.appointmentType === 'Medication' ? (input.testTypeId ?? null) : null,
          isAnonymous: input.isAnonymous,
          status: 'Scheduled',
        })
        .returning({
          appointmentId: appointments.appointmentId,
          appointmentDate: appointments.appointmentDate,
          appointmentTime: appointments.appointmentTime,
          isAnonymous: appointments.isAnonymous,
        });
      if (!created) throw new Error('appointment insert returned nothing');
      await queueBookingMail(tx, user, created, config);
      return created.appointmentId;
    }),
  );
  return getAppointment(db, user, appointmentId);
}

type Stored = typeof appointments.$inferSelect;

/** The reschedule fields the body really changes (a client may resend unchanged values with a status change). */
function rescheduleChanges(current: Stored, input: AppointmentUpdate) {
  const next = {
    appointmentDate: input.appointmentDate ?? current.appointmentDate,
    appointmentTime: input.appointmentTime ?? current.appointmentTime,
    doctorId: input.doctorId ?? current.doctorId,
    appointmentType: input.appointmentType ?? current.appointmentType,
    // Switching to a plain appointment drops the test type unless the body names one (then refused below).
    testTypeId:
      input.testTypeId !== undefined
        ? input.testTypeId
        : input.appointmentType === 'Appointment'
          ? null
          : current.testTypeId,
  };
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== current[k]);
  return { next, changed };
}

async function queueStatusMail(
  tx: Executor,
  appointmentId: number,
  status: AppointmentStatus,
): Promise<void> {
  const [row] = await withPeople(
    tx
      .select({
        ...mailPeople,
        appointmentDate: appointments.appointmentDate,
        appointmentTime: appointments.appointmentTime,
      })
      .from(appointments)
      .$dynamic(),
  ).where(eq(appointments.appointmentId, appointmentId));
  if (!row) return;
  const details = {
    patientName: row.patientName,
    date: formatDateVi(row.appointmentDate),
    time: formatTimeShort(row.appointmentTime),
  };
  if (status === 'Confirmed') {
    await enqueueMail(tx, {
      to: row.to,
      subject: appointmentMail.confirmedSubject,
      text: appointmentMail.confirmedText(details),
      dedupeKey: `appointment-confirmed-${appointmentId}`,
    });
  } else if (status === 'Cancelled') {
    await enqueueMail(tx, {
      to: row.to,
      subject: appointmentMail.cancelledSubject,
      text: appointmentMail.cancelledText(details),
      dedupeKey: `appointment-cancelled-${appointmentId}`,
    });
  }
}

/**
 * PUT /Appointment/Update. A patient reschedules or cancels their own Scheduled
 * appointment; a doctor confirms or cancels their own Scheduled appointment. Transitions are decided by the
 * contract's canTransition / canReschedule, the one place for those rules; everything else answers 409.
 * The row is locked for the decision, and the doctor's e-mail to the patient is queued in the same transaction.
 */
export async function updateAppointment(
  db: Db,
  user: AuthUser,
  input: AppointmentUpdate,
  clinicTz: string,
): Promise<{ appointment: Appointment; message: string }> {
  const message = await withSlotConflicts(() =>
    db.transaction(async (tx) => {
      const current = await lockOwnAppointment(tx, user, input.appointmentId, appointmentMessages.notFound);

      const { next, changed } = rescheduleChanges(current, input);
      const target = input.status;
      const statusChange = target !== undefined && target !== current.status;
      if (!statusChange && changed.length === 0) return appointmentMessages.nothingToChange;
      if (statusChange && changed.length > 0) throw badRequest(appointmentMessages.rescheduleAndStatus);

      if (statusChange) {
        if (!canTransition(user.role, current.status, target)) {
          throw conflict(
            isFinal(current.status)
              ? appointmentMessages.finalStatus(current.status)
              : appointmentMessages.transitionRefused(current.status, target),
          );
        }
        await tx
          .update(appointments)
          .set({ status: target, updatedAt: sql`now()` })
          .where(eq(appointments.appointmentId, current.appointmentId));
        if (user.role === 'Doctor') await queueStatusMail(tx, current.appointmentId, target);
        return target === 'Confirmed' ? appointmentMessages.confirmed : appointmentMessages.cancelled;
      }

      // A reschedule: only the patient, only while Scheduled, and the new slot passes every booking rule again.
      if (user.role !== 'Patient') throw forbidden(appointmentMessages.doctorCannotReschedule);
      if (!canReschedule(current.status)) {
        throw conflict(
          isFinal(current.status)
            ? appointmentMessages.finalStatus(current.status)
            : appointmentMessages.rescheduleOnlyScheduled(current.status),
        );
      }
      const typeError = appointmentTestTypeError(next.appointmentType, next.testTypeId);
      if (typeError) throw fieldError('testTypeId', typeError);
      assertBookableSlot(next.appointmentDate, next.appointmentTime, clinicTz);
      await assertDoctorWorks(tx, next.doctorId, next.appointmentDate, next.appointmentTime);
      if (next.testTypeId !== null && changed.includes('testTypeId'))
        await assertActiveTestType(tx, next.testTypeId);
      await tx
        .update(appointments)
        .set({ ...next, updatedAt: sql`now()` })
        .where(eq(appointments.appointmentId, current.appointmentId));
      return appointmentMessages.rescheduled;
    }),
  );
  return { appointment: await getAppointment(db, user, input.appointmentId), message };
}
