import type { Currency, PromoCodeDto, PromoCodeLaunchedEvent } from '@lobby/contracts';
import type { PromoCodeRow } from './promo-codes.repository';

export function toPromoCodeDto(row: PromoCodeRow): PromoCodeDto {
  return {
    _id: row.id,
    code: row.code,
    streamerId: row.streamerId,
    discountType: row.discountType,
    percentOff: row.percentOff,
    amountOff: row.amountOffMinor,
    currency: row.currency as Currency | null,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerUser: row.maxUsesPerUser,
    usesCount: row.usesCount,
    gigIds: row.gigIds,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The fact that a streamer's code is on, for followers to hear of; none for a platform-wide or paused code. */
export function promoCodeLaunchedEvent(row: PromoCodeRow): PromoCodeLaunchedEvent | null {
  if (row.streamerId === null || !row.isActive || row.deletedAt !== null) return null;
  const dto = toPromoCodeDto(row);
  return {
    promoCodeId: dto._id,
    streamerId: row.streamerId,
    code: dto.code,
    discountType: dto.discountType,
    percentOff: dto.percentOff,
    amountOff: dto.amountOff,
    currency: dto.currency,
    validFrom: dto.validFrom,
    validUntil: dto.validUntil,
  };
}
