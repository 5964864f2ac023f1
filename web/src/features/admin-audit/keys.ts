export const adminAuditKeys = {
  log: (filter: object) => ['admin-audit-log', filter] as const,
  actors: (search: string) => ['admin-audit-actors', search] as const,
};
