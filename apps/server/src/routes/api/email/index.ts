import { type Endpoint, emailEndpoints as endpoints, messages } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { confirmEmailChange } from '../../../accounts/email-change.js';
import {
  resetPassword,
  sendPasswordResetCode,
  sendVerificationCode,
  verifyPatient,
} from '../../../accounts/verification.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { type EndpointHandler, route } from '../../register.js';

const routes: FastifyPluginAsync<{ rateLimit?: number }> = async (app, opts) => {
  const config = { rateLimit: { max: opts.rateLimit ?? 20, timeWindow: '1 minute' } };
  const secret = app.ctx.config.jwtSecret;
  const limited = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) =>
    route(app, endpoint, handler, config);

  limited(endpoints.sendEmail, async (request) => {
    await sendVerificationCode(app.ctx.db, secret, request.body.email);
    return ok(null, messages.auth.codeSent);
  });

  limited(endpoints.verifyPatient, async (request) => {
    await verifyPatient(app.ctx.db, secret, request.body.email, request.body.verifyCode);
    return ok(null, messages.auth.verifySuccess);
  });

  limited(endpoints.sendForgotPasswordEmail, async (request) => {
    await sendPasswordResetCode(app.ctx.db, secret, request.body.email);
    return ok(null, messages.auth.codeSent);
  });

  limited(endpoints.resetPassword, async (request) => {
    await resetPassword(app.ctx.db, secret, request.body);
    return ok(null, messages.auth.resetSuccess);
  });

  limited(endpoints.confirmEmailChange, async (request) => {
    const email = await confirmEmailChange(
      app.ctx.db,
      secret,
      caller(request).userId,
      request.body.verifyCode,
    );
    return ok({ email }, messages.auth.emailChangeConfirmed);
  });
};
export default routes;
