const FOREIGN_KEY_VIOLATION = '23503';

/** A row is still referenced (or references a missing row); drizzle wraps the driver error in `cause`. */
export function isForeignKeyViolation(error: unknown): boolean {
  const pgError = (error as { cause?: unknown }).cause ?? error;
  return (pgError as { code?: string }).code === FOREIGN_KEY_VIOLATION;
}
