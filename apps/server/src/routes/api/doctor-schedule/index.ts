import { doctorScheduleEndpoints as endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  createSchedule,
  deleteSchedule,
  getSchedule,
  listSchedules,
  listWorkingHours,
  updateSchedule,
} from '../../../clinic/schedules.js';
import { route } from '../../register.js';

/** Times are answered HH:mm:ss. */
const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getAll, (_request, { db, user }) => listSchedules(db, user));
  route(app, endpoints.getWorkingHours, (request, { db }) => listWorkingHours(db, request.query.doctorId));
  route(app, endpoints.getByDoctorId, (request, { db, user }) => listSchedules(db, user, request.params.id));
  route(app, endpoints.getById, (request, { db, user }) => getSchedule(db, user, request.params.id));
  route(app, endpoints.create, (request, { db, user }) => createSchedule(db, user, request.body));
  route(app, endpoints.update, (request, { db, user }) => updateSchedule(db, user, request.body));
  route(app, endpoints.delete, async (request, { db, user }) => {
    await deleteSchedule(db, user, request.params.id);
    return null;
  });
};
export default routes;
