export const adminBlogsKeys = {
  all: ['admin-blogs'] as const,
  list: (query: unknown) => ['admin-blogs', 'list', query] as const,
  one: (id: string | null | undefined) => ['admin-blogs', 'one', id] as const,
  labels: ['admin-blogs', 'labels'] as const,
};
