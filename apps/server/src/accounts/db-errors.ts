/**
 * The constraint behind a unique violation (PostgreSQL 23505), or null. Drizzle wraps driver errors in a
 * DrizzleQueryError whose `cause` is the pg / PGlite error, so the chain is walked.
 */
export function uniqueViolation(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return null;
}
