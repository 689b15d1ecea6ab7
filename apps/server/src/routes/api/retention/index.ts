import { clinicToday, retentionEndpoints as endpoints, retentionApiMessages } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requestDb } from '../../../audit/request-audit.js';
import { recordTracingOutcome, tracingList } from '../../../clinic/retention.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  const today = () => clinicToday(app.ctx.config.clinicTz, app.ctx.now());
  route(app, endpoints.tracing, async (request) => {
    const list = await tracingList(app.ctx.db, caller(request), today(), request.query);
    return ok({ items: list.items }, retentionApiMessages.tracingLoaded, 200, list.meta);
  });
  route(app, endpoints.recordOutcome, async (request) =>
    ok(
      await recordTracingOutcome(requestDb(request, app.ctx.db), caller(request), request.body, today()),
      retentionApiMessages.tracingOutcomeRecorded,
      201,
    ),
  );
};
export default routes;
