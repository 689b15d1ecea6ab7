import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { MailWorker } from './mail/worker.js';
import type { TokenService } from './plugins/auth.js';

/** What route handlers need from the app; decorated once on the Fastify instance. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  mail: MailWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
