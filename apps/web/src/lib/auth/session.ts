import { parseRole, type Role, type UserDetails } from '@clinic/contract';
import { LAST_ACTIVITY_KEY } from './idle-model';

/** The session in local browser storage: token, userDetails, userRole. */
export const STORAGE_KEYS = { token: 'token', userDetails: 'userDetails', userRole: 'userRole' } as const;

export const SESSION_EXPIRED_MESSAGE = 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.';

export interface Session {
  token: string;
  user: UserDetails;
  /** Read from the token, as required; falls back to the stored user details. */
  role: Role | null;
}

interface TokenClaims {
  role: Role | null;
  exp: number | null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when the token cannot be read. The signature is the server's business. */
export function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (!claims || typeof claims !== 'object') return null;
    const { role, exp } = claims as { role?: unknown; exp?: unknown };
    return { role: parseRole(role), exp: typeof exp === 'number' && Number.isFinite(exp) ? exp : null };
  } catch {
    return null;
  }
}

/** Expired when exp is not after now; a missing or unreadable token (or exp) counts as expired. */
export function isTokenExpired(token: string | null | undefined, now: number = Date.now()): boolean {
  const exp = readTokenClaims(token)?.exp;
  return exp == null || exp * 1000 <= now;
}

function parseUserDetails(raw: string | null): UserDetails | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as UserDetails) : null;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

// Snapshot cache so that useSyncExternalStore sees a stable object between changes.
let cached: { token: string | null; user: string | null; session: Session | null } | null = null;

export function readSession(): Session | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const rawUser = localStorage.getItem(STORAGE_KEYS.userDetails);
  if (cached && cached.token === token && cached.user === rawUser) return cached.session;
  const user = parseUserDetails(rawUser);
  const session =
    token && user ? { token, user, role: readTokenClaims(token)?.role ?? parseRole(user.role) } : null;
  cached = { token, user: rawUser, session };
  return session;
}

const listeners = new Set<() => void>();

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emitChange(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Another tab logging in or out changes this tab's session too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values<string>(STORAGE_KEYS).includes(event.key)) emitChange();
  });
}

export function saveSession(token: string, user: UserDetails): void {
  // Signing in is activity: the idle countdown of every tab starts again from now (idle-model.ts).
  localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify(user));
  const role = readTokenClaims(token)?.role ?? parseRole(user.role);
  if (role) localStorage.setItem(STORAGE_KEYS.userRole, role);
  emitChange();
}

export function updateStoredUser(changes: Partial<UserDetails>): void {
  const user = parseUserDetails(localStorage.getItem(STORAGE_KEYS.userDetails));
  if (!user) return;
  localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify({ ...user, ...changes }));
  emitChange();
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.userDetails);
  localStorage.removeItem(STORAGE_KEYS.userRole);
  emitChange();
}

/** At start the session is kept only when both the token and the user details exist. */
export function restoreSession(): Session | null {
  const session = readSession();
  if (!session) clearSession();
  return session;
}

/** A session that may call the API: present and not expired. */
export function isSessionActive(session: Session | null, now: number = Date.now()): session is Session {
  return session !== null && !isTokenExpired(session.token, now);
}

type ExpiredHandler = () => void;
let onExpired: ExpiredHandler = () => {};

/** The app decides how to tell the user and where to go (toast + /login); lib code only triggers it. */
export function setExpiredSessionHandler(handler: ExpiredHandler): void {
  onExpired = handler;
}

/** The expired-session routine: clear the three keys, then let the app navigate and toast. */
export function expireSession(): void {
  clearSession();
  onExpired();
}
