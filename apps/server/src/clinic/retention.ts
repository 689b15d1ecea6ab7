import {
  type PageMeta,
  retentionApiMessages,
  retentionEndpoints,
  retentionState,
  type TracingItem,
  type TracingOutcome,
  type TracingOutcomeBody,
  type TracingOutcomeCreated,
} from '@clinic/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { appointmentPart } from '../db/appointment-parts.js';
import { keptRead } from '../db/cached-read.js';
import type { Db } from '../db/client.js';
import { appointments, patients, tracingOutcomes } from '../db/schema.js';
import { notFound, refuseFuture } from '../lib/http-error.js';
import { type PageOptions, pageWindow } from '../lib/paging.js';
import type { AuthUser } from '../plugins/auth.js';

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

/**
 * Every dispense of ARVs in scope: a treatment's start with its days dispensed (is_start), and each refill.
 * Columns: patient_id, dispense_date, days, is_start. The latest dispense (by date) sets the run-out (R1; pills on
 * hand are not recorded). The whole clinic's are the copy migration 0014 keeps of them (arv_dispenses); a
 * doctor's scope derives its own from the treatments and refills, to leave out anonymous visits.
 */
export function dispensesCte(scope: PatientScope): SQL {
  if (scope === null) {
    return sql`dispenses as (select patient_id, dispense_date, days, is_start from arv_dispenses)`;
  }
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

/** The day of a latestDispense number held in `column`. */
export const dispenseDateOf = (column: string) => sql`(date '0001-01-01' + ${sql.raw(column)} / 1000)`;

/** The run-out of a latestDispense number held in `column`: its day plus its days dispensed (R1). */
export const runOutOf = (column: string) =>
  sql`(date '0001-01-01' + ${sql.raw(column)} / 1000 + ${sql.raw(column)} % 1000)`;

/** The latest tracing outcome on or before `asOf` per patient: `name(patient_id, date, outcome)`. */
export function latestOutcomeCte(name: string, asOf: SQL): SQL {
  return sql`${sql.raw(name)} as (
    select distinct on (patient_id) patient_id, date, outcome
      from tracing_outcomes where date <= ${asOf}
      order by patient_id, date desc, tracing_outcome_id desc
  )`;
}

/** The rows of a raw query; both engines (node-postgres and PGlite) answer `{ rows }`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Outcomes after which a patient has left the clinic's active cohort (R4). */
export const LEFT_CARE_SQL = sql`('died', 'transferredOut')`;

/**
 * Names in Vietnamese order, as localeCompare(…, 'vi') orders them: one collator for every comparison instead of
 * one looked up per call, a third less time sorting a whole clinic's list of 20,000.
 */
const byName = new Intl.Collator('vi');

interface TracingRow extends Record<string, unknown> {
  patient_id: number;
  full_name: string;
  phone_number: string;
  run_out: string | null;
  last_missed: string | null;
  last_contact: string | null;
  outcome_date: string | null;
  outcome: TracingOutcome | null;
}

/**
 * GET /Retention/Tracing: the patients in scope who are late or interrupted today (clinic time), most days late
 * first. One query gathers per patient the run-out of the latest dispense, the latest missed appointment and
 * the latest contact, and keeps only those past their reference date with no contact since; retentionState
 * then decides the state and the days late.
 *
 * - A missed appointment: status Missed, or Scheduled/Confirmed on a past day with no result (R2, in case the
 *   marking job has not run yet).
 * - A contact (the patient was in care): a Completed appointment or one with a result, a dispense (treatment
 *   start or refill), or a tracing outcome 'returned'. A phone call that reached the patient ('reached') is no
 *   contact: it brings no pills, so the patient stays on the list until they come back.
 * - A patient whose latest tracing outcome is died or transferredOut has left the cohort and is not listed.
 * - Only contact details and dates are answered, never results or regimens.
 *
 * The whole list of the caller's scope is computed once per day until a write of the data it shows (db/cached-read.ts),
 * and a page is a slice of it.
 */
export async function tracingList(
  db: Db,
  user: AuthUser,
  today: string,
  opts: PageOptions = {},
): Promise<{ items: TracingItem[]; meta?: PageMeta }> {
  const scope = patientScope(user);
  const items = await keptRead(
    db,
    retentionEndpoints.tracing,
    { doctorId: scope?.doctorId, today },
    () => tracingItems(db, scope, today),
    // A doctor's patients are those of any of their appointments, whatever its day.
    {
      appointments: scope
        ? [appointmentPart.past, appointmentPart.doctor(scope.doctorId)]
        : [appointmentPart.past],
    },
  );
  const window = pageWindow(opts);
  if (window === null) return { items };
  const { page, pageSize, offset } = window;
  return {
    items: items.slice(offset, offset + pageSize),
    meta: { page, pageSize, total: items.length },
  };
}

/**
 * Per patient, of the appointments up to `today` that `where` keeps: `missed`, the latest one missed before
 * `today` (marked Missed, or still booked with no result), and `visited`, the latest visit (Completed, or with a
 * result). One pass over the appointments gives both.
 */
function visitDates(today: SQL, where: SQL): SQL {
  return sql`select a.patient_id,
      max(a.appointment_date) filter (where a.appointment_date < ${today}
        and (a.status = 'Missed' or (a.status in ('Scheduled', 'Confirmed') and tr.test_result_id is null)))
        as missed,
      max(a.appointment_date) filter (where a.status = 'Completed' or tr.test_result_id is not null) as visited
    from appointments a
    left join test_results tr on tr.appointment_id = a.appointment_id
    where a.appointment_date <= ${today} and ${where}
    group by a.patient_id`;
}

/**
 * For a doctor's scope, `sources(patient_id, latest, missed, visited)` of the tracing list: the latest dispense (a
 * latestDispense number), the latest missed appointment and the latest visit, each source read once.
 */
function scopedSourcesCtes(scope: PatientScope, today: SQL): SQL {
  return sql`${scopeCte(scope)}
    ${dispensesCte(scope)},
    supply as (
      select patient_id, ${latestDispense(today)} as latest from dispenses group by patient_id
    ),
    visits as (${visitDates(today, sql`${visibleWhere(scope, 'a')} and ${inScope(scope, 'a.patient_id')}`)}),
    sources as (
      select coalesce(s.patient_id, v.patient_id) as patient_id, s.latest, v.missed, v.visited
        from supply s
        full join visits v on v.patient_id = s.patient_id
    )`;
}

/**
 * The same `sources` for the whole clinic, from the per-patient dates of migration 0016 instead of a million
 * appointments: one row per patient, joined by key. Those dates are taken over every day, so the few patients with
 * one after `today` (a visit recorded ahead, a dispense dated later) are worked out again from their own rows, and
 * so are the bookings still open on a past day, which count as missed only from the day after them (R2).
 */
function clinicSourcesCtes(today: SQL): SQL {
  const day = sql`(${today} - date '0001-01-01')`;
  const ahead = sql`((last_missed >= ${today}) is true or (last_visit > ${today}) is true)`;
  return sql`
    supply_ahead as (
      select patient_id, ${latestDispense(today)} as latest from arv_dispenses
        where patient_id = any(array(select patient_id from patient_supplies where latest / 1000 > ${day}))
        group by patient_id
    ),
    visits_again as (${visitDates(
      today,
      sql`(a.patient_id = any(array(select patient_id from patient_visits where ${ahead}))
            or (a.status in ('Scheduled', 'Confirmed') and a.appointment_date < ${today}))`,
    )}),
    sources as (
      select coalesce(v.patient_id, s.patient_id) as patient_id,
          case when s.latest / 1000 > ${day} then sa.latest else s.latest end as latest,
          greatest(case when not ${ahead} then v.last_missed end, va.missed) as missed,
          greatest(case when not ${ahead} then v.last_visit end, va.visited) as visited
        from patient_visits v
        full join patient_supplies s on s.patient_id = v.patient_id
        left join supply_ahead sa on sa.patient_id = s.patient_id
        left join visits_again va on va.patient_id = v.patient_id
    )`;
}

/**
 * The tracing list of a scope, sorted. The latest dispense gives both the run-out and a contact.
 */
async function tracingItems(db: Db, scope: PatientScope, today: string): Promise<TracingItem[]> {
  const todayDate = sql`${today}::date`;
  const rows = await selectRows<TracingRow>(
    db,
    sql`
    with ${scope === null ? clinicSourcesCtes(todayDate) : scopedSourcesCtes(scope, todayDate)},
    outcomes as (
      select distinct on (patient_id) patient_id, date, outcome,
          max(date) filter (where outcome = 'returned') over (partition by patient_id) as returned
        from tracing_outcomes
        where date <= ${todayDate} and ${inScope(scope, 'patient_id')}
        order by patient_id, date desc, tracing_outcome_id desc
    ),
    dates as (
      select p.patient_id, p.user_id, ${runOutOf('s.latest')} as run_out, s.missed,
          greatest(s.visited, ${dispenseDateOf('s.latest')}, o.returned) as contact, o.date as outcome_date, o.outcome
        from sources s
        join patients p on p.patient_id = s.patient_id
        left join outcomes o on o.patient_id = s.patient_id
        where ${inScope(scope, 'p.patient_id')}
    )
    select d.patient_id, u.full_name, u.phone_number,
        d.run_out::text as run_out, d.missed::text as last_missed, d.contact::text as last_contact,
        d.outcome_date::text as outcome_date, d.outcome::text as outcome
      from dates d
      join users u on u.user_id = d.user_id
      where greatest(d.run_out, d.missed) < ${todayDate}
        and (d.contact is null or d.contact < greatest(d.run_out, d.missed))
        and (d.outcome is null or d.outcome not in ${LEFT_CARE_SQL})
  `,
  );
  const items: TracingItem[] = [];
  for (const row of rows) {
    const state = retentionState({
      today,
      runOutDate: row.run_out,
      lastMissedAppointmentDate: row.last_missed,
      lastContactDate: row.last_contact,
    });
    if (state.state === 'onTime') continue;
    items.push({
      patientId: Number(row.patient_id),
      fullName: row.full_name,
      phoneNumber: row.phone_number,
      state: state.state,
      daysLate: state.daysLate,
      runOutDate: row.run_out,
      lastMissedAppointmentDate: row.last_missed,
      lastContactDate: row.last_contact,
      lastOutcome:
        row.outcome_date !== null && row.outcome !== null
          ? { date: row.outcome_date, outcome: row.outcome }
          : null,
    });
  }
  return items.sort(
    (a, b) => b.daysLate - a.daysLate || byName.compare(a.fullName, b.fullName) || a.patientId - b.patientId,
  );
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
