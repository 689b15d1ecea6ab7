import {
  clinicalMessages,
  envelopeOf,
  idField,
  idParams,
  pageQuery,
  testResultCreateBody,
  testResultItem,
  testResultUpdateBody,
} from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTestResult,
  findTestResult,
  listTestResults,
  updateTestResult,
} from '../../../clinic/results.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';

const tags = ['TestResult'];

/**
 * Test results (permissions: P own, D own; staff and managers never receive them, nor does the admin). A result
 * that is not the caller's answers 404, as if it did not exist.
 */
const routes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const readers = { access: ['Patient', 'Doctor'] as const };

  app.get(
    '/GetAll',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Kết quả xét nghiệm của người gọi',
        description:
          'page, pageSize (tối đa 100) và search (bệnh nhân, bác sĩ, loại xét nghiệm, kết quả) là tùy chọn.',
        querystring: pageQuery,
        response: { 200: envelopeOf(z.array(testResultItem)) },
      },
    },
    async (request) => {
      const { items, meta } = await listTestResults(app.ctx.db, caller(request), request.query);
      return ok(items, undefined, 200, meta);
    },
  );

  app.get(
    '/GetByID/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Một kết quả xét nghiệm',
        params: idParams,
        response: { 200: envelopeOf(testResultItem) },
      },
    },
    async (request) =>
      ok(await findTestResult(app.ctx.db, caller(request), { testResultId: request.params.id })),
  );

  app.get(
    '/GetByAppointmentId/:appointmentId',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Kết quả xét nghiệm của một cuộc hẹn',
        params: z.strictObject({ appointmentId: idField }),
        response: { 200: envelopeOf(testResultItem) },
      },
    },
    async (request) =>
      ok(await findTestResult(app.ctx.db, caller(request), { appointmentId: request.params.appointmentId })),
  );

  app.post(
    '/Create',
    {
      config: { access: ['Doctor'] },
      schema: {
        tags,
        summary: 'Nhập kết quả xét nghiệm cho cuộc hẹn đã chấp nhận',
        body: testResultCreateBody,
        response: { 201: envelopeOf(testResultItem) },
      },
    },
    async (request, reply) => {
      const result = await createTestResult(app.ctx.db, caller(request), request.body);
      return reply.status(201).send(ok(result, clinicalMessages.resultCreated, 201));
    },
  );

  app.put(
    '/Update',
    {
      config: { access: ['Doctor'] },
      schema: {
        tags,
        summary: 'Sửa giá trị và ghi chú của một kết quả xét nghiệm (bác sĩ của cuộc hẹn)',
        description:
          'Gửi cả kết quả như đã tải: appointmentId phải là cuộc hẹn của kết quả; patientId, doctorId và ' +
          'testTypeId nếu gửi phải trùng với kết quả và không bao giờ được ghi.',
        body: testResultUpdateBody,
        response: { 200: envelopeOf(testResultItem) },
      },
    },
    async (request) =>
      ok(await updateTestResult(app.ctx.db, caller(request), request.body), clinicalMessages.resultUpdated),
  );
};
export default routes;
