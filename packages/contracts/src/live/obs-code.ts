/**
 * OBS one-time codes: ten characters from an alphabet without look-alikes (no 0/O, 1/I/L, nor U), so a code read
 * off one screen and typed into another is typed right. About 49 bits; five wrong tries burn a code.
 */
export const ObsCodeRules = {
  length: 10,
  alphabet: '23456789ABCDEFGHJKMNPQRSTVWXYZ',
  validMinutes: 10,
  maxWrongAttempts: 5,
} as const;

const OBS_CODE_PATTERN = new RegExp(`^[${ObsCodeRules.alphabet}]{${ObsCodeRules.length}}$`);

/** A typed code as it is checked: upper case, without the spaces and dashes people add while copying it. */
export function normalizeObsCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether a normalised code has the shape of an OBS code (it may still be wrong). */
export function isObsCodeShape(normalized: string): boolean {
  return OBS_CODE_PATTERN.test(normalized);
}

/** The code as shown to the streamer: two groups of five, easier to read aloud and to copy. */
export function formatObsCode(code: string): string {
  const half = Math.ceil(code.length / 2);
  return `${code.slice(0, half)}-${code.slice(half)}`;
}
