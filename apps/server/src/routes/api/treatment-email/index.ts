import { clinicalMessages, envelopeOf, treatmentEmailBody } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendTreatmentEmail } from '../../../clinic/treatments.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';

/**
 * POST /Email/SendTreatmentCreatedEmail (permissions: D own). Shares the /Email prefix with the public code
 * e-mails but not their rate limit or their public access, hence its own plugin.
 */
const routes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/SendTreatmentCreatedEmail',
    {
      config: { access: ['Doctor'] },
      schema: {
        tags: ['Email'],
        summary: 'Gửi email thông báo phác đồ cho bệnh nhân (không gửi lần thứ hai)',
        body: treatmentEmailBody,
        response: {
          200: envelopeOf(z.object({ treatmentId: z.number().int(), queued: z.boolean() })),
        },
      },
    },
    async (request) => {
      const result = await sendTreatmentEmail(app.ctx.db, caller(request), request.body.treatmentId);
      return ok(
        result,
        result.queued ? clinicalMessages.treatmentMailQueued : clinicalMessages.treatmentMailAlreadyQueued,
      );
    },
  );
};
export default routes;
