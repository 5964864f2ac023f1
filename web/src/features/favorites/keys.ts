export const favoritesKeys = {
  all: ['favorites'] as const,
};
