export const creatorProfileKeys = {
  star: (starId: string) => ['creator-profile', starId] as const,
  discord: (starId: string) => ['creator-profile', starId, 'discord'] as const,
};
