export const browseKeys = {
  gameOptions: ['browse', 'game-options'] as const,
  hashTags: ['browse', 'hash-tags'] as const,
  page: (tab: string, filters: object, sort: string | null) => ['browse', tab, filters, sort] as const,
  platforms: ['platforms'] as const,
};
