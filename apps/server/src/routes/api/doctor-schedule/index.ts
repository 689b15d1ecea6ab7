import {
  type DoctorSchedule,
  envelopeOf,
  idParams,
  type Role,
  scheduleCreateBody,
  scheduleMessages,
  scheduleUpdateBody,
  WEEKDAYS,
} from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSchedule,
  deleteSchedule,
  getSchedule,
  listSchedules,
  updateSchedule,
} from '../../../clinic/schedules.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';

const tags = ['DoctorSchedule'];

/** permissions.md: A M S manage every schedule, a doctor their own (others' answer 404). */
const MANAGERS: readonly Role[] = ['Admin', 'Manager', 'Staff'];
const MANAGERS_AND_DOCTOR: readonly Role[] = [...MANAGERS, 'Doctor'];

const scheduleItem = z.object({
  scheduleId: z.number().int(),
  doctorId: z.number().int(),
  workDay: z.enum(WEEKDAYS),
  startTime: z.string(),
  endTime: z.string(),
  fullName: z.string(),
}) satisfies z.ZodType<DoctorSchedule>;

/** Doctors' weekly working schedules (spec 2, 7; design 5). Times are answered HH:mm:ss. */
const routes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/GetAll',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary: 'Tất cả lịch làm việc, Thứ Hai..Chủ Nhật rồi theo bác sĩ',
        response: { 200: envelopeOf(z.array(scheduleItem)) },
      },
    },
    async (request) => ok(await listSchedules(app.ctx.db, caller(request))),
  );

  app.get(
    '/GetByDoctorId/:id',
    {
      config: { access: MANAGERS_AND_DOCTOR },
      schema: {
        tags,
        summary: 'Lịch làm việc của một bác sĩ, Thứ Hai..Chủ Nhật',
        params: idParams,
        response: { 200: envelopeOf(z.array(scheduleItem)) },
      },
    },
    async (request) => ok(await listSchedules(app.ctx.db, caller(request), request.params.id)),
  );

  app.get(
    '/GetById/:id',
    {
      config: { access: MANAGERS_AND_DOCTOR },
      schema: {
        tags,
        summary: 'Một lịch làm việc, kèm tên bác sĩ',
        params: idParams,
        response: { 200: envelopeOf(scheduleItem) },
      },
    },
    async (request) => ok(await getSchedule(app.ctx.db, caller(request), request.params.id)),
  );

  app.post(
    '/Create',
    {
      config: { access: MANAGERS_AND_DOCTOR },
      schema: {
        tags,
        summary: 'Tạo lịch làm việc (một lịch cho mỗi bác sĩ mỗi ngày trong tuần)',
        body: scheduleCreateBody,
        response: { 201: envelopeOf(scheduleItem) },
      },
    },
    async (request, reply) => {
      const schedule = await createSchedule(app.ctx.db, caller(request), request.body);
      return reply.status(201).send(ok(schedule, scheduleMessages.created, 201));
    },
  );

  app.put(
    '/Update',
    {
      config: { access: MANAGERS_AND_DOCTOR },
      schema: {
        tags,
        summary: 'Đổi giờ bắt đầu và kết thúc của một lịch làm việc',
        body: scheduleUpdateBody,
        response: { 200: envelopeOf(scheduleItem) },
      },
    },
    async (request) =>
      ok(await updateSchedule(app.ctx.db, caller(request), request.body), scheduleMessages.updated),
  );

  app.delete(
    '/Delete/:id',
    {
      config: { access: MANAGERS_AND_DOCTOR },
      schema: {
        tags,
        summary: 'Xóa một lịch làm việc',
        params: idParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await deleteSchedule(app.ctx.db, caller(request), request.params.id);
      return ok(null, scheduleMessages.deleted);
    },
  );
};
export default routes;
