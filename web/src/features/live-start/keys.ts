export const liveStartKeys = {
  priceMinimums: ['live-price-minimums'] as const,
};
