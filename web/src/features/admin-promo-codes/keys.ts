export const adminPromoCodesKeys = {
  all: ['admin', 'promo-codes'] as const,
  list: (filter: object) => ['admin', 'promo-codes', filter] as const,
};
