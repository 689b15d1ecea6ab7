import { messages, parseRole, type Role } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.js';
import { doctors, patients, users } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';

/** Who may call a route: 'public' (a token is read when present) or the list of roles allowed. */
export type Access = 'public' | readonly Role[];

export interface AuthUser {
  userId: number;
  role: Role;
  fullName: string;
  patientId: number | null;
  doctorId: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

export interface TokenService {
  sign(user: { userId: number; role: Role; tokenVersion: number }): Promise<string>;
}

const unauthorized = () => new HttpError(401, messages.auth.tokenInvalid);

export function registerAuth(app: FastifyInstance, db: Db, secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);

  /** The token is only a pointer: the user's current state (active, role, token version) is read on each call. */
  async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(match[1] as string, key, { algorithms: ['HS256'] }));
    } catch {
      throw unauthorized();
    }
    const userId = Number(payload.sub);
    const role = parseRole(payload.role);
    if (!Number.isInteger(userId) || !role) throw unauthorized();
    const [row] = await db
      .select({
        userId: users.userId,
        role: users.role,
        fullName: users.fullName,
        isActive: users.isActive,
        isVerified: users.isVerified,
        tokenVersion: users.tokenVersion,
        patientId: patients.patientId,
        doctorId: doctors.doctorId,
      })
      .from(users)
      .leftJoin(patients, eq(patients.userId, users.userId))
      .leftJoin(doctors, eq(doctors.userId, users.userId))
      .where(eq(users.userId, userId));
    if (!row?.isActive || !row.isVerified || row.role !== role || row.tokenVersion !== payload.tv) {
      throw unauthorized();
    }
    return { userId, role, fullName: row.fullName, patientId: row.patientId, doctorId: row.doctorId };
  }

  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    if (access === 'public') {
      // A stale token on a public page must not break it: the caller is simply treated as a visitor.
      request.auth = await authenticate(request).catch(() => null);
      return;
    }
    const user = await authenticate(request);
    if (!user) throw unauthorized();
    if (!access.includes(user.role)) throw new HttpError(403, messages.common.forbidden);
    request.auth = user;
  });

  return {
    sign: ({ userId, role, tokenVersion }) =>
      new SignJWT({ role, tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
  };
}

/** The authenticated caller of a non-public route (the onRequest hook guarantees it). */
export function caller(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
