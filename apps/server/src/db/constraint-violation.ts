/**
 * Whether a failed query broke the named constraint. Drizzle wraps the driver's error (pg's or
 * PGlite's, both carrying PostgreSQL's `constraint` field) in its own, so the causes are searched.
 */
export function violatesConstraint(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    if ((current as { constraint?: unknown }).constraint === constraint) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
