import type { Role } from '@clinic/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import type { Database, Db } from '../../src/db/client.js';
import { smtpTransport } from '../../src/mail/worker.js';
import { freshDatabase } from './database.js';
import { type CreatedUser, createUser, type UserOverrides } from './factories.js';
import { type SmtpCapture, startSmtpCapture } from './smtp.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  smtp: SmtpCapture;
  /** Creates a user straight in the database, with a valid token. */
  user(role: Role, overrides?: UserOverrides): Promise<CreatedUser>;
  /** app.inject with an optional bearer token; answers the parsed envelope too. */
  call(
    opts: InjectOptions & { token?: string },
  ): Promise<{ statusCode: number; body: any; headers: Record<string, unknown> }>;
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
    config: { ...config, dataDir: null, databaseUrl: undefined, ...options.config },
    database,
    mailTransport: options.mail === 'log' ? undefined : smtpTransport(smtp.url),
    authRateLimit: options.authRateLimit ?? 10_000,
    redis: options.redis,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    smtp,
    user: (role, overrides) => createUser(app, database.db, role, overrides),
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
}
