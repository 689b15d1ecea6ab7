import { doctorScheduleEndpoints as endpoints, scheduleMessages } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  createSchedule,
  deleteSchedule,
  getSchedule,
  listSchedules,
  listWorkingHours,
  updateSchedule,
} from '../../../clinic/schedules.js';
import { ok, sameEnvelope } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { route } from '../../register.js';

/** Times are answered HH:mm:ss. */
const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getAll, async (request) => ok(await listSchedules(app.ctx.db, caller(request))));
  route(app, endpoints.getWorkingHours, async (request) => {
    const hours = await listWorkingHours(app.ctx.db, request.query.doctorId);
    return sameEnvelope(hours, () => ok(hours));
  });
  route(app, endpoints.getByDoctorId, async (request) =>
    ok(await listSchedules(app.ctx.db, caller(request), request.params.id)),
  );
  route(app, endpoints.getById, async (request) =>
    ok(await getSchedule(app.ctx.db, caller(request), request.params.id)),
  );
  route(app, endpoints.create, async (request) =>
    ok(await createSchedule(app.ctx.db, caller(request), request.body), scheduleMessages.created, 201),
  );
  route(app, endpoints.update, async (request) =>
    ok(await updateSchedule(app.ctx.db, caller(request), request.body), scheduleMessages.updated),
  );
  route(app, endpoints.delete, async (request) => {
    await deleteSchedule(app.ctx.db, caller(request), request.params.id);
    return ok(null, scheduleMessages.deleted);
  });
};
export default routes;
