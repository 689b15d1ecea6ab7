import { endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { setAuditSubject } from '../../../audit/request-audit.js';
import { recordSmsCallback, recordZaloCallback } from '../../../messaging/callbacks.js';
import { messagingLog } from '../../../messaging/log.js';
import { sendPhoneCode, verifyPhone } from '../../../messaging/phone.js';
import {
  messagingChannelsOf,
  messagingPreferencesOf,
  saveMessagingPreferences,
} from '../../../messaging/preferences.js';
import { page, route } from '../../register.js';

const { messaging } = endpoints;

/** The patient's own channels and phone (the caller's patient id, never one from the request), and the admins' log. */
const routes: FastifyPluginAsync<{ rateLimit?: number }> = async (app, opts) => {
  const { config } = app.ctx;
  const own = (patientId: number | null) => patientId as number;
  const limited = { rateLimit: { max: opts.rateLimit ?? 20, timeWindow: '1 minute' } };

  route(app, messaging.preferences, (request, { db, user }) => {
    setAuditSubject(request, { patientId: user.patientId, recordId: null });
    return messagingPreferencesOf(db, config, own(user.patientId));
  });
  route(app, messaging.savePreferences, (request, { db, user, now }) => {
    setAuditSubject(request, { patientId: user.patientId, recordId: null });
    return saveMessagingPreferences(db, config, own(user.patientId), request.body, now());
  });
  route(
    app,
    messaging.sendPhoneCode,
    async (request, { db, user, now }) => {
      setAuditSubject(request, { patientId: user.patientId, recordId: null });
      await sendPhoneCode(db, config, config.jwtSecret, own(user.patientId), now());
      return null;
    },
    limited,
  );
  route(
    app,
    messaging.verifyPhone,
    async (request, { db, user, now }) => {
      setAuditSubject(request, { patientId: user.patientId, recordId: null });
      await verifyPhone(db, config.jwtSecret, own(user.patientId), request.body.code, now());
      return null;
    },
    limited,
  );
  route(app, messaging.channels, async () => messagingChannelsOf(config));
  route(app, messaging.smsCallback, async (request, { db, now }) => {
    await recordSmsCallback(db, config, request.query, now());
    return null;
  });
  route(app, messaging.zaloCallback, async (request, { db, now }) => {
    const signature = request.headers['x-zevent-signature'];
    const given = typeof signature === 'string' ? signature : undefined;
    await recordZaloCallback(db, config, request.body, request.rawBody ?? '', given, now());
    return null;
  });
  route(app, messaging.log, async (request, { db }) => page(await messagingLog(db, request.query)));
};

export default routes;
