export const giveawayWinsKeys = {
  all: ['giveaway-wins'] as const,
};
