/**
 * The benchmarks' database: a fresh one (PGlite in a temporary directory, or a new database on a PostgreSQL
 * server that is dropped at the end) and a bulk seed of a clinic at a given scale, written directly in SQL
 * (INSERT ... SELECT over generate_series) so that a million appointments take about a minute, not hours
 * through the API. Shared by appointments.ts and load.ts.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TRACING_OUTCOMES, WEEKDAYS } from '@clinic/contract';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';

/** Both drivers answer raw queries with { rows }; the shared Db type does not say so. */
export async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const addDays = (isoDate: string, days: number): string => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export interface BenchDatabase {
  database: Database;
  label: string;
  /** The URL of the fresh database (PostgreSQL only), for a server started in another process. */
  url: string | undefined;
  /** Closes the handle and removes the database; safe to call twice. */
  cleanup: () => Promise<void>;
}

/**
 * A fresh, migrated database: on the PostgreSQL server of `serverUrl` (a new database, dropped by cleanup,
 * whatever the pool still holds), or embedded PGlite in a temporary directory when no URL is given.
 */
export async function openBenchDatabase(
  serverUrl: string | undefined,
  /** A database of this name is kept at the end and used again by the next run (PostgreSQL only). */
  keep?: string,
): Promise<BenchDatabase> {
  let done = false;
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'clinic-bench-'));
    const database = await openDatabase({ dataDir: dir });
    await database.migrate();
    return {
      database,
      label: 'embedded PGlite (on disk)',
      url: undefined,
      cleanup: async () => {
        if (done) return;
        done = true;
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (keep !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keep)) throw new Error(`not a database name: ${keep}`);
  const name = keep ?? `clinic_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    if (keep !== undefined) return;
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  try {
    await database.migrate();
    const [version] = await rows<{ server_version: string }>(database, sql`show server_version`);
    return {
      database,
      label: `PostgreSQL ${version?.server_version}`,
      url: url.toString(),
      cleanup: async () => {
        if (done) return;
        done = true;
        await database.close().catch(() => undefined);
        await drop();
      },
    };
  } catch (err) {
    await database.close().catch(() => undefined);
    await drop();
    throw err;
  }
}

export interface Scale {
  doctors: number;
  patients: number;
  appointments: number;
}

/**
 * The scale the speed targets are set at (docs/decisions/0012 and 0013): 200 doctors, 100,000 patients and
 * 1,000,000 appointments.
 */
export const FULL_SCALE: Scale = { doctors: 200, patients: 100_000, appointments: 1_000_000 };

/** Days ahead that hold bookings: patients book their next visit, not the year's. */
const FUTURE_DAYS = 60;
/** Share of a doctor's working hours that are booked (per 1024), in the past and ahead. */
const PAST_BOOKED = 870;
const FUTURE_BOOKED = 512;

/**
 * A stable pseudo-random number in 0..1023 per slot and purpose: statuses, anonymity and types do not follow
 * a visible pattern of ids, and two runs seed the same rows.
 */
const bucket = (key: string, salt: number) => `(hashint8((${key}) * 16 + ${salt}) & 1023)`;

const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Thanh', 'Quốc', 'Hoài', 'Ngọc', 'Đức'];
const GIVEN = [
  'An',
  'Bình',
  'Châu',
  'Dũng',
  'Giang',
  'Hà',
  'Hải',
  'Hạnh',
  'Hiếu',
  'Hoa',
  'Hùng',
  'Hương',
  'Khánh',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'Nam',
  'Nga',
  'Ngân',
  'Phong',
  'Phúc',
  'Quân',
  'Quang',
  'Sơn',
  'Tâm',
  'Thảo',
  'Thu',
  'Trang',
  'Trung',
  'Tuấn',
  'Vy',
];
const sqlArray = (values: readonly string[]) => `(array[${values.map((v) => `'${v}'`).join(',')}])`;
/** A Vietnamese full name for the number in `g`: 4,096 different names, so a search finds a few dozen people. */
const fullNameOf = (g: string) =>
  `${sqlArray(FAMILY)}[1 + ${g} % ${FAMILY.length}] || ' ' || ${sqlArray(MIDDLE)}[1 + (${g} / ${FAMILY.length}) % ${MIDDLE.length}]` +
  ` || ' ' || ${sqlArray(GIVEN)}[1 + (${g} / ${FAMILY.length * MIDDLE.length}) % ${GIVEN.length}]`;

/** A search term of the admin patient list that finds some of the seeded names. */
export const SEARCH_TERMS = [
  'Trần Thị Lan',
  'Nguyễn Văn',
  'Hương',
  '0800001',
  'bench_patient_99',
  'Lê Minh Tuấn',
];

/** The password of the accounts load.ts logs in with (admin, manager, first doctor, first patient). */
export const BENCH_PASSWORD = 'Bench@12345';

/**
 * Seeds a clinic of `scale` whose appointments end FUTURE_DAYS after `today`, in one set-based statement per
 * table (PGlite runs a statement through the extended protocol, which takes one at a time):
 *
 * - Doctors work 5 days of 7 (rotating), 08:00-17:00, or 13:00-18:00 for one in four.
 * - Every patient has one doctor (patient k belongs to doctor k mod D, as a clinic assigns its cohort) and comes
 *   back every few weeks. Appointments fill 87 % of the doctors' working hours in the past and half of them
 *   in the next FUTURE_DAYS, going back as far as the count needs (the most recent slots are kept): one row per
 *   (doctor, day, hour), and the patients of one (day, hour) are all different, so the two partial unique
 *   indexes against double booking hold as in production.
 * - Past: 84 % Completed, 10 % Cancelled, 6 % Missed; today and ahead: 5 % Cancelled, the rest Scheduled or
 *   Confirmed. 5 % anonymous; 40 % lab tests (viral load 60 %, CD4 25 %, creatinine 15 %).
 * - 90 % of completed lab tests have a result (viral loads mostly below detection, 8 % at 1,000 or more); every
 *   viral-load result starts a treatment (90 or 180 days dispensed) and every later completed ordinary visit
 *   records a refill of the patient's latest treatment. A third of the missed visits have a tracing outcome.
 *
 * `passwordHash` goes to the accounts load.ts logs in with; every other account gets an unusable one.
 */
export async function seedScale(
  database: Database,
  today: string,
  scale: Scale,
  passwordHash = 'x',
): Promise<void> {
  const run = (text: string) => database.db.execute(sql.raw(text));
  const { doctors: D, patients: P, appointments: N } = scale;
  if (D < 1 || P < D || N < 1)
    throw new Error(`scale needs 1 <= doctors <= patients: ${JSON.stringify(scale)}`);
  const weekdays = sqlArray(WEEKDAYS);
  // The copies the triggers keep (migrations 0014, 0016, 0018, 0033 and 0036) are derived once at the end: derived
  // again row by row while a million appointments and their results go in, they took the seed from about a minute to
  // over half an hour. Nothing listens to a database being seeded, so the notifications go with them.
  const copied = [
    'appointments',
    'test_results',
    'treatments',
    'refills',
    'arv_dispenses',
    'viral_load_samples',
    'patient_visits',
    'patient_supplies',
  ];
  for (const table of copied) await run(`alter table ${table} disable trigger user`);

  await run(`
    insert into users (username, password_hash, email, role, full_name, phone_number, date_of_birth, address, is_verified)
    values ('bench_admin', '${passwordHash}', 'bench_admin@example.com', 'Admin', 'Quản trị viên', '0900000001',
            '1980-01-01', 'Hà Nội', true),
           ('bench_manager', '${passwordHash}', 'bench_manager@example.com', 'Manager', 'Quản lý', '0900000002',
            '1982-01-01', 'Hà Nội', true)
  `);
  await run(`
    insert into users (username, password_hash, email, role, full_name, phone_number, date_of_birth, address,
                       is_verified, gender)
    select 'bench_doctor_' || g, case when g = 1 then '${passwordHash}' else 'x' end,
           'bench_doctor_' || g || '@example.com', 'Doctor', 'BS. ' || ${fullNameOf('(g * 37)')},
           '09' || lpad(g::text, 8, '0'), date '1970-01-01' + g * 17 % 7000, 'Hà Nội', true,
           (case when g % 2 = 0 then 'Female' else 'Male' end)::gender
    from generate_series(1, ${D}) g
  `);
  await run(`
    insert into doctors (user_id, bio)
    select user_id, 'Bác sĩ điều trị HIV/AIDS' from users where role = 'Doctor' order by user_id
  `);
  await run(`
    insert into users (username, password_hash, email, role, full_name, phone_number, date_of_birth, address,
                       is_verified, gender)
    select 'bench_patient_' || g, case when g = 1 then '${passwordHash}' else 'x' end,
           'bench_patient_' || g || '@example.com', 'Patient', ${fullNameOf('g')},
           '08' || lpad(g::text, 8, '0'), date '1960-01-01' + g * 7 % 15000, 'TP.HCM', true,
           (case when ${fullNameOf('g')} like '% Thị %' or g % 3 = 0 then 'Female' else 'Male' end)::gender
    from generate_series(1, ${P}) g
  `);
  await run(`
    insert into patients (user_id) select user_id from users where role = 'Patient' order by user_id
  `);
  await run(`
    insert into doctor_schedules (doctor_id, work_day, start_time, end_time)
    select d.doctor_id, (${weekdays})[w]::weekday,
           case when d.doctor_id % 4 = 0 then time '13:00' else time '08:00' end,
           case when d.doctor_id % 4 = 0 then time '18:00' else time '17:00' end
    from doctors d cross join generate_series(1, 7) w
    where (w + d.doctor_id) % 7 not in (0, 1)
  `);
  await run(`
    insert into test_types (test_type_name, unit, normal_range, kind)
    values ('Tải lượng HIV', 'copies/mL', '< 20', 'viralLoad'), ('CD4', 'cells/mm³', '500-1500', 'cd4'),
           ('Creatinine', 'µmol/L', '60-110', 'creatinine')
  `);
  await run(`
    insert into arv_components (component_name, description, ingredients, fixed_dose_combination)
    values ('TLD (TDF/3TC/DTG)', 'Tenofovir, lamivudine, dolutegravir',
            '[{"code":"TDF","strengthMg":300},{"code":"3TC","strengthMg":300},{"code":"DTG","strengthMg":50}]', true),
           ('TLE (TDF/3TC/EFV)', 'Tenofovir, lamivudine, efavirenz',
            '[{"code":"TDF","strengthMg":300},{"code":"3TC","strengthMg":300},{"code":"EFV","strengthMg":400}]', true)
  `);
  await run(`
    insert into arv_regimens (regimen_name, component1_id, description, suitable_for, side_effects, usage_instructions, frequency)
    select split_part(component_name, ' ', 1), component_id, description, 'Người lớn', 'Ít gặp', 'Uống 1 viên mỗi ngày', 1
    from arv_components order by component_id
  `);

  // How far back the appointments must go: the doctors' bookable hours per week, booked at PAST_BOOKED, with a
  // margin; the ORDER BY ... LIMIT below keeps exactly N, the most recent.
  const [week] = await rows<{ hours: number }>(
    database,
    sql`select coalesce(sum(extract(hour from end_time) - extract(hour from start_time) + 1), 0)::int hours
        from doctor_schedules`,
  );
  const perDay = (week?.hours ?? 0) / 7;
  const ahead = perDay * (FUTURE_DAYS + 1) * (FUTURE_BOOKED / 1024);
  const pastDays = Math.ceil((1.1 * Math.max(0, N - ahead)) / (perDay * (PAST_BOOKED / 1024))) + 14;
  // Slot (dy, hr, j): day offset from today, hour 08-18, doctor index. Cell c numbers the (day, hour) pairs from
  // the oldest; the patients of a cell are block g of B patients (one per doctor), g shifting by one every B
  // cells so that a patient comes at different hours over the years.
  const B = Math.floor(P / D);
  const key = '(dy + 100000)::bigint * 1000003 + hr * 1009 + j';
  await run(`
    insert into appointments (patient_id, doctor_id, appointment_date, appointment_time, appointment_type,
                              test_type_id, is_anonymous, status, created_at, updated_at)
    with doc as (select doctor_id, (row_number() over (order by doctor_id) - 1)::int j from doctors),
         pat as (select array_agg(patient_id order by patient_id) ids from patients),
         tt as (select array_agg(test_type_id order by test_type_id) ids from test_types),
         slot as (
           select dy, hr, doc.j, doc.doctor_id, date '${today}' + dy as day
           from generate_series(-${pastDays}, ${FUTURE_DAYS}) dy
           cross join generate_series(8, 18) hr
           cross join doc
           join doctor_schedules s on s.doctor_id = doc.doctor_id
             and s.work_day = (${weekdays})[extract(isodow from date '${today}' + dy)]::weekday
             and hr between extract(hour from s.start_time) and extract(hour from s.end_time)
         ),
         picked as (
           select *, (dy + ${pastDays}) * 11 + (hr - 8) cell,
                  ${bucket(key, 1)} anon, ${bucket(key, 2)} lab, ${bucket(key, 3)} kind, ${bucket(key, 4)} st
           from slot
           where ${bucket(key, 0)} < case when dy < 0 then ${PAST_BOOKED} else ${FUTURE_BOOKED} end
           order by dy desc, hr, j
           limit ${N}
         )
    select pat.ids[1 + ((cell + cell / ${B}) % ${B}) * ${D} + j], doctor_id, day, make_time(hr, 0, 0),
           (case when lab < 410 then 'Medication' else 'Appointment' end)::appointment_type,
           case when lab < 410 then tt.ids[case when kind < 614 then 1 when kind < 870 then 2 else 3 end] end,
           anon < 51,
           (case
              when dy < 0 then case when st < 860 then 'Completed' when st < 963 then 'Cancelled' else 'Missed' end
              when st < 51 then 'Cancelled'
              when st < 537 then 'Confirmed'
              else 'Scheduled'
            end)::appointment_status,
           (day - 14)::timestamptz, (day - 14)::timestamptz
    from picked, pat, tt
    order by dy, hr, j
  `);
  // Recorded two hours after the visit, so a result's date is its appointment's.
  await run(`
    insert into test_results (appointment_id, patient_id, doctor_id, test_type_id, result_value, numeric_value,
                              below_detection, created_at)
    select appointment_id, patient_id, doctor_id, test_type_id,
           case when kind = 'viralLoad' and v < 768 then '< 20' else value::text end, value, kind = 'viralLoad' and v < 768,
           (appointment_date + appointment_time + interval '2 hours')::timestamptz
    from (
      select a.*, t.kind, ${bucket('a.appointment_id', 6)} v,
             case t.kind
               when 'viralLoad' then case when ${bucket('a.appointment_id', 6)} < 768 then null
                                          when ${bucket('a.appointment_id', 6)} < 942 then 20 + ${bucket('a.appointment_id', 7)} % 900
                                          else 1000 + ${bucket('a.appointment_id', 7)} * 97 end
               when 'cd4' then 150 + ${bucket('a.appointment_id', 7)}
               else 55 + ${bucket('a.appointment_id', 7)} % 60
             end::double precision value
      from appointments a join test_types t using (test_type_id)
      where a.status = 'Completed' and ${bucket('a.appointment_id', 5)} < 922
    ) r
  `);
  await run(`
    insert into treatments (test_result_id, regimen_id, start_date, end_date, days_dispensed, created_at)
    select r.test_result_id, g.ids[1 + r.patient_id % 7 / 6], a.appointment_date,
           a.appointment_date + d.days, d.days, r.created_at
    from test_results r
    join appointments a using (appointment_id)
    join test_types t on t.test_type_id = r.test_type_id
    cross join (select array_agg(regimen_id order by regimen_id) ids from arv_regimens) g
    cross join lateral (select case when ${bucket('r.test_result_id', 8)} < 256 then 90 else 180 end days) d
    where t.kind = 'viralLoad'
  `);
  await run(`
    insert into refills (treatment_id, dispense_date, days_dispensed, created_by_doctor_id, created_at)
    select latest.treatment_id, a.appointment_date, 90, a.doctor_id, (a.appointment_date + a.appointment_time)::timestamptz
    from appointments a
    cross join lateral (
      select t.treatment_id from test_results r join treatments t on t.test_result_id = r.test_result_id
      where r.patient_id = a.patient_id and t.start_date < a.appointment_date
      order by t.start_date desc limit 1
    ) latest
    where a.status = 'Completed' and a.appointment_type = 'Appointment'
  `);
  await run(`
    insert into tracing_outcomes (patient_id, date, outcome, notes, recorded_by_user_id, created_at)
    select a.patient_id, a.appointment_date + 3,
           (${sqlArray(TRACING_OUTCOMES)})[1 + ${bucket('a.appointment_id', 10)} % ${TRACING_OUTCOMES.length}]::tracing_outcome,
           'Đã gọi điện', m.user_id, (a.appointment_date + 3)::timestamptz
    from appointments a cross join (select min(user_id) user_id from users where role = 'Manager') m
    where a.status = 'Missed' and a.appointment_date + 3 < date '${today}' and ${bucket('a.appointment_id', 9)} < 341
  `);
  // The copies' tables were analyzed empty: without this, each key's DELETE scans the copy written so far, and each
  // patient's read of their dispenses and viral loads every one of them. The other per-patient copies are one row per
  // patient of the others: one aggregate each, as migrations 0016 and 0018 read them.
  await database.db.transaction(async (tx) => {
    for (const statement of [
      'set local enable_seqscan = off',
      'select arv_dispenses_sync(treatment_id) from treatments',
      'select viral_load_samples_sync(test_result_id) from test_results',
      // Each patient's dispenses and viral loads, in the order of the ids, which the indicators read them in
      // (migration 0036).
      'select patient_supplies_sync(patient_id) from (select distinct patient_id from arv_dispenses order by 1) p',
      'select patient_viral_loads_sync(patient_id) from (select distinct patient_id from viral_load_samples order by 1) p',
    ])
      await tx.execute(sql.raw(statement));
  });
  await run(`
    insert into patient_visits (patient_id, last_missed, last_visit)
    select a.patient_id, max(a.appointment_date) filter (where a.status = 'Missed'),
           max(a.appointment_date) filter (where a.status = 'Completed' or tr.test_result_id is not null)
    from appointments a left join test_results tr using (appointment_id)
    group by a.patient_id
  `);
  await run(`
    insert into patient_references (patient_id, run_out, dispensed, last_missed, last_contact)
    select coalesce(v.patient_id, s.patient_id), date '0001-01-01' + s.latest / 1000 + s.latest % 1000,
           date '0001-01-01' + s.latest / 1000, v.last_missed, greatest(v.last_visit, date '0001-01-01' + s.latest / 1000)
    from patient_visits v full join patient_supplies s using (patient_id)
    where s.latest is not null or v.last_missed is not null
  `);
  // Derived for every patient in one statement, after the sources are analyzed: on the estimates of tables never
  // analyzed, each patient's dispenses joined a full scan of the treatments (over 20 minutes instead of 15 s).
  await run(`
    analyze test_results, treatments, arv_dispenses, specimens, appointments
  `);
  await run(`
    insert into patient_courses select * from patient_courses_of(array(select patient_id from patients))
  `);
  for (const table of copied) await run(`alter table ${table} enable trigger user`);
  // VACUUM as autovacuum would have done long ago on a live table (visibility map set, no vacuum starting in the
  // middle of a measurement), and a checkpoint so the seed's writes are not flushed while the load runs.
  await run(`
    vacuum analyze
  `);
  await run(`
    checkpoint
  `).catch(() => undefined);
}
