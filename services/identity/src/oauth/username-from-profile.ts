import { randomBytes } from 'node:crypto';

const MIN_LENGTH = 3;
const MAX_LENGTH = 30;
const FALLBACK = 'player';

/**
 * A username for a new social account, from the person's name, else their email's local part:
 * accents dropped, other characters outside USERNAME_PATTERN become underscores.
 */
export function usernameBase(fullName: string, email: string | null): string {
  const fromName = sanitize(fullName);
  const candidate = fromName.length >= MIN_LENGTH ? fromName : sanitize(email?.split('@')[0] ?? '');
  const base = candidate.length >= MIN_LENGTH ? candidate : `${FALLBACK}${candidate ? `_${candidate}` : ''}`;
  return base.slice(0, MAX_LENGTH);
}

/** The base with a short random suffix, still within USERNAME_PATTERN, for when the base is taken. */
export function withSuffix(base: string, suffix = randomBytes(3).toString('hex')): string {
  const tail = `_${suffix}`;
  return `${base.slice(0, MAX_LENGTH - tail.length)}${tail}`;
}

/** Only the characters USERNAME_PATTERN allows, without leading, trailing or repeated separators. */
function sanitize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.]+/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[_.]+|[_.]+$/g, '');
}
