export const adminDashboardKeys = {
  stats: (timeZone: string) => ['admin-dashboard', timeZone] as const,
};
