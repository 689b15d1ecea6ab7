import {
  type DoctorCard,
  type doctorUpdateBody,
  type Endpoint,
  type Envelope,
  type idParams,
  messages,
  type Profile,
  type patientUpdateBody,
  type Role,
  type staffLikeUpdateBody,
} from '@clinic/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { readView, updateMode } from '../../../accounts/policy.js';
import {
  findProfile,
  isDoctorProfile,
  isPatientProfile,
  type ProfileChanges,
  requestedEmail,
  toDoctorCard,
  updateProfile,
} from '../../../accounts/profiles.js';
import type { Db } from '../../../db/client.js';
import { forbidden, notFound } from '../../../lib/http-error.js';
import { answer, route } from '../../register.js';

type UpdateBody =
  | z.output<typeof staffLikeUpdateBody>
  | z.output<typeof doctorUpdateBody>
  | z.output<typeof patientUpdateBody>;

/**
 * The GET and the update of one role's profiles. The five roles answer different shapes, which the data layer
 * only tells apart at run time, so the handlers are typed by what every role shares; each route's own response
 * schema still decides which fields leave the server.
 */
interface ProfileEndpoints {
  role: Role;
  getById: Omit<Endpoint, 'access' | 'params' | 'response'> & {
    access: readonly Role[];
    params: typeof idParams;
    response: z.ZodType<unknown, Envelope<Profile | DoctorCard>>;
  };
  update: Omit<Endpoint, 'access' | 'body' | 'response'> & {
    access: readonly Role[];
    body: z.ZodType<UpdateBody>;
    response: z.ZodType<unknown, Envelope<Profile>>;
  };
}

const hidden = () => notFound(messages.common.notFound);

/**
 * The profile a body names: by userId, or a doctor by doctorId alone (the contract requires one of the two).
 * When both are sent, idsMatch then requires them to name the same doctor; a mismatch answers 404 like any
 * profile out of reach, so that the answer never tells which of the two ids exists.
 */
function findTarget(db: Db, role: Role, body: UpdateBody): Promise<Profile | null> {
  if (body.userId !== undefined) return findProfile(db, role, { userId: body.userId });
  if ('doctorId' in body && body.doctorId !== undefined) return findProfile(db, role, { id: body.doctorId });
  return Promise.resolve(null);
}

/** The body's own ids (doctorId / patientId) must name the same record as its userId. */
function idsMatch(body: UpdateBody, target: Profile): boolean {
  if ('doctorId' in body && body.doctorId !== undefined) {
    return isDoctorProfile(target) && target.doctorId === body.doctorId;
  }
  if ('patientId' in body && body.patientId !== undefined) {
    return isPatientProfile(target) && target.patientId === body.patientId;
  }
  return true;
}

/** The writable fields of a validated body; username and the ids are never written. */
function changesOf(body: UpdateBody, mode: 'own' | 'any'): ProfileChanges {
  const { userId: _u, isActive, ...rest } = body;
  const {
    username: _n,
    doctorId: _d,
    patientId: _p,
    ...fields
  } = rest as typeof rest & { username?: string; doctorId?: number; patientId?: number };
  // Only an administrator of the account changes isActive; the subject's own `isActive: true` is a no-op.
  return { ...fields, ...(mode === 'any' && isActive !== undefined && { isActive }) };
}

/** GET /{Role}/GetByID/:id and PUT /{role}/Update for one role; the rules come from accounts/policy. */
export function registerProfileRoutes(
  app: FastifyInstance,
  { role, getById, update }: ProfileEndpoints,
): void {
  route(app, getById, async (request, { db, user }) => {
    const target = await findProfile(db, role, { id: request.params.id });
    const view = target ? readView(user, target) : null;
    if (!target || !view) throw hidden();
    return view === 'card' && isDoctorProfile(target) ? toDoctorCard(target) : target;
  });

  route(app, update, async (request, { db, user, today }) => {
    const body: UpdateBody = request.body;
    const target = await findTarget(db, role, body);
    const mode = target ? updateMode(user, target) : null;
    if (!target || !mode || !idsMatch(body, target)) throw hidden();
    if (mode === 'own' && body.isActive === false) throw forbidden(messages.profile.cannotDeactivateSelf);
    const changes = changesOf(body, mode);
    const linkBase = app.ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
    const updated = await updateProfile(db, target, changes, app.ctx.config.jwtSecret, today, linkBase);
    // A new e-mail waits for its code: the answer says so, whether or not the mail could go out.
    const emailPending = requestedEmail(target, changes) !== undefined;
    return emailPending ? answer(updated, { message: messages.profile.emailChangePending }) : updated;
  });
}
