import { envelopeOf } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appointmentsLastSixMonths, doctorCounts, systemCounts } from '../../../admin/statistics.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';

const n = z.number().int();
const monthItem = z.object({ month: n, year: n, label: z.string(), count: n });
const systemCountsSchema = z.object({
  scope: z.literal('system'),
  patients: n,
  doctors: n,
  staff: n,
  accountsTotal: n,
  articles: n,
  treatments: n,
  regimens: n,
  testTypes: n,
  testResults: n,
  arvComponents: n,
  appointments: n,
});
const doctorCountsSchema = z.object({
  scope: z.literal('doctor'),
  patients: n,
  testResults: n,
  appointments: n,
});

/** GET /AdminDashboard/GetAppointmentsLast6Months (Admin). */
export const adminDashboardRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/GetAppointmentsLast6Months',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['Statistics'],
        summary: 'Số lịch khám theo tháng: tháng hiện tại và 5 tháng trước (giờ phòng khám), cũ nhất trước',
        description: 'Đếm mọi lịch hẹn theo ngày khám, mọi trạng thái; tháng không có lịch trả count 0.',
        response: { 200: envelopeOf(z.array(monthItem)) },
      },
    },
    async () => ok(await appointmentsLastSixMonths(app.ctx.db, app.ctx.config.clinicTz)),
  );
};

/** GET /Statistics/Counts: the dashboard numbers, never rows (permissions: A all; M S counts; D own). */
const routes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/Counts',
    {
      config: { access: ['Admin', 'Manager', 'Staff', 'Doctor'] },
      schema: {
        tags: ['Statistics'],
        summary:
          'Số liệu thống kê theo vai trò: Admin, Manager, Staff toàn hệ thống; Doctor số liệu của mình',
        description:
          'Admin, Manager, Staff: { scope: "system", patients, doctors, staff, accountsTotal, articles, treatments, ' +
          'regimens, testTypes, testResults, arvComponents, appointments } — tài khoản chỉ tính đã xác thực và đang ' +
          'hoạt động; accountsTotal = patients + doctors + staff; loại xét nghiệm, thành phần ARV, phác đồ chỉ tính ' +
          'bản ghi đang hoạt động. Doctor: { scope: "doctor", patients (số bệnh nhân khác nhau trong lịch hẹn của ' +
          'mình, không tính lịch hẹn ẩn danh), testResults, appointments } của chính mình.',
        response: {
          200: envelopeOf(z.discriminatedUnion('scope', [systemCountsSchema, doctorCountsSchema])),
        },
      },
    },
    async (request) => {
      const user = caller(request);
      if (user.role === 'Doctor') return ok(await doctorCounts(app.ctx.db, user.doctorId ?? -1));
      return ok(await systemCounts(app.ctx.db));
    },
  );
};
export default routes;
