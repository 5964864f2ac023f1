export const aboutKeys = {
  creatorFees: ['creator-fees'] as const,
};
