export const adminReportsKeys = {
  reported: (status: string) => ['admin-reported-users', status] as const,
  banned: ['admin-banned-users'] as const,
};
