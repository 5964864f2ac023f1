/**
 * An Indian GST identification number (GSTIN), 15 characters: the 2-digit state code, the holder's PAN (5
 * letters, 4 digits, 1 letter), the entity number `[1-9A-Z]`, 'Z', and a check character. The form and the
 * server both read it with `readGstin`, so they accept and refuse the same values.
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const GSTIN_LENGTH = 15;

export const GstinText = {
  invalid: 'Please enter a valid GSTIN: 15 characters such as 22AAAAA0000A1Z5, or leave it empty',
} as const;

/**
 * A GSTIN as typed: trimmed and upper-cased; empty (or missing) is no GSTIN (null); anything else that is not
 * the format answers the refusal text.
 */
export function readGstin(value: unknown): { gstin: string | null } | { problem: string } {
  if (value === undefined || value === null) return { gstin: null };
  if (typeof value !== 'string') return { problem: GstinText.invalid };
  const gstin = value.trim().toUpperCase();
  if (gstin === '') return { gstin: null };
  return GSTIN_PATTERN.test(gstin) ? { gstin } : { problem: GstinText.invalid };
}

/** How documents name the GST a streamer with a GSTIN charges on their own sessions. */
export const GstLabels = {
  /** The fan's invoice: the GST included in what they paid, 'GST included (18 %)'. */
  invoiceLine: (percent: number) => `GST included (${percent} %)`,
  /** The streamer's payouts and statements: a part of net that the streamer remits. */
  payoutLine: 'GST included (yours to remit)',
  /** The same figure on staff's payout screens and sheet. */
  staffPayoutLine: 'Streamer’s GST (in net)',
} as const;
