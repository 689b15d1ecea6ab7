import { retentionEndpoints as endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { recordTracingOutcome, tracingList } from '../../../clinic/retention.js';
import { answer, route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.tracing, async (request, { db, user, today }) => {
    const list = await tracingList(db, user, today, request.query);
    return answer({ items: list.items }, { meta: list.meta });
  });
  route(app, endpoints.recordOutcome, (request, { db, user, today }) =>
    recordTracingOutcome(db, user, request.body, today),
  );
};
export default routes;
