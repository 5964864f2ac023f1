/** A fee percent as basis points (hundredths of a percent): 10 % is 1000, 12.5 % is 1250. */
export type BasisPoints = number;

export const FULL_BASIS_POINTS = 10_000;

export interface SaleSplit {
  /** The platform's fee, in minor units. */
  fee: number;
  /** The streamer's part: what was paid less the fee, so fee + earnings is exactly what was paid. */
  earnings: number;
}

/**
 * The one rounding rule for sales: the fee is `amount × percent / 100` rounded half up to a whole minor unit
 * (integer arithmetic, no floats), and the streamer earns the rest. 999 cents at 10 % is a 100-cent fee
 * (99.9 rounds up) and 899 earned; 5 cents at 10 % is a 1-cent fee (0.5 rounds up) and 4 earned.
 */
export function splitSale(amount: number, feeBasisPoints: BasisPoints): SaleSplit {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`not an amount in minor units: ${amount}`);
  if (!isBasisPoints(feeBasisPoints)) throw new RangeError(`not a fee in basis points: ${feeBasisPoints}`);
  const fee = Math.floor((amount * feeBasisPoints + FULL_BASIS_POINTS / 2) / FULL_BASIS_POINTS);
  return { fee, earnings: amount - fee };
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
