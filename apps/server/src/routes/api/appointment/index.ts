import {
  appointmentCreateBody,
  appointmentMessages,
  appointmentUpdateBody,
  availabilityQuery,
  envelopeOf,
  idParams,
  messages,
  pageQuery,
} from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { appointmentItem, availableDoctorItem } from './schemas.js';

const tags = ['Appointment'];
const listDescription =
  'Mới nhất trước. page, pageSize (tối đa 100) và search là tùy chọn; khi có, kèm meta.';

/** Booking and the appointment lifecycle (spec 7, design 5, permissions.md). */
const routes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const clinicTz = () => app.ctx.config.clinicTz;

  app.get(
    '/GetAvailableDoctors',
    {
      config: { access: ['Patient', 'Admin', 'Manager', 'Staff'] },
      schema: {
        tags,
        summary: 'Bác sĩ còn trống vào một ngày và giờ',
        querystring: availabilityQuery,
        response: { 200: envelopeOf(z.object({ availableDoctors: z.array(availableDoctorItem) })) },
      },
    },
    async (request) => {
      const { appointmentDate, appointmentTime } = request.query;
      assertBookableSlot(appointmentDate, appointmentTime, clinicTz());
      const availableDoctors = await listAvailableDoctors(app.ctx.db, appointmentDate, appointmentTime);
      return ok(
        { availableDoctors },
        availableDoctors.length ? messages.common.ok : appointmentMessages.noDoctorsFound,
      );
    },
  );

  app.post(
    '/Create',
    {
      config: { access: ['Patient'] },
      schema: {
        tags,
        summary: 'Đặt lịch hẹn (bệnh nhân đang đăng nhập)',
        description:
          'patientId lấy từ token; status gửi lên bị bỏ qua, lịch hẹn luôn được tạo với Scheduled.',
        body: appointmentCreateBody,
        response: { 201: envelopeOf(appointmentItem) },
      },
    },
    async (request, reply) => {
      const appointment = await createAppointment(app.ctx.db, caller(request), request.body, clinicTz());
      return reply.status(201).send(ok(appointment, appointmentMessages.created, 201));
    },
  );

  app.get(
    '/GetByPatientId/:id',
    {
      config: { access: ['Patient'] },
      schema: {
        tags,
        summary: 'Lịch hẹn của bệnh nhân (chỉ của chính mình)',
        description: listDescription,
        params: idParams,
        querystring: pageQuery,
        response: { 200: envelopeOf(z.array(appointmentItem)) },
      },
    },
    async (request) => {
      const user = caller(request);
      if (request.params.id !== user.patientId) throw notFound(appointmentMessages.notFound);
      const { items, meta } = await listAppointments(app.ctx.db, user, request.query);
      return ok(items, undefined, 200, meta);
    },
  );

  app.get(
    '/GetByDoctorId/:id',
    {
      config: { access: ['Doctor'] },
      schema: {
        tags,
        summary: 'Lịch hẹn của bác sĩ (chỉ của chính mình; lịch ẩn danh không kèm danh tính bệnh nhân)',
        description: listDescription,
        params: idParams,
        querystring: pageQuery,
        response: { 200: envelopeOf(z.array(appointmentItem)) },
      },
    },
    async (request) => {
      const user = caller(request);
      if (request.params.id !== user.doctorId) throw notFound(appointmentMessages.notFound);
      const { items, meta } = await listAppointments(app.ctx.db, user, request.query);
      return ok(items, undefined, 200, meta);
    },
  );

  app.get(
    '/GetByID/:id',
    {
      config: { access: ['Patient', 'Doctor'] },
      schema: {
        tags,
        summary: 'Một lịch hẹn của bệnh nhân hoặc bác sĩ đang đăng nhập',
        params: idParams,
        response: { 200: envelopeOf(appointmentItem) },
      },
    },
    async (request) => ok(await getAppointment(app.ctx.db, caller(request), request.params.id)),
  );

  app.put(
    '/Update',
    {
      config: { access: ['Patient', 'Doctor'] },
      schema: {
        tags,
        summary: 'Đổi lịch hoặc đổi trạng thái lịch hẹn',
        description:
          'Bệnh nhân: đổi ngày, giờ, bác sĩ, loại hoặc loại xét nghiệm, hoặc hủy, khi lịch hẹn đang Scheduled. ' +
          'Bác sĩ: chấp nhận (Confirmed) hoặc hủy khi lịch hẹn đang Scheduled. Chuyển trạng thái khác: 409.',
        body: appointmentUpdateBody,
        response: { 200: envelopeOf(appointmentItem) },
      },
    },
    async (request) => {
      const { appointment, message } = await updateAppointment(
        app.ctx.db,
        caller(request),
        request.body,
        clinicTz(),
      );
      return ok(appointment, message);
    },
  );
};
export default routes;
