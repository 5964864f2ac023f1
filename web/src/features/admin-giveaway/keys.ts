export const adminGiveawayKeys = {
  all: ['admin', 'giveaways'] as const,
  page: (page: number) => ['admin', 'giveaways', page] as const,
};
