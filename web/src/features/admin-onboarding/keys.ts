export const adminOnboardingKeys = {
  all: ['admin-onboarding'] as const,
  submissions: (filter: { page: number; status?: string }) =>
    ['admin-onboarding', 'submissions', filter] as const,
  agreements: (page: number) => ['admin-onboarding', 'agreements', page] as const,
};
