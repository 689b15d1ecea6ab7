import type { HttpError } from '../lib/http-error.js';

/**
 * What a database error says about itself, found by walking the cause chain: Drizzle wraps the driver's error
 * (pg or PGlite) in a DrizzleQueryError whose message holds the query text and its parameters, so only the
 * SQLSTATE, constraint and table are taken from the driver's error.
 */

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  severity?: unknown;
  cause?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The driver error's SQLSTATE, constraint and table; `{ sqlState: 'unknown' }` for a Drizzle error without a
 * driver error behind it; null for errors that are not the database's. A driver error also has a severity, which
 * tells it from a Node system error with a five-letter code such as EPIPE.
 */
export function databaseErrorOf(
  err: unknown,
): { sqlState: string; constraint?: string; table?: string } | null {
  let current: unknown = err;
  let wrappedQuery = false;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const fields = current as DatabaseErrorFields;
    if (typeof fields.code === 'string' && SQLSTATE.test(fields.code) && 'severity' in fields) {
      return {
        sqlState: fields.code,
        ...(typeof fields.constraint === 'string' && { constraint: fields.constraint }),
        ...(typeof fields.table === 'string' && { table: fields.table }),
      };
    }
    if ((current as Error).name === 'DrizzleQueryError') wrappedQuery = true;
    current = fields.cause;
  }
  return wrappedQuery ? { sqlState: 'unknown' } : null;
}

/** The constraint behind a unique violation (SQLSTATE 23505), '' when the driver names none, or null. */
export function uniqueViolation(err: unknown): string | null {
  const database = databaseErrorOf(err);
  return database?.sqlState === '23505' ? (database.constraint ?? '') : null;
}

/** Runs a write that a unique key allows once: a violation of it is answered with the refusal given. */
export async function refuseDuplicate<T>(write: PromiseLike<T>, refusal: HttpError): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (uniqueViolation(err) !== null) throw refusal;
    throw err;
  }
}
