const UNIQUE_VIOLATION = '23505';

/** Whether a database error (possibly wrapped by the driver or Drizzle) is a unique-key refusal. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
