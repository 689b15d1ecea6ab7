import { appointmentMessages, appointmentEndpoints as endpoints, messages } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  createAppointment,
  getAppointment,
  listAppointments,
  updateAppointment,
} from '../../../clinic/appointments.js';
import { assertBookableSlot, listAvailableDoctors } from '../../../clinic/availability.js';
import { notFound } from '../../../lib/http-error.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  const clinicTz = () => app.ctx.config.clinicTz;

  route(app, endpoints.getAvailableDoctors, async (request) => {
    const { appointmentDate, appointmentTime } = request.query;
    assertBookableSlot(appointmentDate, appointmentTime, clinicTz());
    const availableDoctors = await listAvailableDoctors(app.ctx.db, appointmentDate, appointmentTime);
    return ok(
      { availableDoctors },
      availableDoctors.length ? messages.common.ok : appointmentMessages.noDoctorsFound,
    );
  });

  route(app, endpoints.create, async (request) => {
    const appointment = await createAppointment(app.ctx.db, caller(request), request.body, clinicTz());
    return ok(appointment, appointmentMessages.created, 201);
  });

  route(app, endpoints.getByPatientId, async (request) => {
    const user = caller(request);
    if (request.params.id !== user.patientId) throw notFound(appointmentMessages.notFound);
    const { items, meta } = await listAppointments(app.ctx.db, user, request.query);
    return ok(items, undefined, 200, meta);
  });

  route(app, endpoints.getByDoctorId, async (request) => {
    const user = caller(request);
    if (request.params.id !== user.doctorId) throw notFound(appointmentMessages.notFound);
    const { items, meta } = await listAppointments(app.ctx.db, user, request.query);
    return ok(items, undefined, 200, meta);
  });

  route(app, endpoints.getById, async (request) =>
    ok(await getAppointment(app.ctx.db, caller(request), request.params.id)),
  );

  route(app, endpoints.update, async (request) => {
    const { appointment, message } = await updateAppointment(
      app.ctx.db,
      caller(request),
      request.body,
      clinicTz(),
    );
    return ok(appointment, message);
  });
};
export default routes;
