import type { FastifyPluginAsync } from 'fastify';

const routes: FastifyPluginAsync<{ rateLimit?: number }> = async () => {};
export default routes;
