export const gigsKeys = {
  one: (username: string, slug: string) => ['gigs', username, slug] as const,
};
