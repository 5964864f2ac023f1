export const searchKeys = {
  suggestions: (searchQuery: string) => ['search', searchQuery] as const,
};
