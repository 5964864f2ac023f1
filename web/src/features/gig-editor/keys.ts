export const gigEditorKeys = {
  priceMinimums: ['gig-price-minimums'] as const,
};
