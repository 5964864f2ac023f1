import { InputLimits, isCurrency, PROMO_CODE_PATTERN, type PromoCodeInput } from '@lobby/contracts';
import type { NewPromoCode } from './promo-codes.repository';

export function isWholeAmount(value: unknown, min = 0): value is number {
  return (
    typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    value >= min &&
    value <= InputLimits.amountMinorMax
  );
}

export function isPromoCodeText(value: unknown): value is string {
  return typeof value === 'string' && PROMO_CODE_PATTERN.test(value.trim());
}

function optionalLimit(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return null;
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= InputLimits.promoCodeUsesMax
    ? value
    : undefined;
}

function optionalDate(value: unknown): Date | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/**
 * The columns of a new code, or null when anything is malformed (the caller answers the spec's
 * 'Error creating promo code'). Amounts are whole minor units; a percent is a whole number 1–100.
 */
export function parsePromoCodeInput(
  input: PromoCodeInput,
): Omit<NewPromoCode, 'id' | 'streamerId' | 'createdBy'> | null {
  if (!isPromoCodeText(input.code)) return null;
  const maxUses = optionalLimit(input.maxUses);
  const maxUsesPerUser = optionalLimit(input.maxUsesPerUser);
  const validFrom = optionalDate(input.validFrom);
  const validUntil = optionalDate(input.validUntil);
  if (maxUses === undefined || maxUsesPerUser === undefined) return null;
  if (validFrom === undefined || validUntil === undefined) return null;
  if (validFrom && validUntil && validFrom >= validUntil) return null;

  const gigIds = input.gigIds ?? [];
  if (
    !Array.isArray(gigIds) ||
    gigIds.length > InputLimits.promoCodeGigsMax ||
    !gigIds.every((id) => typeof id === 'string')
  )
    return null;
  if (input.isActive !== undefined && typeof input.isActive !== 'boolean') return null;

  const common = {
    code: input.code.trim(),
    validFrom,
    validUntil,
    maxUses,
    maxUsesPerUser,
    gigIds: [...new Set(gigIds.map((id) => id.toLowerCase()))],
    isActive: input.isActive ?? true,
  };
  if (input.discountType === 'percent') {
    const { percentOff } = input;
    if (
      typeof percentOff !== 'number' ||
      !Number.isInteger(percentOff) ||
      percentOff < 1 ||
      percentOff > 100
    ) {
      return null;
    }
    if (input.amountOff !== undefined && input.amountOff !== null) return null;
    return { ...common, discountType: 'percent', percentOff, amountOffMinor: null, currency: null };
  }
  if (input.discountType === 'fixed') {
    if (!isWholeAmount(input.amountOff, 1) || !isCurrency(input.currency)) return null;
    if (input.percentOff !== undefined && input.percentOff !== null) return null;
    return {
      ...common,
      discountType: 'fixed',
      percentOff: null,
      amountOffMinor: input.amountOff,
      currency: input.currency,
    };
  }
  return null;
}
