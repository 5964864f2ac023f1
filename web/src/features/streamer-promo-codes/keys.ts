export const streamerPromoCodesKeys = {
  star: (starId: string) => ['streamer-promo-codes', starId] as const,
};
