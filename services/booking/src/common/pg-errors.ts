const EXCLUSION_VIOLATION = '23P01';

/** An exclusion constraint refused the row; drizzle wraps the driver error in `cause`. */
export function isExclusionViolation(error: unknown, constraint: string): boolean {
  const pgError = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
  return pgError.code === EXCLUSION_VIOLATION && pgError.constraint === constraint;
}
