import { ROLES, type Role } from '@clinic/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { type Database, type Db, openDatabase } from '../../src/db/client.js';
import { smtpTransport } from '../../src/mail/worker.js';
import { freshDatabase } from './database.js';
import { type CreatedUser, createUser, type UserOverrides } from './factories.js';
import { type SmtpCapture, startSmtpCapture } from './smtp.js';

export interface CallResult {
  statusCode: number;
  body: any;
  headers: Record<string, unknown>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  smtp: SmtpCapture;
  /** Creates a user straight in the database, with a valid token. */
  user(role: Role, overrides?: UserOverrides): Promise<CreatedUser>;
  /** app.inject with an optional bearer token; answers the parsed envelope too. */
  call(opts: InjectOptions & { token?: string }): Promise<CallResult>;
  /** A body sent exactly as written, not serialised: application/json unless the headers say otherwise. */
  raw(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload: string,
    o?: { token?: string; headers?: Record<string, string> },
  ): Promise<CallResult>;
  /** A GET through call. */
  get(url: string, token?: string): Promise<CallResult>;
  /** A POST of a JSON body through call. */
  post(url: string, payload: object, token?: string): Promise<CallResult>;
  close(): Promise<void>;
}

/** The real app on a freshly migrated database, sending mail to a real SMTP server in-process. */
export interface BuildTestOptions {
  authRateLimit?: number;
  webDist?: string;
  /** Settings over the test defaults (CORS_ORIGINS, LOG_LEVEL...). */
  config?: Partial<Config>;
  /** Turns the log on, written to this stream. */
  logStream?: NodeJS.WritableStream;
  /** 'log': no SMTP_URL, mails go to the log as on a developer's machine; default the SMTP capture. */
  mail?: 'smtp' | 'log';
  /** A second replica: the database and the SMTP capture of another test app (closed by that one). */
  replicaOf?: { database: Database; smtp: SmtpCapture };
  redis?: Redis;
  /** Routes of the test's own, added before the app is ready (for the plumbing every route goes through). */
  routes?: (app: FastifyInstance) => void;
  /** The clinic's clock (default real time): a test moves it and calls app.ctx.jobs.runDue(). */
  clock?: () => Date;
  /** Lets the job runner tick on its own; off by default, so that no timed work runs unless a test asks. */
  jobs?: boolean;
}

export async function build(options: BuildTestOptions = {}): Promise<TestApp> {
  const database = options.replicaOf?.database ?? (await freshDatabase());
  const smtp = options.replicaOf?.smtp ?? (await startSmtpCapture());
  const config = loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATABASE_URL: 'postgres://unused',
    LOG_LEVEL: 'silent',
    WEB_DIST: options.webDist ?? '/nonexistent',
  });
  const app = await buildApp({
    config: {
      ...config,
      dataDir: null,
      databaseUrl: undefined,
      jobsEnabled: options.jobs ?? false,
      ...options.config,
    },
    clock: options.clock,
    database,
    mailTransport: options.mail === 'log' ? undefined : smtpTransport(smtp.url),
    authRateLimit: options.authRateLimit ?? 10_000,
    redis: options.redis,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
  });
  options.routes?.(app);
  await app.ready();
  const testApp: TestApp = {
    app,
    db: database.db,
    smtp,
    user: (role, overrides) => createUser(app, database.db, role, overrides),
    get: (url, token) => testApp.call({ method: 'GET', url, token }),
    post: (url, payload, token) => testApp.call({ method: 'POST', url, token, payload }),
    raw: (method, url, payload, o = {}) =>
      testApp.call({
        method,
        url,
        payload,
        token: o.token,
        headers: { 'content-type': 'application/json', ...o.headers },
      }),
    async call({ token, ...opts }) {
      const res = await app.inject({
        ...opts,
        headers: { ...(opts.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      let body: unknown = res.body;
      try {
        body = res.json();
      } catch {
        // Non-JSON answers (e.g. the docs page) are returned as text.
      }
      return { statusCode: res.statusCode, body, headers: res.headers };
    },
    database,
    async close() {
      await app.close();
      if (options.replicaOf) return;
      await smtp.close();
      await database.close();
    },
  };
  return testApp;
}

/**
 * Another replica of a test app on PostgreSQL (TEST_DATABASE_URL): its own pool and change feed on the same
 * database, the same SMTP capture. Closing it closes its connections; the first app stays open.
 */
export async function buildReplica(of: TestApp, options: BuildTestOptions = {}): Promise<TestApp> {
  const database = await openDatabase({
    databaseUrl: (of.database as Database & { url: string }).url,
    dataDir: null,
  });
  const replica = await build({ ...options, replicaOf: { database, smtp: of.smtp } });
  return Object.assign(replica, {
    close: async () => {
      await replica.app.close();
      await database.close();
    },
  });
}

/** Create and update of a master-data resource under `base`, made by a role (Staff unless told otherwise). */
export function writesAs(t: TestApp, users: RoleUsers, base: string) {
  return {
    create: (payload: object, role: Role = 'Staff') =>
      t.call({ method: 'POST', url: `${base}/Create`, token: users[role]?.token, payload }),
    update: (payload: object, role: Role = 'Staff') =>
      t.call({ method: 'PUT', url: `${base}/Update`, token: users[role]?.token, payload }),
  };
}

/**
 * The app of a test file, built before its first test and closed after its last. The object is filled in by the
 * hook, so the file can hold it in a const and its helpers can close over it.
 */
export function useTestApp(options: BuildTestOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await build(options));
  });
  afterAll(() => t.close());
  return t;
}

/** Indexable by any string too, for tables whose roles are plain strings. */
export type RoleUsers = Record<Role, CreatedUser> & Partial<Record<string, CreatedUser>>;

/** One user of each role, created once the app is up (a hook registered after useTestApp's). */
export function usersOfEveryRole(
  t: TestApp,
  overrides: (role: Role) => UserOverrides = () => ({}),
): RoleUsers {
  const users = {} as RoleUsers;
  beforeAll(async () => {
    for (const role of ROLES) users[role] = await t.user(role, overrides(role));
  });
  return users;
}

/** A file's cast: each user's role and fields by name. */
export type CastSpec<K extends string> = Record<K, readonly [Role, UserOverrides?]>;

/** The treating doctor and a second doctor, as the clinical suites name them. */
export const TWO_DOCTORS = {
  doctor: ['Doctor', { fullName: 'BS. Trần Minh' }],
  otherDoctor: ['Doctor', { fullName: 'BS. Vũ Lan' }],
} as const satisfies CastSpec<string>;

/**
 * The users of `spec`, made once the app is up (a hook registered after useTestApp's). The objects exist, empty,
 * from the start, so a file may destructure them and hand them to its helpers before they are filled.
 */
export function useCast<K extends string>(t: TestApp, spec: CastSpec<K>): Record<K, CreatedUser> {
  const cast = Object.fromEntries(Object.keys(spec).map((key) => [key, {}])) as Record<K, CreatedUser>;
  beforeAll(async () => {
    for (const [key, [role, fields]] of Object.entries<CastSpec<K>[K]>(spec))
      Object.assign(cast[key as K], await t.user(role, fields));
  });
  return cast;
}

/** The app of a test file and one signed-in user of each role: the head most suites start with. */
export function useAppWithEveryRole(
  options: BuildTestOptions = {},
  overrides?: (role: Role) => UserOverrides,
): { t: TestApp; users: RoleUsers } {
  const t = useTestApp(options);
  return { t, users: usersOfEveryRole(t, overrides) };
}

/** Create (by Staff) and update (by `updater`) of a master-data resource under `base`, unless a token is given. */
export function createAndUpdate(t: TestApp, users: RoleUsers, base: string, updater: Role = 'Manager') {
  return {
    create: (payload: unknown, token = users.Staff.token) =>
      t.call({ method: 'POST', url: `${base}/Create`, payload: payload as object, token }),
    update: (payload: unknown, token = users[updater].token) =>
      t.call({ method: 'PUT', url: `${base}/Update`, payload: payload as object, token }),
  };
}

/** The statuses of `times` identical POSTs in a row, all from the one IP of app.inject. */
export async function postRepeatedly(
  t: TestApp,
  times: number,
  url: string,
  payload: object,
): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < times; i += 1) codes.push((await t.call({ method: 'POST', url, payload })).statusCode);
  return codes;
}
