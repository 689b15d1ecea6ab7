import {
  confirmEmailChangeBody,
  emailBody,
  envelopeOf,
  messages,
  ROLES,
  resetPasswordBody,
  verifyPatientBody,
} from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmEmailChange } from '../../../accounts/email-change.js';
import {
  resetPassword,
  sendPasswordResetCode,
  sendVerificationCode,
  verifyPatient,
} from '../../../accounts/verification.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';

/**
 * Verification, password-reset and e-mail change codes. The "send" calls answer the same whether or not the
 * e-mail exists and whether or not its mail was capped.
 */
const routes: FastifyPluginAsync<{ rateLimit?: number }> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = {
    access: 'public',
    rateLimit: { max: opts.rateLimit ?? 20, timeWindow: '1 minute' },
  } as const;
  const secret = app.ctx.config.jwtSecret;
  const tags = ['Email'];

  app.post(
    '/SendEmail',
    { config, schema: { tags, summary: 'Gửi mã xác thực email', body: emailBody } },
    async (request) => {
      await sendVerificationCode(app.ctx.db, secret, request.body.email);
      return ok(null, messages.auth.codeSent);
    },
  );

  app.post(
    '/VerifyPatient',
    { config, schema: { tags, summary: 'Xác thực email bệnh nhân', body: verifyPatientBody } },
    async (request) => {
      await verifyPatient(app.ctx.db, secret, request.body.email, request.body.verifyCode);
      return ok(null, messages.auth.verifySuccess);
    },
  );

  app.post(
    '/SendForgotPasswordEmail',
    { config, schema: { tags, summary: 'Gửi mã đặt lại mật khẩu', body: emailBody } },
    async (request) => {
      await sendPasswordResetCode(app.ctx.db, secret, request.body.email);
      return ok(null, messages.auth.codeSent);
    },
  );

  app.post(
    '/ResetPassword',
    { config, schema: { tags, summary: 'Đặt lại mật khẩu', body: resetPasswordBody } },
    async (request) => {
      await resetPassword(app.ctx.db, secret, request.body);
      return ok(null, messages.auth.resetSuccess);
    },
  );

  app.post(
    '/ConfirmEmailChange',
    {
      config: { access: ROLES, rateLimit: config.rateLimit },
      schema: {
        tags,
        summary: 'Xác nhận email mới bằng mã đã gửi tới địa chỉ đó (người dùng đã đăng nhập)',
        body: confirmEmailChangeBody,
        response: { 200: envelopeOf(z.object({ email: z.string() })) },
      },
    },
    async (request) => {
      const email = await confirmEmailChange(
        app.ctx.db,
        secret,
        caller(request).userId,
        request.body.verifyCode,
      );
      return ok({ email }, messages.auth.emailChangeConfirmed);
    },
  );
};
export default routes;
