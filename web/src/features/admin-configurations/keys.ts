export const adminConfigurationsKeys = {
  configurations: ['admin', 'configurations'] as const,
  platformFees: ['admin', 'platform-fees'] as const,
};
