/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or undefined for any other error.
 * Drizzle wraps the driver's error in `cause`; node-postgres and PGlite both set `code`.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    e = candidate.cause;
  }
  return undefined;
}
