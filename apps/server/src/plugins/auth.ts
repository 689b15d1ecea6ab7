import { randomUUID } from 'node:crypto';
import { type Access, messages, parseRole, type Role, SESSION_MAX_SECONDS } from '@clinic/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { type ChangeFeed, type Stamp, topics } from '../db/change-feed.js';
import type { Db } from '../db/client.js';
import { doctors, patients, revokedTokens, sessionActivity, users } from '../db/schema.js';
import { labConnectionOf } from '../lab/connections.js';
import { HttpError } from '../lib/http-error.js';

export interface AuthUser {
  userId: number;
  role: Role;
  fullName: string;
  patientId: number | null;
  doctorId: number | null;
  /** The token of this request (its jti and expiry, in seconds), which logout revokes. */
  token: { jti: string; exp: number };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A laboratory connection's key may call the route too (packages/contract/src/endpoints/define.ts). */
    labKey?: true;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
    /** The laboratory connection whose key called, on a route that takes one. */
    labConnection: { connectionId: number; name: string } | null;
  }
}

export interface TokenService {
  sign(user: { userId: number; role: Role; tokenVersion: number }): Promise<string>;
}

/** Verified tokens, and account states read for them, that a process keeps (a few hundred bytes each). */
const TOKENS_KEPT = 10_000;

/** Adds to a map that keeps at most TOKENS_KEPT entries: the oldest goes first (a Map keeps insertion order). */
function keep<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  if (map.size >= TOKENS_KEPT) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

const unauthorized = () => new HttpError(401, messages.auth.tokenInvalid);

/**
 * A session's last activity is written at most this often. In between, a replica that wrote it knows the session is
 * not idle without asking: the row it wrote is younger than this, far younger than any idle timeout.
 */
const ACTIVITY_WRITE_MS = 60_000;

export function registerAuth(
  app: FastifyInstance,
  db: Db,
  feed: ChangeFeed,
  secret: string,
  ttlSeconds: number,
): TokenService {
  const key = new TextEncoder().encode(secret);
  // Prepared once per connection: it is not planned again each time it runs.
  const accountState = db
    .select({
      role: users.role,
      fullName: users.fullName,
      isActive: users.isActive,
      isVerified: users.isVerified,
      tokenVersion: users.tokenVersion,
      patientId: patients.patientId,
      doctorId: doctors.doctorId,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
    })
    .from(users)
    .leftJoin(patients, eq(patients.userId, users.userId))
    .leftJoin(doctors, eq(doctors.userId, users.userId))
    .where(eq(users.userId, sql.placeholder('userId')))
    .prepare('auth_account_state');
  // The database's clock decides, so replicas with skewed clocks agree on when a session went idle.
  const touchSession = db
    .update(sessionActivity)
    .set({ lastActiveAt: sql`now()` })
    .where(
      and(
        eq(sessionActivity.jti, sql.placeholder('jti')),
        sql`${sessionActivity.lastActiveAt} > now() - make_interval(secs => ${sql.placeholder('idleSeconds')})`,
      ),
    )
    .returning({ jti: sessionActivity.jti })
    .prepare('auth_session_touch');

  /**
   * Payloads of tokens whose signature this process has checked. A signature check gives the same answer every
   * time for the same token, and it was a tenth of a request's CPU; expiry is checked again on every use, and
   * nothing about the account is kept here.
   */
  const verified = new Map<string, JWTPayload & { exp: number }>();

  async function verifiedPayload(token: string): Promise<JWTPayload> {
    const known = verified.get(token);
    if (known) {
      if (known.exp > Date.now() / 1000) return known;
      verified.delete(token);
      throw unauthorized();
    }
    let payload: JWTPayload;
    try {
      // A token without an expiry would live for ever, one without an id could not be revoked.
      ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'jti'] }));
    } catch {
      throw unauthorized();
    }
    if (typeof payload.exp === 'number') {
      keep(verified, token, { ...payload, exp: payload.exp });
    }
    return payload;
  }

  type AccountState = Awaited<ReturnType<typeof accountState.execute>>[number] | undefined;
  /** Account states by token id, each with the change feed's stamp of when it was read. */
  const states = new Map<string, { userId: number; stamp: Stamp; state: AccountState }>();

  /**
   * The account's current state and whether this token was revoked, as the database has them now: kept per token
   * until the feed tells of a change to either (migration 0009 notifies both at commit), and read again after.
   * Without a listening feed, read on every call (docs/decisions/0013).
   */
  async function currentState(userId: number, jti: string): Promise<AccountState> {
    if (!(await feed.caughtUp())) return (await accountState.execute({ userId, jti }))[0];
    const known = states.get(jti);
    if (known?.userId === userId && !feed.changedSince(known.stamp, topics.user(userId), topics.token(jti))) {
      return known.state;
    }
    const stamp = feed.stamp();
    const [state] = await accountState.execute({ userId, jti });
    keep(states, jti, { userId, stamp, state });
    return state;
  }

  /** When this process last wrote each token's activity, by the app's clock (ctx.now, which tests move). */
  const touched = new Map<string, number>();

  /**
   * An authenticated request is the session's activity: it is written down, at most once a minute, unless the
   * session has been idle for SESSION_IDLE_TIMEOUT (a token without a row was never signed here or is long gone).
   */
  async function touch(jti: string): Promise<void> {
    const now = app.ctx.now().getTime();
    const last = touched.get(jti);
    if (last !== undefined && now - last < ACTIVITY_WRITE_MS) return;
    const idleSeconds = app.ctx.config.sessionIdleSeconds;
    if ((await touchSession.execute({ jti, idleSeconds })).length === 0) {
      touched.delete(jti);
      throw new HttpError(401, messages.auth.sessionIdle(Math.ceil(idleSeconds / 60)));
    }
    keep(touched, jti, now);
  }

  /**
   * The token is only a pointer: the user's current state (active, role, token version) and whether this very
   * token was revoked by a logout decide on each call.
   */
  async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    const payload = await verifiedPayload(match[1] as string);
    const userId = Number(payload.sub);
    const role = parseRole(payload.role);
    const { jti, exp } = payload;
    if (!Number.isInteger(userId) || !role) throw unauthorized();
    if (typeof jti !== 'string' || jti.length === 0 || jti.length > 64 || typeof exp !== 'number') {
      throw unauthorized();
    }
    const row = await currentState(userId, jti);
    if (
      !row?.isActive ||
      !row.isVerified ||
      row.role !== role ||
      row.tokenVersion !== payload.tv ||
      row.revoked
    ) {
      throw unauthorized();
    }
    await touch(jti);
    return {
      userId,
      role,
      fullName: row.fullName,
      patientId: row.patientId,
      doctorId: row.doctorId,
      token: { jti, exp },
    };
  }

  app.decorateRequest('auth', null);
  app.decorateRequest('labConnection', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access)`);
    }
    // The response schema is also what keeps the fields it does not list out of an answer.
    if (route.url.startsWith('/api/') && route.schema?.response === undefined) {
      throw new Error(`Route ${route.method} ${route.url} does not declare its response schema`);
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
    if (request.routeOptions.config?.labKey) {
      const key = /^Bearer\s+(lab_\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (key !== undefined) {
        request.labConnection = await labConnectionOf(db, key);
        if (!request.labConnection) throw unauthorized();
        return;
      }
    }
    const user = await authenticate(request);
    if (!user) throw unauthorized();
    // Known before the role is judged: a refusal is logged against who asked (src/audit/request-audit.ts).
    request.auth = user;
    if (!access.includes(user.role)) throw new HttpError(403, messages.common.forbidden);
  });

  return {
    async sign({ userId, role, tokenVersion }) {
      const jti = randomUUID();
      // However it was configured, no token outlives the absolute session lifetime.
      const exp = Math.floor(Date.now() / 1000) + Math.min(ttlSeconds, SESSION_MAX_SECONDS);
      const token = await new SignJWT({ role, tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
      await db.insert(sessionActivity).values({ jti, expiresAt: new Date(exp * 1000) });
      keep(touched, jti, app.ctx.now().getTime());
      // A row is useless once its token would have expired anyway; an occasional sweep keeps the table small.
      if (Math.random() < 0.05) {
        await db.delete(sessionActivity).where(lt(sessionActivity.expiresAt, sql`now()`));
      }
      return token;
    },
  };
}

/** The authenticated caller of a non-public route (the onRequest hook guarantees it). */
export function caller(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
