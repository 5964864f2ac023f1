export const adminCatalogKeys = {
  platforms: ['admin-catalog', 'platforms'] as const,
  games: ['admin-catalog', 'games'] as const,
  gamesPage: (page: number) => ['admin-catalog', 'games', 'list', page] as const,
  game: (gameId: string | undefined) => ['admin-catalog', 'games', 'one', gameId] as const,
  banners: ['admin-catalog', 'banners'] as const,
};
