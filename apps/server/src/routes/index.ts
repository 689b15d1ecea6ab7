import type { FastifyPluginAsync } from 'fastify';
import articleRoutes from './api/article/index.js';
import authRoutes from './api/auth/index.js';
import categoryRoutes from './api/category/index.js';
import emailRoutes from './api/email/index.js';
import profileRoutes from './api/profile/index.js';

export interface RoutesOptions {
  authRateLimit: number;
}

/** One plugin per resource of the spec's call tables, all under /api. */
export const registerRoutes: FastifyPluginAsync<RoutesOptions> = async (app, opts) => {
  await app.register(authRoutes, { prefix: '/Auth', rateLimit: opts.authRateLimit });
  await app.register(emailRoutes, { prefix: '/Email', rateLimit: opts.authRateLimit });
  await app.register(profileRoutes, { rateLimit: opts.authRateLimit });
  await app.register(categoryRoutes, { prefix: '/Category' });
  await app.register(articleRoutes, { prefix: '/Article' });
};
