import { type Endpoint, emailEndpoints as endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { confirmEmailChange, confirmEmailChangeByLink } from '../../../accounts/email-change.js';
import {
  resetPassword,
  sendPasswordResetCode,
  sendVerificationCode,
  verifyPatient,
} from '../../../accounts/verification.js';
import { type EndpointHandler, route } from '../../register.js';

const routes: FastifyPluginAsync<{ rateLimit?: number }> = async (app, opts) => {
  const config = { rateLimit: { max: opts.rateLimit ?? 20, timeWindow: '1 minute' } };
  const secret = app.ctx.config.jwtSecret;
  const limited = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) =>
    route(app, endpoint, handler, config);

  limited(endpoints.sendEmail, async (request, { db }) => {
    await sendVerificationCode(db, secret, request.body.email);
    return null;
  });

  limited(endpoints.verifyPatient, async (request, { db }) => {
    await verifyPatient(db, secret, request.body.email, request.body.verifyCode);
    return null;
  });

  limited(endpoints.sendForgotPasswordEmail, async (request, { db }) => {
    await sendPasswordResetCode(db, secret, request.body.email);
    return null;
  });

  limited(endpoints.resetPassword, async (request, { db }) => {
    await resetPassword(db, secret, request.body);
    return null;
  });

  limited(endpoints.confirmEmailChange, async (request, { db, user }) => ({
    email: await confirmEmailChange(db, secret, user.userId, request.body.verifyCode),
  }));

  limited(endpoints.confirmEmailChangeLink, async (request, { db }) => ({
    email: await confirmEmailChangeByLink(db, secret, request.body.token),
  }));
};
export default routes;
