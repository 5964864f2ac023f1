export const adminSubmissionsKeys = {
  kind: (kind: string) => ['admin', 'submissions', kind] as const,
  list: (kind: string, filter: object) => ['admin', 'submissions', kind, filter] as const,
  creatorApplications: ['admin', 'creator-applications'] as const,
  creatorApplicationsList: (filter: object) => ['admin', 'creator-applications', filter] as const,
  starSuggestions: (page: number) => ['admin', 'star-suggestions', page] as const,
};
