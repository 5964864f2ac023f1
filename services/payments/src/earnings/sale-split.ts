/** A fee percent as basis points (hundredths of a percent): 10 % is 1000, 12.5 % is 1250. */
export type BasisPoints = number;

export const FULL_BASIS_POINTS = 10_000;

/** The rates a sale is split at, in basis points; stored on the sale so a later change never rewrites the past. */
export interface SaleRates {
  /** The platform's fee, on what the fan paid. */
  fee: BasisPoints;
  /** Indirect tax (GST) on the platform fee (spec §9: 18 %). */
  feeGst: BasisPoints;
  /** Tax deducted at source, on what the fan paid (spec §9: 0.1 %). */
  tds: BasisPoints;
  /**
   * GST on the streamer's own service, included in what the fan paid (spec §9 indirect tax, 18 %): the configured
   * rate while the streamer has a GSTIN, else 0.
   */
  serviceGst: BasisPoints;
}

export interface SaleSplit {
  /** What the fan paid (after any promo discount), in minor units. */
  gross: number;
  fee: number;
  feeGst: number;
  tds: number;
  /** The streamer's part: gross − fee − feeGst − tds, so the five lines balance exactly. */
  net: number;
  /**
   * The GST included in gross on the streamer's own service, theirs to remit: a part of net (shown separately),
   * not a deduction, so it is not one of the lines that sum to gross.
   */
  serviceGst: number;
}

/**
 * The one rounding rule for sales: each line is its base × rate rounded half up to a whole minor unit (integer
 * arithmetic, no floats), every line rounded on its own:
 *   fee    = round(gross × fee rate)      999 cents at 10 % → 99.9 → 100
 *   feeGst = round(fee × GST rate)        100 at 18 % → 18; 5 at 18 % → 0.9 → 1
 *   tds    = round(gross × TDS rate)      999 at 0.1 % → 0.999 → 1; 499 → 0.499 → 0
 *   net    = gross − fee − feeGst − tds   999 → 999 − 100 − 18 − 1 = 880
 * The streamer takes the remainder, so the lines always sum to exactly what was paid. With a fee near 100 % the
 * taxes are capped at what is left, so net is never below zero.
 * Prices include GST, so the GST on the streamer's own service is the part of gross at its rate on top of the
 * taxable value, rounded half up the same way:
 *   serviceGst = round(gross × rate / (100 % + rate))   18 %: 11800 → 1800; 999 → 152.39 → 152; 1 → 0.15 → 0
 * The fee and TDS stay on gross, so net is the same with or without a GSTIN; the GST is a part of it.
 */
export function splitSale(gross: number, rates: SaleRates): SaleSplit {
  if (!Number.isSafeInteger(gross) || gross < 0)
    throw new RangeError(`not an amount in minor units: ${gross}`);
  for (const [name, rate] of Object.entries(rates))
    if (!isBasisPoints(rate)) throw new RangeError(`not a ${name} rate in basis points: ${rate}`);
  const fee = applyRate(gross, rates.fee);
  const feeGst = Math.min(applyRate(fee, rates.feeGst), gross - fee);
  const tds = Math.min(applyRate(gross, rates.tds), gross - fee - feeGst);
  const serviceGst = includedRate(gross, rates.serviceGst);
  return { gross, fee, feeGst, tds, net: gross - fee - feeGst - tds, serviceGst };
}

/** The tax included in a tax-inclusive `amount` at `basisPoints`: amount × bp / (10 000 + bp), rounded half up. */
function includedRate(amount: number, basisPoints: BasisPoints): number {
  const taxInclusive = FULL_BASIS_POINTS + basisPoints;
  return Math.floor((2 * amount * basisPoints + taxInclusive) / (2 * taxInclusive));
}

/** `amount × basisPoints / 10 000`, rounded half up to a whole minor unit. */
function applyRate(amount: number, basisPoints: BasisPoints): number {
  return Math.floor((amount * basisPoints + FULL_BASIS_POINTS / 2) / FULL_BASIS_POINTS);
}

export function isBasisPoints(value: number): value is BasisPoints {
  return Number.isInteger(value) && value >= 0 && value <= FULL_BASIS_POINTS;
}

/**
 * A configured percent ('10', '12.5', '7.25') as basis points; null for anything else (more than two decimals,
 * negative, over 100, not a number), so a mistyped configuration falls back instead of charging a wrong fee.
 */
export function percentToBasisPoints(value: string | null | undefined): BasisPoints | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(value ?? '');
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return isBasisPoints(basisPoints) ? basisPoints : null;
}

export const basisPointsToPercent = (basisPoints: BasisPoints): number => basisPoints / 100;
