import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { registerRefusalAudit } from './audit/request-audit.js';
import { appointmentCalendar } from './clinic/appointment-calendar.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { KeptStore } from './db/cached-read.js';
import type { Database } from './db/client.js';
import { clinicJobs } from './jobs/reminders.js';
import { type Clock, JobRunner } from './jobs/runner.js';
import { startMllpListener } from './lab/mllp.js';
import { serializerCompiler } from './lib/serializer.js';
import { logTransport, type MailTransport, MailWorker, smtpTransport } from './mail/worker.js';
import { MessageWorker } from './messaging/worker.js';
import { registerAdmission } from './plugins/admission.js';
import { registerAuth } from './plugins/auth.js';
import { registerCompression } from './plugins/compression.js';
import { registerDocs } from './plugins/docs.js';
import { registerDrain } from './plugins/drain.js';
import { registerErrorHandling, registerNotFound } from './plugins/errors.js';
import { registerJsonParser } from './plugins/json-body.js';
import { loggerOptions, OneLinePerRequest } from './plugins/logging.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWeb } from './plugins/web.js';
import { fhirRoutes } from './routes/fhir.js';
import { registerRoutes } from './routes/index.js';
import { reminderLinkRoutes } from './routes/reminder-link.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Tests pass a transport of their own; otherwise SMTP_URL decides between SMTP and the log. */
  mailTransport?: MailTransport;
  /** Rate-limit counters shared across replicas (REDIS_URL); the caller owns and closes the client. */
  redis?: Redis;
  /** Overrides AUTH_RATE_LIMIT (tests). */
  authRateLimit?: number;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it back). */
  logStream?: NodeJS.WritableStream;
  /** The clinic's clock; tests move it instead of sleeping. Real time otherwise. */
  clock?: Clock;
}

const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  // What the app keeps in memory is answered from the first request on; a database that does not let it listen
  // yet only means every request reads it until it does (db/change-feed.ts).
  await database.changes.listen();
  // What this app keeps, and its handle on the database that leads the data layer to it.
  const kept = new KeptStore(database.changes);
  const db = kept.handle(database.db);
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, opts.logStream),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1_048_576,
    logController: new OneLinePerRequest(),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(kept.forms));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Health data and tokens must not sit in a browser's or a proxy's cache.
    if (/^\/api(\/|$|\?)/i.test(request.url)) reply.header('cache-control', 'no-store');
  });
  registerJsonParser(app);
  registerDrain(app);
  registerAdmission(app, { queueTimeoutMs: config.requestQueueTimeoutMs });

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    // A client of the original API on another origin updates and deletes too, with a bearer token.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['X-Request-Id'],
  });
  await app.register(rateLimit, {
    global: false,
    // Shared by every replica when Redis is configured; per process otherwise.
    // A Redis outage lets requests through rather than refusing every login.
    ...(opts.redis && { redis: opts.redis, nameSpace: 'clinic-rate-limit-', skipOnError: true }),
  });
  await registerDocs(app);

  const tokens = registerAuth(app, database.db, database.changes, config.jwtSecret, config.tokenTtlSeconds);
  const transport =
    opts.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport(app.log));
  const clock = opts.clock ?? (() => new Date());
  const mail = new MailWorker(
    database.db,
    transport,
    config.mailFrom,
    app.log,
    undefined,
    appointmentCalendar(database.db, config, clock),
  );
  const jobs = new JobRunner(database.db, clinicJobs(config), {
    clock,
    intervalSeconds: config.jobsIntervalSeconds,
    log: app.log,
  });
  const messages = new MessageWorker(database.db, config, app.log, clock);
  const ctx: AppContext = { config, db, kept, tokens, mail, messages, jobs, now: clock };
  app.decorate('ctx', ctx);
  registerRefusalAudit(app);

  app.get('/health', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const database_ = await database.ping();
    return reply.status(database_ ? 200 : 503).send({
      status: database_,
      statusCode: database_ ? 200 : 503,
      message: database_ ? 'ok' : 'database unavailable',
      data: { live: true, database: database_ ? 'ready' : 'unavailable', engine: database.kind },
      errors: [],
    });
  });

  await app.register(reminderLinkRoutes);
  await app.register(fhirRoutes, { prefix: '/fhir' });
  await app.register(registerRoutes, {
    prefix: '/api',
    authRateLimit: opts.authRateLimit ?? config.authRateLimit,
  });
  registerNotFound(
    app,
    await registerWeb(app, config.webDist ?? defaultWebDist, {
      clinicTz: config.clinicTz,
      clinicShortName: config.clinicShortName,
    }),
  );
  // After the web app's hook, which makes index.html a string to compress.
  registerCompression(app, kept.forms);

  app.addHook('onReady', async () => {
    mail.start();
    messages.start();
    // JOBS_ENABLED=false: this replica runs no timed work by itself (tests drive ctx.jobs.runDue()).
    if (config.jobsEnabled) jobs.start();
    if (config.labMllpPort !== undefined) {
      ctx.mllp = await startMllpListener(database.db, {
        port: config.labMllpPort,
        host: config.host,
        allow: config.labMllpAllow,
        timeZone: config.clinicTz,
        settings: config,
        clock,
      });
    }
  });
  app.addHook('onClose', async () => {
    await ctx.mllp?.close();
    await jobs.stop();
    await mail.stop();
    await messages.stop();
  });
  return app;
}
