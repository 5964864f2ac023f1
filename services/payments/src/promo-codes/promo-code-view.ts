import type { Currency, PromoCodeDto } from '@lobby/contracts';
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
