import type { Config } from './config.js';
import type { KeptStore } from './db/cached-read.js';
import type { Db } from './db/client.js';
import type { Clock, JobRunner } from './jobs/runner.js';
import type { MllpListener } from './lab/mllp.js';
import type { MailWorker } from './mail/worker.js';
import type { MessageWorker } from './messaging/worker.js';
import type { TokenService } from './plugins/auth.js';

/** What route handlers need from the app; decorated once on the Fastify instance. */
export interface AppContext {
  config: Config;
  /** The app's handle on the database, which carries what it keeps (`kept`) to the data layer. */
  db: Db;
  /** The answers this app keeps in memory and what is made of them (db/cached-read.ts). */
  kept: KeptStore;
  tokens: TokenService;
  mail: MailWorker;
  /** The SMS and Zalo outbox's sender; tests call messages.flush(). */
  messages: MessageWorker;
  /** The scheduled jobs; tests call jobs.runDue() after moving the clock. */
  jobs: JobRunner;
  /** The clinic's clock (injectable): jobs and the dates they and the refill check judge by. */
  now: Clock;
  /** The laboratory's MLLP listener, when LAB_MLLP_PORT is set (lab/mllp.ts). */
  mllp?: MllpListener;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
