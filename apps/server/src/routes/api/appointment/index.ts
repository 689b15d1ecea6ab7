import {
  appointmentMessages,
  clinicNow,
  appointmentEndpoints as endpoints,
  hasNoSlot,
  messages,
} from '@clinic/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requestDb } from '../../../audit/request-audit.js';
import { CALENDAR_FILE, ownAppointmentCalendar } from '../../../clinic/appointment-calendar.js';
import {
  createAppointment,
  getAppointment,
  type ListOptions,
  listAppointments,
  updateAppointment,
} from '../../../clinic/appointments.js';
import { assertBookableSlot, availableSlotsAt, listAvailableDoctors } from '../../../clinic/availability.js';
import { notFound } from '../../../lib/http-error.js';
import { ok, okPage, sameEnvelope } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  const clinicTz = () => app.ctx.config.clinicTz;

  route(app, endpoints.getAvailableDoctors, async (request) => {
    const { appointmentDate, appointmentTime } = request.query;
    assertBookableSlot(appointmentDate, appointmentTime, clinicTz());
    const availableDoctors = await listAvailableDoctors(app.ctx.db, appointmentDate, appointmentTime);
    return sameEnvelope(availableDoctors, () =>
      ok(
        { availableDoctors },
        availableDoctors.length ? messages.common.ok : appointmentMessages.noDoctorsFound,
      ),
    );
  });

  route(app, endpoints.getAvailableSlots, async (request) => {
    // The clinic's clock (ctx.now, injectable in tests) decides which hours of today have passed.
    const slots = await availableSlotsAt(app.ctx.db, request.query, clinicNow(clinicTz(), app.ctx.now()));
    return sameEnvelope(slots, () =>
      ok(slots, hasNoSlot(slots) ? appointmentMessages.noSlotsFound : messages.common.ok),
    );
  });

  route(app, endpoints.create, async (request) => {
    const appointment = await createAppointment(
      requestDb(request, app.ctx.db),
      caller(request),
      request.body,
      app.ctx.config,
    );
    return ok(appointment, appointmentMessages.created, 201);
  });

  /** The id in the path must be the caller's own patient or doctor id; anyone else's answers 404. */
  async function listOwn(
    request: FastifyRequest,
    key: 'patientId' | 'doctorId',
    id: number,
    query: ListOptions,
  ) {
    const user = caller(request);
    if (id !== user[key]) throw notFound(appointmentMessages.notFound);
    return okPage(await listAppointments(app.ctx.db, user, query));
  }

  route(app, endpoints.getByPatientId, (request) =>
    listOwn(request, 'patientId', request.params.id, request.query),
  );
  route(app, endpoints.getByDoctorId, (request) =>
    listOwn(request, 'doctorId', request.params.id, request.query),
  );

  route(app, endpoints.getById, async (request) =>
    ok(await getAppointment(app.ctx.db, caller(request), request.params.id)),
  );

  route(app, endpoints.calendar, async (request, reply) => {
    const file = await ownAppointmentCalendar(
      app.ctx.db,
      caller(request),
      request.params.id,
      app.ctx.config,
      app.ctx.now(),
    );
    // A string under a type that is not JSON is sent as it is, not through the JSON serializer.
    reply.type(CALENDAR_FILE.contentType);
    reply.header('content-disposition', `attachment; filename="${CALENDAR_FILE.filename}"`);
    return file;
  });

  route(app, endpoints.update, async (request) => {
    const { appointment, message } = await updateAppointment(
      requestDb(request, app.ctx.db),
      caller(request),
      request.body,
      clinicTz(),
    );
    return ok(appointment, message);
  });
};
export default routes;
