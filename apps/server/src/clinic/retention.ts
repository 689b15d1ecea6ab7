import {
  DEFAULT_RETENTION_THRESHOLDS,
  FINAL_OUTCOMES,
  type PageMeta,
  retentionApiMessages,
  retentionEndpoints,
  type TracingItem,
  type TracingOutcome,
  type TracingOutcomeBody,
  type TracingOutcomeCreated,
} from '@clinic/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { appointmentPart } from '../db/appointment-parts.js';
import { keptRead } from '../db/cached-read.js';
import type { Db } from '../db/client.js';
import { inIds } from '../db/id-list.js';
import { appointments, patients, tracingOutcomes } from '../db/schema.js';
import { notFound, refuseFuture } from '../lib/http-error.js';
import { type PageOptions, pageWindow } from '../lib/paging.js';
import type { AuthUser } from '../plugins/auth.js';
import { acrossScope, inRange, type PatientRange } from './patient-ranges.js';

/**
 * Retention (rules R1–R3 of retention.ts) over the database: who is late or has interrupted treatment, and the
 * outcomes of tracing them. The SQL pieces shared with the indicators (indicators.ts) live here.
 *
 * Whose data counts:
 * - Manager and Admin (and Staff for the indicators' counts): every patient, every row.
 * - A Doctor: the patients they have seen in at least one non-anonymous appointment (as the clinical summary),
 *   and of those patients only the rows that hang from non-anonymous appointments: a date taken from an
 *   anonymous visit (a dispense, a missed booking, a contact) would tie that visit to the person.
 */

/** The patients a caller may see in retention lists and counts; `null` means the whole clinic. */
export type PatientScope = { doctorId: number } | null;

export function patientScope(user: AuthUser): PatientScope {
  if (user.role === 'Doctor') return { doctorId: user.doctorId ?? -1 };
  return null;
}

/**
 * For a doctor, the first CTE of a query: `in_scope(patient_id)`, their non-anonymous patients, so that every
 * later CTE reads those patients' rows by index instead of the whole clinic's. Nothing for the whole clinic.
 */
export function scopeCte(scope: PatientScope): SQL {
  if (scope === null) return sql``;
  return sql`in_scope as (select distinct patient_id from appointments
    where doctor_id = ${scope.doctorId}::int and not is_anonymous),`;
}

/**
 * The patient in `column` is in scope (`in_scope` of scopeCte for a doctor; always for the whole clinic). As an
 * array rather than `in (subquery)`: the planner then looks the doctor's few hundred patients up by index instead
 * of hashing the clinic's rows.
 */
export function inScope(scope: PatientScope, column: string): SQL {
  return scope === null ? sql`true` : sql`${sql.raw(column)} = any(array(select patient_id from in_scope))`;
}

/** For a doctor, rows of anonymous appointments (alias `alias`) are left out. */
export function visibleWhere(scope: PatientScope, alias: string): SQL {
  return scope === null ? sql`true` : sql`not ${sql.raw(alias)}.is_anonymous`;
}

/**
 * `defaultDaysDispensed` of the contract in SQL: the option of 30/60/90/180 nearest to end − start, ties to the
 * shorter (45 → 30, 75 → 60, 135 → 90). indicators.test.ts checks it against the contract.
 */
export const DAYS_DISPENSED_SQL = sql`coalesce(t.days_dispensed, case
  when (t.end_date - t.start_date) <= 45 then 30
  when (t.end_date - t.start_date) <= 75 then 60
  when (t.end_date - t.start_date) <= 135 then 90
  else 180 end)`;

/** A doctor's scope of patients (patientScope). */
export type DoctorScope = NonNullable<PatientScope>;

/**
 * Every dispense of ARVs of a doctor's patients: a treatment's start with its days dispensed (is_start), and each
 * refill. Columns: patient_id, dispense_date, days, is_start. The latest dispense (by date) sets the run-out (R1;
 * pills on hand are not recorded). Derived from the treatments and refills, to leave out anonymous visits; the whole
 * clinic's are kept per patient in patient_supplies (latestDispenseIn).
 */
export function dispensesCte(scope: DoctorScope): SQL {
  const visible = sql`join appointments a on a.appointment_id = tr.appointment_id
          where not a.is_anonymous and ${inScope(scope, 'tr.patient_id')}`;
  return sql`dispenses as (
    select tr.patient_id, t.start_date as dispense_date, ${DAYS_DISPENSED_SQL}::int as days, true as is_start
      from treatments t
      join test_results tr on tr.test_result_id = t.test_result_id
      ${visible}
    union all
    select tr.patient_id, r.dispense_date, r.days_dispensed::int, false
      from refills r
      join treatments t on t.treatment_id = r.treatment_id
      join test_results tr on tr.test_result_id = t.test_result_id
      ${visible}
  )`;
}

/**
 * In an aggregate over `dispenses` grouped by patient: the latest dispense on or before `asOf` (inclusive), as one
 * number that max() picks in a single pass, without sorting every dispense: its day (days since 0001-01-01)
 * times 1000 plus its days dispensed (at most 180), so that a later day wins and, on one day, the longer supply.
 * Null without one. dispenseDateOf and runOutOf read it back.
 */
export const latestDispense = (asOf: SQL) =>
  sql`max((dispense_date - date '0001-01-01') * 1000 + days) filter (where dispense_date <= ${asOf})`;

/**
 * Of a row of patient_supplies, whose `dispensed` holds every dispense of the patient as latestDispense numbers them,
 * smallest first (migration 0036): the latest on or before `asOf`, found by a binary search. Null without one.
 */
export const latestDispenseIn = (supplies: string, asOf: SQL) =>
  sql`${sql.raw(supplies)}.dispensed[nullif(width_bucket((${asOf} - date '0001-01-01') * 1000 + 999, ${sql.raw(supplies)}.dispensed), 0)]`;

/** The day of a latestDispense number held in `column`. */
export const dispenseDateOf = (column: string) => sql`(date '0001-01-01' + ${sql.raw(column)} / 1000)`;

/** The days dispensed of a latestDispense number held in `column`. */
export const daysOf = (column: string) => sql`(${sql.raw(column)} % 1000)`;

/** The run-out of a latestDispense number held in `column`: its day plus its days dispensed (R1). */
export const runOutOf = (column: string) =>
  sql`(date '0001-01-01' + ${sql.raw(column)} / 1000 + ${sql.raw(column)} % 1000)`;

/**
 * The latest tracing outcome on or before `asOf` per patient (of those in `range`, patient-ranges.ts):
 * `name(patient_id, date, outcome)`.
 */
export function latestOutcomeCte(name: string, asOf: SQL, range: PatientRange | null = null): SQL {
  return sql`${sql.raw(name)} as (
    select distinct on (patient_id) patient_id, date, outcome
      from tracing_outcomes where date <= ${asOf} and ${inRange(range, 'patient_id')}
      order by patient_id, date desc, tracing_outcome_id desc
  )`;
}

/** The rows of a raw query; both engines (node-postgres and PGlite) answer `{ rows }`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The final outcomes (FINAL_OUTCOMES of retention.ts): death, transfer out, stop (R4, R10). */
export const FINAL_OUTCOMES_SQL = sql.raw(`(${FINAL_OUTCOMES.map((o) => `'${o}'`).join(', ')})`);

/**
 * The outcome of row `outcome` (columns date, outcome) is final and still in effect: no ARVs were dispensed after it
 * (`dispensed`, the latest dispense's day), for a patient who stopped and restarted is on treatment again.
 */
export const finalOutcomeInEffect = (outcome: string, dispensed: string) =>
  sql`coalesce(${sql.raw(outcome)}.outcome in ${FINAL_OUTCOMES_SQL}
    and (${sql.raw(dispensed)} is null or ${sql.raw(dispensed)} <= ${sql.raw(outcome)}.date), false)`;

/**
 * Names in Vietnamese order, as localeCompare(…, 'vi') orders them: one collator for every comparison instead of
 * one looked up per call.
 */
const byName = new Intl.Collator('vi');

/** A patient on the tracing list before their name and phone number are looked up. */
type UnnamedItem = Omit<TracingItem, 'fullName' | 'phoneNumber'>;

/**
 * A patient's place on the tracing list as one number: their id minus their days late times PLACE_DAYS. The list
 * keeps these alone, in order, and reads the dates of only the patients a page shows (lateRows): the whole clinic's
 * list has tens of thousands, which sort as the numbers of a Float64Array, without a comparator, most days late
 * first and then by id (27,000 places: about 1 ms instead of 6 for pairs sorted by a comparator). Both parts are
 * read back exactly: ids are below PLACE_DAYS and the number stays far within 2^53 for millions of days.
 */
type LatePlaces = Float64Array;

const PLACE_DAYS = 2 ** 31;

const daysLateOf = (place: number) => -Math.floor(place / PLACE_DAYS);
const patientOf = (place: number) => place + daysLateOf(place) * PLACE_DAYS;

/** A patient on the tracing list with what a page shows of them: their id and days late, the state and the dates. */
type LateRow = [
  patientId: number,
  daysLate: number,
  state: 'late' | 'interrupted',
  runOut: string | null,
  lastMissed: string | null,
  lastContact: string | null,
  outcomeDate: string | null,
  outcome: TracingOutcome | null,
];

function itemOf(row: LateRow): UnnamedItem {
  const [patientId, daysLate, state, runOut, lastMissed, lastContact, outcomeDate, outcome] = row;
  return {
    patientId,
    state,
    daysLate,
    runOutDate: runOut,
    lastMissedAppointmentDate: lastMissed,
    lastContactDate: lastContact,
    lastOutcome: outcomeDate !== null && outcome !== null ? { date: outcomeDate, outcome } : null,
  };
}

/**
 * GET /Retention/Tracing: the patients in scope who are late or interrupted today (clinic time), most days late
 * first, then by name. One query gathers per patient the run-out of the latest dispense, the latest missed
 * appointment and the latest contact, and keeps only those past their reference date with no contact since, with
 * the state and the days late of retentionState (daysLateSql).
 *
 * - A missed appointment: status Missed, or Scheduled/Confirmed on a past day with no result (R2, in case the
 *   marking job has not run yet).
 * - A contact (the patient was in care): a Completed appointment or one with a result, a dispense (treatment
 *   start or refill), or a tracing outcome 'returned'. A phone call that reached the patient ('reached') is no
 *   contact: it brings no pills, so the patient stays on the list until they come back.
 * - Only patients on ART (with a dispense) are listed, and not those whose final outcome (death, transfer out, stop)
 *   is in effect: so every patient on ART missing from TX_CURR today without a final outcome is on the list (R10).
 * - Late by R3 v2: days since the run-out, which only a dispense moves, or since the last missed appointment when
 *   no contact came after it.
 * - Only contact details and dates are answered, never results or regimens.
 *
 * The places on the list of the caller's scope (who, how many days late) are computed once per day until a write
 * of the data it shows (db/cached-read.ts), in days-late order; a page is a slice of them, and only the patients a
 * page shows or ties with have their dates read and are named. Each page is kept too, until the same writes. The
 * whole list, asked for without a page, is kept apart with every patient's dates.
 */
export async function tracingList(
  db: Db,
  user: AuthUser,
  today: string,
  opts: PageOptions = {},
): Promise<{ items: TracingItem[]; meta?: PageMeta }> {
  const scope = patientScope(user);
  // A doctor's patients are those of any of their appointments, whatever its day.
  const parts = {
    appointments: scope
      ? [appointmentPart.past, appointmentPart.doctor(scope.doctorId)]
      : [appointmentPart.past],
  };
  const window = pageWindow(opts);
  if (window === null) {
    const rows = await keptRead(
      db,
      retentionEndpoints.tracing,
      { doctorId: scope?.doctorId, today, whole: true },
      () => acrossScope(db, scope, (range) => lateRows(db, scope, today, range, null)),
      parts,
    );
    return { items: await named(db, rows.map(itemOf)) };
  }
  const { page, pageSize, offset } = window;
  return keptRead(
    db,
    retentionEndpoints.tracing,
    { doctorId: scope?.doctorId, today, page, pageSize },
    async () => {
      const places = await keptRead(
        db,
        retentionEndpoints.tracing,
        { doctorId: scope?.doctorId, today },
        async () =>
          inOrder(await acrossScope(db, scope, async (range) => [await latePlaces(db, scope, today, range)])),
        parts,
      );
      return {
        items: await namedSlice(db, scope, today, places, offset, pageSize),
        meta: { page, pageSize, total: places.length },
      };
    },
    parts,
  );
}

/**
 * Items `offset`..`offset + size` of the list in its full order, from the list in days-late order: the page's
 * patients are named and so are those who share its first or last days late, the only ones a name can move into
 * or out of it.
 */
async function namedSlice(
  db: Db,
  scope: PatientScope,
  today: string,
  places: LatePlaces,
  offset: number,
  size: number,
): Promise<TracingItem[]> {
  const first = places[offset];
  const last = places[Math.min(offset + size, places.length) - 1];
  if (first === undefined || last === undefined) return [];
  const tiesWith = (place: number | undefined, end: number) =>
    place !== undefined && daysLateOf(place) === daysLateOf(end);
  let from = offset;
  while (from > 0 && tiesWith(places[from - 1], first)) from--;
  let to = Math.min(offset + size, places.length);
  while (to < places.length && tiesWith(places[to], last)) to++;
  const ids = Array.from(places.subarray(from, to), patientOf);
  const span = await named(db, (await lateRows(db, scope, today, null, ids)).map(itemOf));
  return span.slice(offset - from, offset - from + size);
}

/** The items with their patients' names and phone numbers, most days late first, then by name and id. */
async function named(db: Db, items: readonly UnnamedItem[]): Promise<TracingItem[]> {
  if (items.length === 0) return [];
  const contacts = await selectRows<{ patient_id: number; full_name: string; phone_number: string }>(
    db,
    sql`select p.patient_id, u.full_name, u.phone_number
      from patients p join users u on u.user_id = p.user_id
      where ${inIds(
        sql`p.patient_id`,
        items.map((item) => item.patientId),
      )}`,
  );
  const byPatient = new Map(contacts.map((row) => [Number(row.patient_id), row]));
  const result: TracingItem[] = [];
  for (const item of items) {
    const contact = byPatient.get(item.patientId);
    if (contact) result.push({ ...item, fullName: contact.full_name, phoneNumber: contact.phone_number });
  }
  return result.sort(
    (a, b) => b.daysLate - a.daysLate || byName.compare(a.fullName, b.fullName) || a.patientId - b.patientId,
  );
}

/**
 * Per patient, of the appointments up to `today` that `where` keeps: `missed`, the latest one missed before
 * `today` (marked Missed, or still booked with no result nor a collected specimen), and `visited`, the latest visit
 * (Completed, or with a result or a collected specimen). One pass over the appointments gives both.
 */
function visitDates(today: SQL, where: SQL): SQL {
  return sql`select a.patient_id,
      max(a.appointment_date) filter (where a.appointment_date < ${today}
        and (a.status = 'Missed' or (a.status in ('Scheduled', 'Confirmed') and tr.test_result_id is null
          and sp.appointment_id is null)))
        as missed,
      max(a.appointment_date) filter (where a.status = 'Completed' or tr.test_result_id is not null
        or sp.appointment_id is not null) as visited
    from appointments a
    left join test_results tr on tr.appointment_id = a.appointment_id
    left join specimens sp on sp.appointment_id = a.appointment_id
    where a.appointment_date <= ${today} and ${where}
    group by a.patient_id`;
}

/**
 * `sources(patient_id, run_out, dispensed, missed, contact)` from `dates(patient_id, latest, missed, visited)`: the
 * run-out and the day of the latest dispense (a latestDispense number), and the later of the latest visit and that
 * dispense; `more` adds rows of those columns.
 */
function sourcesOfDates(more: SQL = sql``): SQL {
  return sql`sources as (
    select patient_id, ${runOutOf('latest')} as run_out, ${dispenseDateOf('latest')} as dispensed, missed,
        greatest(visited, ${dispenseDateOf('latest')}) as contact
      from dates
    ${more}
  )`;
}

/**
 * For a doctor's scope, the `sources` of the tracing list from their own rows: the latest dispense, the latest
 * missed appointment and the latest visit, each source read once.
 */
function scopedSourcesCtes(scope: DoctorScope, today: SQL): SQL {
  return sql`${scopeCte(scope)}
    ${dispensesCte(scope)},
    supply as (
      select patient_id, ${latestDispense(today)} as latest from dispenses group by patient_id
    ),
    visits as (${visitDates(today, sql`${visibleWhere(scope, 'a')} and ${inScope(scope, 'a.patient_id')}`)}),
    dates as (
      select coalesce(s.patient_id, v.patient_id) as patient_id, s.latest, v.missed, v.visited
        from supply s
        full join visits v on v.patient_id = s.patient_id
    ),
    ${sourcesOfDates()}`;
}

/**
 * The same `sources` for the whole clinic (of the patients `only` keeps, a condition on patient_references `r`),
 * from the dates migration 0018 keeps per patient: its indexes (migration 0020) give the patients on ART whose
 * run-out has passed or who missed an appointment with no contact since, without reading every patient. Those
 * dates are taken over every day, so the few patients with one after `today` (a visit recorded ahead, a dispense
 * dated later) are worked out again, their visits from their own appointments and their latest dispense up to
 * `today` from every dispense kept beside the latest (latestDispenseIn), and so are those with a booking still open
 * on a past day, which counts as missed only from the day after it (R2). Every CTE keeps only the patients `only`
 * keeps (a condition on the column it is given): a range's or a page's query works out no one else's dates again.
 */
function clinicSourcesCtes(today: SQL, only: (column: string) => SQL): SQL {
  const day = sql`(${today} - date '0001-01-01')`;
  // As conditions the indexes of migration 0029 answer; `ahead` stays true or false for the rows read back below.
  const aheadWhere = sql`(last_missed >= ${today} or last_visit > ${today})`;
  const suppliedAhead = sql`latest >= (${day} + 1) * 1000`;
  const ahead = sql`coalesce(${aheadWhere}, false)`;
  return sql`
    visits_again as (${visitDates(
      today,
      sql`(a.patient_id = any(array(select patient_id from patient_visits where ${aheadWhere} and ${only('patient_id')}))
            or (a.status in ('Scheduled', 'Confirmed') and a.appointment_date < ${today}))
          and ${only('a.patient_id')}`,
    )}),
    again as materialized (
      select patient_id from patient_visits where ${aheadWhere} and ${only('patient_id')}
      union select patient_id from patient_supplies where ${suppliedAhead} and ${only('patient_id')}
      union select patient_id from visits_again
    ),
    dates as (
      select g.patient_id,
          ${latestDispenseIn('s', today)} as latest,
          greatest(case when not ${ahead} then v.last_missed end, va.missed) as missed,
          greatest(case when not ${ahead} then v.last_visit end, va.visited) as visited
        from again g
        left join patient_visits v on v.patient_id = g.patient_id
        left join patient_supplies s on s.patient_id = g.patient_id
        left join visits_again va on va.patient_id = g.patient_id
    ),
    ${sourcesOfDates(sql`
    union all
    select r.patient_id, r.run_out, r.dispensed, r.last_missed, r.last_contact
      from patient_references r
      where (r.run_out < ${today}
          or (r.last_missed < ${today} and r.run_out is not null
            and (r.last_contact is null or r.last_contact < r.last_missed)))
        and ${only('r.patient_id')}
        and r.patient_id not in (select patient_id from again)`)}`;
}

/**
 * The tracing list's query up to `listed`: every patient in scope on it, with their dates and days late (0 for one
 * not late); the whole clinic's of the patients in `range` (patient-ranges.ts) or, with `ids`, of those patients.
 */
function listedCtes(
  scope: PatientScope,
  today: string,
  range: PatientRange | null,
  ids: readonly number[] | null,
): SQL {
  const todayDate = sql`${today}::date`;
  const contact = sql`greatest(s.contact, o.returned)`;
  const only = (column: string) => (ids === null ? inRange(range, column) : inIds(sql.raw(column), ids));
  return sql`
    with ${scope === null ? clinicSourcesCtes(todayDate, only) : scopedSourcesCtes(scope, todayDate)},
    outcomes as (
      select distinct on (patient_id) patient_id, date, outcome,
          max(date) filter (where outcome = 'returned') over (partition by patient_id) as returned
        from tracing_outcomes
        where date <= ${todayDate} and ${inScope(scope, 'patient_id')} and ${only('patient_id')}
        order by patient_id, date desc, tracing_outcome_id desc
    ),
    listed as (
      select s.patient_id, s.run_out, s.missed, ${contact} as contact, o.date as outcome_date, o.outcome,
          ${daysLateSql(todayDate, 's.run_out', 's.missed', contact)} as days_late
        from sources s
        left join outcomes o on o.patient_id = s.patient_id
        where s.run_out is not null
          and (s.run_out < ${todayDate}
            or (s.missed < ${todayDate} and (${contact} is null or ${contact} < s.missed)))
          and not ${finalOutcomeInEffect('o', 's.dispensed')}
          and ${inScope(scope, 's.patient_id')} and ${only('s.patient_id')}
    )`;
}

/**
 * The places on the list (listedCtes), in no order: the caller sorts them (inOrder). The numbers come in one flat
 * JSON array, which the database writes and the driver parses faster than pairs. Sorted by an ordered aggregate, a
 * half of the whole clinic took 55 ms instead of 40 (bench/mixed.ts's database).
 */
async function latePlaces(
  db: Db,
  scope: PatientScope,
  today: string,
  range: PatientRange | null,
): Promise<LatePlaces> {
  const [answer] = await selectRows<{ places: number[] }>(
    db,
    sql`${listedCtes(scope, today, range, null)}
    select ('[' || coalesce(string_agg((patient_id - days_late::bigint * ${PLACE_DAYS}::bigint)::text, ','), '')
        || ']')::json as places
      from listed where days_late > 0`,
  );
  return Float64Array.from(answer?.places ?? []);
}

/** The places of every range as one list, most days late first, then by patient id. */
function inOrder(parts: readonly LatePlaces[]): LatePlaces {
  const places = new Float64Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    places.set(part, at);
    at += part.length;
  }
  return places.sort();
}

/** The rows of the list (listedCtes), in no order. */
function lateRows(
  db: Db,
  scope: PatientScope,
  today: string,
  range: PatientRange | null,
  ids: readonly number[] | null,
) {
  const state = sql`case when days_late > ${DEFAULT_RETENTION_THRESHOLDS.interruptedAfterDays}::int
    then 'interrupted' else 'late' end`;
  return selectRows<{ rows: LateRow[] }>(
    db,
    sql`${listedCtes(scope, today, range, ids)}
    select coalesce(json_agg(json_build_array(patient_id, days_late, ${state}, run_out, missed, contact,
          outcome_date, outcome)), '[]') as rows
      from listed where days_late > 0`,
  ).then(([answer]) => answer?.rows ?? []);
}

/**
 * R3 v2 (retentionState of the contract) in SQL, over the days from the run-out and from the last missed
 * appointment when no contact came on its day or after it, up to `today`: 0 when neither is past. The tracing
 * list's patients, tens of thousands at the whole clinic's scale, are ordered by it in the query rather than
 * each put through the rule in the app; test/tracing-list-rule.test.ts checks both agree.
 */
function daysLateSql(today: SQL, runOut: string, missed: string, contact: SQL): SQL {
  const missedOpen = sql`${sql.raw(missed)} is not null
    and not coalesce(${contact} >= ${sql.raw(missed)} and ${contact} <= ${today}, false)`;
  return sql`greatest(0, ${today} - ${sql.raw(runOut)}, case when ${missedOpen} then ${today} - ${sql.raw(missed)} end)`;
}

/**
 * POST /Retention/TracingOutcome: a Doctor records outcomes for their own non-anonymous patients (anyone else's,
 * or a patient who does not exist, is 404); Manager and Admin for any patient. A date after clinic today is 400.
 */
export async function recordTracingOutcome(
  db: Db,
  user: AuthUser,
  body: TracingOutcomeBody,
  today: string,
): Promise<TracingOutcomeCreated> {
  refuseFuture(body.date, today, 'date', retentionApiMessages.tracingDateInFuture);
  const own =
    user.role === 'Doctor'
      ? sql`exists (select 1 from ${appointments} where ${appointments.patientId} = ${patients.patientId}
          and ${appointments.doctorId} = ${user.doctorId ?? -1} and ${appointments.isAnonymous} = false)`
      : undefined;
  const [patient] = await db
    .select({ patientId: patients.patientId })
    .from(patients)
    .where(and(eq(patients.patientId, body.patientId), own));
  if (!patient) throw notFound(retentionApiMessages.patientNotFound);
  const [row] = await db
    .insert(tracingOutcomes)
    .values({
      patientId: body.patientId,
      date: body.date,
      outcome: body.outcome,
      notes: body.notes ?? null,
      recordedByUserId: user.userId,
    })
    .returning();
  if (!row) throw new Error('tracing outcome not inserted');
  return {
    tracingOutcomeId: row.tracingOutcomeId,
    patientId: row.patientId,
    date: row.date,
    outcome: row.outcome,
  };
}
