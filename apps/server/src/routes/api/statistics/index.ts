import { statisticsEndpoints as endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { appointmentsLastSixMonths, doctorCounts, systemCounts } from '../../../admin/statistics.js';
import { indicators } from '../../../clinic/indicators.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.appointmentsLastSixMonths, (_request, { db, now }) =>
    appointmentsLastSixMonths(db, app.ctx.config.clinicTz, now()),
  );
  route(app, endpoints.counts, async (_request, { db, user }) =>
    user.role === 'Doctor' ? doctorCounts(db, user.doctorId ?? -1) : systemCounts(db),
  );
  route(app, endpoints.indicators, (request, { db, user }) =>
    indicators(db, user, request.query, app.ctx.config.clinicTz),
  );
};
export default routes;
