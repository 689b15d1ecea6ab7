import {
  adminMessages,
  certificateCreateBody,
  certificateUpdateBody,
  idParams,
  pageQuery,
} from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CERTIFICATE_MANAGERS,
  createCertificate,
  deleteCertificate,
  getCertificate,
  listCertificates,
  updateCertificate,
} from '../../../admin/certificates.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { envelopeOf } from '../category/schemas.js';

const tags = ['DoctorCertificate'];

const certificateItem = z.object({
  certificateId: z.number().int(),
  doctorId: z.number().int(),
  certificateName: z.string(),
  issuedBy: z.string(),
  issueDate: z.string(),
  expiryDate: z.string().nullable(),
  certificateImage: z.string().nullable(),
  fullName: z.string(),
});

/** Doctor certificates (permissions: A M S read and write all; a doctor reads only their own). */
const routes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const readers = { access: [...CERTIFICATE_MANAGERS, 'Doctor'] as const };
  const writers = { access: CERTIFICATE_MANAGERS };

  app.get(
    '/GetAll',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Danh sách chứng chỉ (bác sĩ: chỉ của mình)',
        description: 'page, pageSize (tối đa 100) và search (tên, nơi cấp, tên bác sĩ) là tùy chọn.',
        querystring: pageQuery,
        response: { 200: envelopeOf(z.array(certificateItem)) },
      },
    },
    async (request) => {
      const { items, meta } = await listCertificates(app.ctx.db, caller(request), request.query);
      return ok(items, undefined, 200, meta);
    },
  );

  app.get(
    '/GetById/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Một chứng chỉ (ngày dạng yyyy-MM-dd)',
        params: idParams,
        response: { 200: envelopeOf(certificateItem) },
      },
    },
    async (request) => ok(await getCertificate(app.ctx.db, caller(request), request.params.id)),
  );

  app.post(
    '/Create',
    {
      config: writers,
      schema: {
        tags,
        summary: 'Thêm chứng chỉ',
        body: certificateCreateBody,
        response: { 201: envelopeOf(certificateItem) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createCertificate(app.ctx.db, request.body), adminMessages.certificateCreated, 201)),
  );

  app.put(
    '/Update',
    {
      config: writers,
      schema: {
        tags,
        summary: 'Cập nhật chứng chỉ',
        body: certificateUpdateBody,
        response: { 200: envelopeOf(certificateItem) },
      },
    },
    async (request) => {
      const { certificateId, ...input } = request.body;
      return ok(await updateCertificate(app.ctx.db, certificateId, input), adminMessages.certificateUpdated);
    },
  );

  app.delete(
    '/Delete/:id',
    {
      config: writers,
      schema: {
        tags,
        summary: 'Xóa hẳn một chứng chỉ',
        params: idParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await deleteCertificate(app.ctx.db, request.params.id);
      return ok(null, adminMessages.certificateDeleted);
    },
  );
};
export default routes;
