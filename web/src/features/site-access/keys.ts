export const siteAccessKeys = {
  status: ['site-access', 'status'] as const,
  gate: (token: string | null) => ['site-access', 'gate', token] as const,
};
