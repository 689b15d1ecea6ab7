import { AsyncLocalStorage } from 'node:async_hooks';
import { type Endpoint, INTERNAL_TABLES, TOPIC_TABLES, type Topic } from '@clinic/contract';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { KEPT_ENDPOINTS, type KeptStore } from '../src/db/cached-read.js';
import * as schema from '../src/db/schema.js';
import { seedDemoIfEmpty } from '../src/db/seed.js';
import { useTestApp } from './helpers/build.js';
import { daysFromToday } from './helpers/clinical.js';
import { demoUser } from './helpers/factories.js';

/**
 * What migration 0013 notifies, tied to what it must notify: the topics of the contract (TOPIC_TABLES) name every
 * table of the schema, the triggers are those the kept endpoints' `reads` call for, and each kept endpoint's SQL
 * reads no table outside its `reads` (db/cached-read.ts, decisions/0013). A new table, topic or kept endpoint that
 * is not matched by a trigger, or a kept read that reads a table it does not declare, fails here.
 */

const schemaTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable));
const tableTopic = new Map(
  Object.entries(TOPIC_TABLES).flatMap(([topic, tables]) => tables.map((table) => [table, topic as Topic])),
);
const keptTopics = new Set(KEPT_ENDPOINTS.flatMap((endpoint) => endpoint.reads ?? []));

describe('the topics of the contract', () => {
  it('name every table of the schema exactly once, in a topic or as internal', () => {
    const named = [...Object.values(TOPIC_TABLES).flat(), ...INTERNAL_TABLES];
    expect([...named].sort()).toEqual([...schemaTables].sort());
    expect(new Set(named).size).toBe(named.length);
  });
});

const t = useTestApp();

interface TopicTrigger {
  table: string;
  name: string;
  fn: string;
  type: number;
  definition: string;
  columns: string[];
}

let triggers: TopicTrigger[];
beforeAll(async () => {
  const result = (await t.db.execute(sql`
    select c.relname as "table", t.tgname as "name", p.proname as "fn", t.tgtype::int as "type",
      pg_get_triggerdef(t.oid) as "definition",
      array(select a.attname::text from pg_attribute a
        where a.attrelid = t.tgrelid and a.attnum = any(t.tgattr::int2[]) order by a.attname) as "columns"
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and p.proname like 'notify%'`)) as unknown as { rows: TopicTrigger[] };
  triggers = result.rows;
});

/** AFTER, FOR EACH STATEMENT, on INSERT, DELETE, UPDATE and TRUNCATE (pg_trigger.tgtype's bits). */
const AFTER_EVERY_STATEMENT = 4 | 8 | 16 | 32;

/**
 * The functions that notify a topic: migration 0013's for a whole table, migration 0017's, which notify only
 * when rows changed, with the parts of the appointments (db/appointment-parts.ts) or a part named by the trigger,
 * and migration 0030's, which notifies the attended part of the appointments' patients.
 */
const APPOINTMENT_NOTIFIERS = ['notify_appointment_change', 'notify_attended_change', 'notify_seen_change'];
const TOPIC_NOTIFIERS = ['notify_topic_change', 'notify_changed_rows', ...APPOINTMENT_NOTIFIERS];

/** The topic a trigger notifies: its first argument, or the appointments for the appointments' own notifiers. */
function notifiedTopic(trigger: TopicTrigger): string | undefined {
  if (APPOINTMENT_NOTIFIERS.includes(trigger.fn)) return 'appointments';
  return /EXECUTE FUNCTION \w+\('(\w+)'/.exec(trigger.definition)?.[1];
}

const topicTriggers = () => triggers.filter((trigger) => TOPIC_NOTIFIERS.includes(trigger.fn));

describe('the topic triggers of migrations 0013 and 0017', () => {
  it('notify the topic of every table of a topic that a kept endpoint reads, and of no other', () => {
    const expected = [...keptTopics].flatMap((topic) =>
      TOPIC_TABLES[topic].map((table) => `${table} ${topic}`),
    );
    const found = new Set(topicTriggers().map((trigger) => `${trigger.table} ${notifiedTopic(trigger)}`));
    expect([...found].sort()).toEqual(expected.sort());
  });

  it('fire after each statement of any write, of users only on the columns the kept reads show', () => {
    const events = new Map<string, number>();
    for (const trigger of topicTriggers()) {
      // Not per row, not before: only the event bits of an AFTER statement trigger.
      expect(trigger.type & ~AFTER_EVERY_STATEMENT, trigger.name).toBe(0);
      events.set(trigger.table, (events.get(trigger.table) ?? 0) | trigger.type);
      if (trigger.table !== 'users') expect(trigger.columns, trigger.name).toEqual([]);
    }
    for (const [table, type] of events) expect(type, table).toBe(AFTER_EVERY_STATEMENT);
    expect(triggers.find((tr) => tr.name === 'users_topic_change')?.columns).not.toContain('password_hash');
  });

  it("leave the token check's per-account notifications as they were, and nothing else notifies", () => {
    expect(
      triggers
        .filter((trigger) => !TOPIC_NOTIFIERS.includes(trigger.fn))
        .map((trigger) => `${trigger.name} ${trigger.fn}`)
        .sort(),
    ).toEqual([
      'doctors_account_change notify_account_change',
      'patients_account_change notify_account_change',
      'revoked_tokens_change notify_token_revoked',
      'users_account_change notify_account_change',
    ]);
  });
});

/** A kept answer being computed: its endpoint and the topics it is kept under (its own, or a part of them). */
interface Computing {
  endpoint: Endpoint;
  reads: readonly Topic[];
}

/** The SQL each kept endpoint sent while its answers were computed, with the topics each was kept under. */
const sent = new Map<Endpoint, { reads: readonly Topic[]; text: string }[]>();
const computing = new AsyncLocalStorage<Computing>();

/** Tables named in a statement, quoted (as drizzle writes them) or not, outside its string literals. */
function tablesOf(statement: string): string[] {
  const words = statement.replace(/'(?:[^']|'')*'/g, "''").match(/"?[a-z_]+"?/g) ?? [];
  return [...new Set(words.map((word) => word.replaceAll('"', '')))].filter((word) =>
    schemaTables.includes(word),
  );
}

/**
 * The columns of `table` named in a statement through the table or an alias of it, quoted or not (`"users"
 * "doctor_user"`, `users u`). A word after the table that is no alias only adds a name nothing is qualified with.
 */
function columnsOf(statement: string, table: string): string[] {
  const aliases = [...statement.matchAll(new RegExp(`"?\\b${table}\\b"? (?:as )?"?(\\w+)"?`, 'g'))];
  const names = [table, ...aliases.map((m) => m[1] as string)];
  return names.flatMap((name) =>
    [...statement.matchAll(new RegExp(`(?<![\\w."])"?${name}"?\\."?(\\w+)"?`, 'g'))].map(
      (m) => m[1] as string,
    ),
  );
}

describe('each kept endpoint', () => {
  beforeAll(async () => {
    await seedDemoIfEmpty(t.db, t.app.ctx.config.clinicTz);
    // Every statement sent through the database's client is credited to the kept endpoint computing, if any.
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const current = computing.getStore();
      const [first] = args;
      const text = typeof first === 'string' ? first : (first as { text: string }).text;
      if (current) {
        const { endpoint, reads } = current;
        sent.set(endpoint, [...(sent.get(endpoint) ?? []), { reads, text }]);
      }
      return query(...args);
    };
    const store: KeptStore = t.app.ctx.kept;
    const read = store.read.bind(store);
    store.read = (endpoint, inputs, compute, parts) =>
      read(
        endpoint,
        inputs,
        () => computing.run({ endpoint, reads: parts?.reads ?? endpoint.reads ?? [] }, compute),
        parts,
      );

    const ids = async (username: string) => {
      const user = await demoUser(t.db, username);
      return { ...user, token: await t.app.ctx.tokens.sign(user) };
    };
    const admin = await ids('admin1');
    const manager = await ids('manager1');
    const doctor = await ids('doctor1');
    const patient = await ids('patient1');
    const year = new Date().getFullYear();
    const calls: [string, { token: string }][] = [
      [
        `/api/Appointment/GetAvailableDoctors?appointmentDate=${daysFromToday(7)}&appointmentTime=09:00`,
        patient,
      ],
      [`/api/Appointment/GetAvailableSlots?from=${daysFromToday(0)}&days=14`, patient],
      [
        `/api/Appointment/GetAvailableSlots?from=${daysFromToday(1)}&days=7&doctorId=${doctor.doctorId}`,
        patient,
      ],
      [`/api/Appointment/GetByPatientId/${patient.patientId}?page=1&pageSize=5`, patient],
      [
        `/api/Appointment/GetByDoctorId/${doctor.doctorId}?page=1&pageSize=5&hasTestResult=true&sort=asc`,
        doctor,
      ],
      [`/api/Appointment/GetByDoctorId/${doctor.doctorId}?page=9&pageSize=50&status=Completed`, doctor],
      ['/api/DoctorSchedule/GetWorkingHours', patient],
      [`/api/DoctorSchedule/GetWorkingHours?doctorId=${doctor.doctorId}`, patient],
      [`/api/Clinical/Summary/${patient.patientId}`, patient],
      ['/api/TestResult/GetAll?page=1&pageSize=5', patient],
      [`/api/Clinical/Summary/${patient.patientId}`, doctor],
      ['/api/Clinical/Worklist', doctor],
      ['/api/Retention/Tracing?page=1&pageSize=5', manager],
      ['/api/Retention/Tracing', doctor],
      [`/api/Statistics/Indicators?kind=quarter&year=${year}&index=1`, admin],
      [`/api/Statistics/Indicators?kind=month&year=${year}&index=1`, doctor],
      [`/api/Statistics/Report?kind=pepfarQuarter&year=${year}&index=1`, manager],
      ['/api/Manager/GetAll?page=1&pageSize=5', admin],
      ['/api/Staff/GetAll?page=1&pageSize=5', admin],
      ['/api/Doctor/GetAll?page=1&pageSize=5', admin],
      ['/api/Patient/GetAll?page=2&pageSize=2', admin],
      ['/api/User/All?page=1&pageSize=5', admin],
    ];
    for (const [url, caller] of calls) {
      const res = await t.get(url, caller.token);
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('was computed here, through the real app', () => {
    expect(KEPT_ENDPOINTS.filter((endpoint) => !sent.get(endpoint)?.length).map((e) => e.path)).toEqual([]);
  });

  it.each(KEPT_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s reads no table outside the topics it declares',
    (_name, endpoint) => {
      const undeclared = (sent.get(endpoint) ?? []).flatMap(({ reads, text }) =>
        tablesOf(text)
          .filter((table) => !reads.includes(tableTopic.get(table) as Topic))
          .map((table) => `${table} (${tableTopic.get(table)}) outside ${reads.join(', ')}`),
      );
      expect([...new Set(undeclared)]).toEqual([]);
    },
  );

  it("of users, reads only columns whose update notifies (users_topic_change's columns)", () => {
    const notified = triggers.find((trigger) => trigger.name === 'users_topic_change')?.columns ?? [];
    const read = new Set([...sent.values()].flat().flatMap(({ text }) => columnsOf(text, 'users')));
    expect(read.size).toBeGreaterThan(0);
    expect([...read].filter((column) => !notified.includes(column))).toEqual([]);
  });
});
