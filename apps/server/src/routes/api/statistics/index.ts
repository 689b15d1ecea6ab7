import { statisticsEndpoints as endpoints, retentionApiMessages } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { appointmentsLastSixMonths, doctorCounts, systemCounts } from '../../../admin/statistics.js';
import { indicators } from '../../../clinic/indicators.js';
import { ok, sameEnvelope } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.appointmentsLastSixMonths, async () =>
    ok(await appointmentsLastSixMonths(app.ctx.db, app.ctx.config.clinicTz)),
  );
  route(app, endpoints.counts, async (request) => {
    const user = caller(request);
    if (user.role === 'Doctor') return ok(await doctorCounts(app.ctx.db, user.doctorId ?? -1));
    return ok(await systemCounts(app.ctx.db));
  });
  route(app, endpoints.indicators, async (request) => {
    const counts = await indicators(app.ctx.db, caller(request), request.query, app.ctx.config.clinicTz);
    return sameEnvelope(counts, () => ok(counts, retentionApiMessages.indicatorsLoaded));
  });
};
export default routes;
