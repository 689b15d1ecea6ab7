import {
  addDays,
  DEFAULT_RETENTION_THRESHOLDS,
  type IndicatorsItem,
  type ReportingPeriodQuery,
  reportingPeriod,
  statisticsEndpoints,
  type Topic,
  type TracingOutcome,
  TX_ML_OUTCOME_KEYS,
  type TxMlOutcomeKey,
} from '@clinic/contract';
import { type SQL, sql } from 'drizzle-orm';
import { keptRead } from '../db/cached-read.js';
import type { Db } from '../db/client.js';
import type { AuthUser } from '../plugins/auth.js';
import { sampleDateSql } from './patient-facts.js';
import {
  dispensesCte,
  inScope,
  LEFT_CARE_SQL,
  latestDispense,
  latestOutcomeCte,
  type PatientScope,
  patientScope,
  runOutOf,
  scopeCte,
  selectRows,
  visibleWhere,
} from './retention.js';

/**
 * The programme indicators of one reporting period (rules R4–R8 of packages/contract/src/retention.ts), in SQL.
 * This file is the one place of their SQL; the contract's predicates are the definitions, and
 * indicators.test.ts checks per patient that both agree on a seeded cohort.
 *
 * Per patient in scope (retention.ts patientScope: a doctor's own non-anonymous patients on their
 * non-anonymous rows; everyone else the whole clinic):
 * - run_out_end: run-out of the latest dispense on or before the period's last day; run_out_start: of the latest
 *   dispense before its first day. outcome_end / outcome_start: the latest tracing outcome on or before the last
 *   day / before the first day.
 * - TX_CURR (isActiveOnTreatment): run_out_end >= last day − 28, and outcome_end not died or transferred out.
 * - TX_NEW (countsInTxNew): the first ART start (patients.art_start_date, else the first treatment's start) in
 *   the period.
 * - TX_ML (countsInTxMl): in TX_CURR on the day before the period (run_out_start, outcome_start) and more than
 *   28 days past the run-out (run_out_end, else run_out_start) at its last day; byOutcome by outcome_end,
 *   'unknown' without one.
 * - TX_PVLS (pvlsStatus, among TX_CURR): on ART for 3 calendar months at the last day and the latest viral
 *   load on or before it (sample date: the appointment's, or the recording day if earlier; same day: the higher)
 *   within the 12 months ending with it, and not before ART start (a baseline never counts: the latest load
 *   before ART start means none after it); numerator: below detection or under 1000.
 */

export interface IndicatorPatientRow {
  patientId: number;
  runOutEnd: string | null;
  runOutStart: string | null;
  outcomeEnd: TracingOutcome | null;
  outcomeStart: TracingOutcome | null;
  firstArtStart: string | null;
  vlDate: string | null;
  vlValue: number | null;
  vlBelowDetection: boolean | null;
  txCurr: boolean;
  txNew: boolean;
  txMl: boolean;
  pvlsDenominator: boolean;
  pvlsNumerator: boolean;
}

interface Period {
  from: string;
  to: string;
}

/**
 * `latest_vl(patient_id, d, numeric_value, below_detection)`: the latest viral load on or before `asOf` by sample
 * date (the appointment's, or the recording day if earlier; same day: the higher). The whole clinic's reads the
 * copy migration 0014 keeps (viral_load_samples) instead of joining every result to its appointment; a doctor's
 * scope reads the results, whose appointments say which are anonymous.
 */
function latestViralLoadCte(scope: PatientScope, asOf: SQL, timeZone: string): SQL {
  const samples =
    scope === null
      ? sql`select v.patient_id, ${sampleDateSql('v', 'v', timeZone)} as d, v.numeric_value, v.below_detection
          from viral_load_samples v`
      : sql`select tr.patient_id, ${sampleDateSql('tr', 'a', timeZone)} as d, tr.numeric_value, tr.below_detection
          from test_results tr
          join appointments a on a.appointment_id = tr.appointment_id
          join test_types tt on tt.test_type_id = tr.test_type_id
          where tt.kind = 'viralLoad' and ${visibleWhere(scope, 'a')} and ${inScope(scope, 'tr.patient_id')}
            and (tr.numeric_value is not null or tr.below_detection)`;
  return sql`latest_vl as (
    select distinct on (patient_id) patient_id, d, numeric_value, below_detection
      from (${samples}) samples where d <= ${asOf}
      order by patient_id, d desc, below_detection asc, numeric_value desc nulls last
  )`;
}

/** The per-patient CTE `per_patient` (the columns of IndicatorPatientRow in snake case). */
function perPatientCtes(scope: PatientScope, period: Period, timeZone: string): SQL {
  const t = DEFAULT_RETENTION_THRESHOLDS;
  const from = sql`${period.from}::date`;
  const to = sql`${period.to}::date`;
  const dayBefore = sql`${addDays(period.from, -1)}::date`;
  const grace = sql`${t.interruptedAfterDays}::int`;
  return sql`${scopeCte(scope)}
    ${dispensesCte(scope)},
    supply as (
      select patient_id, ${latestDispense(to)} as latest_end, ${latestDispense(dayBefore)} as latest_start,
          min(dispense_date) filter (where is_start) as first_start
        from dispenses group by patient_id
    ),
    ${latestOutcomeCte('outcome_end', to)},
    ${latestOutcomeCte('outcome_start', dayBefore)},
    ${latestViralLoadCte(scope, to, timeZone)},
    base as (
      select p.patient_id,
          ${runOutOf('s.latest_end')} as run_out_end, ${runOutOf('s.latest_start')} as run_out_start,
          oe.outcome as outcome_end, os.outcome as outcome_start,
          coalesce(p.art_start_date, s.first_start) as first_art_start,
          vl.d as vl_date, vl.numeric_value as vl_value, vl.below_detection as vl_below_detection
        from patients p
        left join supply s on s.patient_id = p.patient_id
        left join outcome_end oe on oe.patient_id = p.patient_id
        left join outcome_start os on os.patient_id = p.patient_id
        left join latest_vl vl on vl.patient_id = p.patient_id
        where ${inScope(scope, 'p.patient_id')}
    ),
    flags as (
      select b.*,
          coalesce(b.run_out_end >= ${to} - ${grace}
            and (b.outcome_end is null or b.outcome_end not in ${LEFT_CARE_SQL}), false) as tx_curr,
          coalesce(b.first_art_start between ${from} and ${to}, false) as tx_new,
          coalesce(b.run_out_start >= ${dayBefore} - ${grace}
            and (b.outcome_start is null or b.outcome_start not in ${LEFT_CARE_SQL})
            and ${to} - coalesce(b.run_out_end, b.run_out_start) > ${grace}, false) as tx_ml
        from base b
    ),
    per_patient as (
      select f.*,
          coalesce(f.tx_curr
            and (f.first_art_start + make_interval(months => ${t.pvlsMinMonthsOnArt}::int))::date <= ${to}
            and f.vl_date > (${to} - make_interval(months => ${t.pvlsLookbackMonths}::int))::date
            and f.vl_date >= f.first_art_start, false)
            as pvls_denominator
        from flags f
    )`;
}

function periodOf(query: ReportingPeriodQuery): Period {
  return reportingPeriod({ kind: query.kind, year: query.year, index: query.index });
}

interface PatientSqlRow {
  patient_id: number;
  run_out_end: string | null;
  run_out_start: string | null;
  outcome_end: TracingOutcome | null;
  outcome_start: TracingOutcome | null;
  first_art_start: string | null;
  vl_date: string | null;
  vl_value: number | null;
  vl_below_detection: boolean | null;
  tx_curr: boolean;
  tx_new: boolean;
  tx_ml: boolean;
  pvls_denominator: boolean;
  pvls_numerator: boolean;
}

/** Every patient in scope with the inputs and the SQL's verdicts (for the tests that compare with the contract). */
export async function indicatorPatients(
  db: Db,
  user: AuthUser,
  query: ReportingPeriodQuery,
  timeZone: string,
): Promise<IndicatorPatientRow[]> {
  const scope = patientScope(user);
  const rows = await selectRows<PatientSqlRow>(
    db,
    sql`with ${perPatientCtes(scope, periodOf(query), timeZone)}
      select patient_id, run_out_end::text, run_out_start::text, outcome_end::text, outcome_start::text,
          first_art_start::text, vl_date::text, vl_value, vl_below_detection,
          tx_curr, tx_new, tx_ml, pvls_denominator,
          (pvls_denominator and (vl_below_detection or vl_value < ${DEFAULT_RETENTION_THRESHOLDS.pvlsSuppressedBelow}::float8))
            as pvls_numerator
        from per_patient order by patient_id`,
  );
  return rows.map((r) => ({
    patientId: Number(r.patient_id),
    runOutEnd: r.run_out_end,
    runOutStart: r.run_out_start,
    outcomeEnd: r.outcome_end,
    outcomeStart: r.outcome_start,
    firstArtStart: r.first_art_start,
    vlDate: r.vl_date,
    vlValue: r.vl_value === null ? null : Number(r.vl_value),
    vlBelowDetection: r.vl_below_detection,
    txCurr: r.tx_curr,
    txNew: r.tx_new,
    txMl: r.tx_ml,
    pvlsDenominator: r.pvls_denominator,
    pvlsNumerator: r.pvls_numerator,
  }));
}

type CountsRow = Record<string, number | string>;

/**
 * GET /Statistics/Indicators: the counts of one period in one SQL query. Admin, Manager and Staff count the whole
 * clinic; a Doctor their own patients (patientScope). Computed once until a write of the data it shows (db/cached-read.ts),
 * and one computation at a time per period and scope however many writes come meanwhile (lib/one-at-a-time.ts).
 */
export async function indicators(
  db: Db,
  user: AuthUser,
  query: ReportingPeriodQuery,
  timeZone: string,
): Promise<IndicatorsItem> {
  const period = periodOf(query);
  const scope = patientScope(user);
  return keptRead(
    db,
    statisticsEndpoints.indicators,
    { doctorId: scope?.doctorId, from: period.from, to: period.to, timeZone },
    () => periodCounts(db, scope, period, timeZone),
    scope === null ? { reads: CLINIC_READS } : undefined,
  );
}

/**
 * What the whole clinic's indicators read: the patients, the trigger-kept copies of the dispenses and viral loads
 * (migration 0014, whose writes notify dispensing and results) and the tracing outcomes. Not the appointments: a
 * booking or a cancellation, most of a clinic day's writes, leaves the kept quarter as it is.
 */
const CLINIC_READS: readonly Topic[] = ['patients', 'dispensing', 'results', 'followUp'];

async function periodCounts(
  db: Db,
  scope: PatientScope,
  period: Period,
  timeZone: string,
): Promise<IndicatorsItem> {
  const suppressed = sql`(vl_below_detection or vl_value < ${DEFAULT_RETENTION_THRESHOLDS.pvlsSuppressedBelow}::float8)`;
  const byOutcome = TX_ML_OUTCOME_KEYS.map(
    (key) =>
      sql`count(*) filter (where tx_ml and coalesce(outcome_end::text, 'unknown') = ${key})::int as ${sql.identifier(`ml_${key}`)}`,
  );
  const [row] = await selectRows<CountsRow>(
    db,
    sql`with ${perPatientCtes(scope, period, timeZone)}
      select count(*) filter (where tx_curr)::int as tx_curr,
          count(*) filter (where tx_new)::int as tx_new,
          count(*) filter (where tx_ml)::int as tx_ml,
          count(*) filter (where pvls_denominator)::int as pvls_denominator,
          count(*) filter (where pvls_denominator and ${suppressed})::int as pvls_numerator,
          ${sql.join(byOutcome, sql`, `)}
        from per_patient`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    from: period.from,
    to: period.to,
    txCurr: n('tx_curr'),
    txNew: n('tx_new'),
    txMl: {
      total: n('tx_ml'),
      byOutcome: Object.fromEntries(TX_ML_OUTCOME_KEYS.map((k) => [k, n(`ml_${k}`)])) as Record<
        TxMlOutcomeKey,
        number
      >,
    },
    txPvls: { numerator: n('pvls_numerator'), denominator: n('pvls_denominator') },
  };
}
