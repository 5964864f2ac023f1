export const obsKeys = {
  sessions: (query: string) => ['obs-sessions', query] as const,
};
