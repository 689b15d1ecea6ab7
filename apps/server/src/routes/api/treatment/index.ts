import {
  clinicalMessages,
  clinicNow,
  envelopeOf,
  pageQuery,
  treatmentCreateBody,
  treatmentCreated,
  treatmentItem,
} from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTreatment, listTreatments } from '../../../clinic/treatments.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';

const tags = ['Treatment'];

/** Treatments (permissions: create D own; read P own, D own; never A M S). */
const routes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // "After today" is judged in clinic time at each request, not at start-up.
  const createBody = treatmentCreateBody(() => clinicNow(app.ctx.config.clinicTz).date);

  app.get(
    '/GetAll',
    {
      config: { access: ['Patient', 'Doctor'] },
      schema: {
        tags,
        summary: 'Phác đồ điều trị của người gọi',
        description: 'page, pageSize (tối đa 100) và search (bệnh nhân, bác sĩ, phác đồ) là tùy chọn.',
        querystring: pageQuery,
        response: { 200: envelopeOf(z.array(treatmentItem)) },
      },
    },
    async (request) => {
      const { items, meta } = await listTreatments(app.ctx.db, caller(request), request.query);
      return ok(items, undefined, 200, meta);
    },
  );

  app.post(
    '/Create',
    {
      config: { access: ['Doctor'] },
      schema: {
        tags,
        summary: 'Kê phác đồ điều trị; hoàn thành cuộc hẹn và gửi email cho bệnh nhân',
        body: createBody,
        response: { 201: envelopeOf(treatmentCreated) },
      },
    },
    async (request, reply) => {
      const created = await createTreatment(app.ctx.db, caller(request), request.body);
      return reply.status(201).send(ok(created, clinicalMessages.treatmentCreated, 201));
    },
  );
};
export default routes;
