const UNIQUE_VIOLATION = '23505';

type DbError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The unique-key refusal inside a database error, possibly wrapped by the driver or Drizzle. */
function findUniqueViolation(error: unknown): DbError | null {
  for (let current = error; current && typeof current === 'object'; current = (current as DbError).cause) {
    if ((current as DbError).code === UNIQUE_VIOLATION) return current as DbError;
  }
  return null;
}

/** Whether a database error (possibly wrapped by the driver or Drizzle) is a unique-key refusal. */
export function isUniqueViolation(error: unknown): boolean {
  return findUniqueViolation(error) !== null;
}

/** The name of the unique constraint or index that refused the write, when the driver says. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  const constraint = findUniqueViolation(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}
