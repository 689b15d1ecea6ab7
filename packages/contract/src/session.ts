/**
 * How long a web session lasts. The web app ends a session after IDLE_TIMEOUT_MS without activity in any of the
 * browser's tabs, warning IDLE_WARNING_MS before; the server never signs a token that lives longer than
 * SESSION_MAX_SECONDS (TOKEN_TTL is refused above it at start), so no session outlives it, however active.
 */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const IDLE_WARNING_MS = 60 * 1000;
export const SESSION_MAX_SECONDS = 12 * 3600;
