import {
  appointmentMessages,
  availableSlotsDay,
  clinicNow,
  appointmentEndpoints as endpoints,
  hasNoSlot,
} from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { CALENDAR_FILE, ownAppointmentCalendar } from '../../../clinic/appointment-calendar.js';
import {
  createAppointment,
  getAppointment,
  listAppointments,
  updateAppointment,
} from '../../../clinic/appointments.js';
import { assertBookableSlot, availableSlotsAt, listAvailableDoctors } from '../../../clinic/availability.js';
import { answer, composed, file, page, route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  const clinicTz = () => app.ctx.config.clinicTz;

  route(app, endpoints.getAvailableDoctors, async (request, { db, now }) => {
    const { appointmentDate, appointmentTime } = request.query;
    assertBookableSlot(appointmentDate, appointmentTime, clinicNow(clinicTz(), now()));
    const availableDoctors = await listAvailableDoctors(db, appointmentDate, appointmentTime);
    const message = availableDoctors.length ? undefined : appointmentMessages.noDoctorsFound;
    return answer({ availableDoctors }, { message, kept: availableDoctors });
  });

  route(app, endpoints.getAvailableSlots, async (request, { db, now }) => {
    // The clinic's clock decides which hours of today have passed.
    const slots = await availableSlotsAt(db, request.query, clinicNow(clinicTz(), now()));
    // Two weeks are half a megabyte of JSON: written from each day's, which is kept with the day.
    const message = hasNoSlot(slots) ? appointmentMessages.noSlotsFound : undefined;
    return composed(slots, 'days', availableSlotsDay, message);
  });

  route(app, endpoints.create, (request, { db, user, now }) =>
    createAppointment(db, user, request.body, app.ctx.config, now()),
  );

  // The path's id is the caller's own (the declaration's pathOwner): the list is the caller's.
  route(app, endpoints.getByPatientId, async (request, { db, user }) =>
    page(await listAppointments(db, user, request.query)),
  );
  route(app, endpoints.getByDoctorId, async (request, { db, user }) =>
    page(await listAppointments(db, user, request.query)),
  );

  route(app, endpoints.getById, (request, { db, user }) => getAppointment(db, user, request.params.id));

  route(app, endpoints.calendar, async (request, { db, user, now }) =>
    file(await ownAppointmentCalendar(db, user, request.params.id, app.ctx.config, now()), CALENDAR_FILE),
  );

  route(app, endpoints.update, async (request, { db, user, now }) => {
    const { appointment, message } = await updateAppointment(db, user, request.body, clinicTz(), now());
    return answer(appointment, { message });
  });
};
export default routes;
