export const streamerOnboardingKeys = {
  star: (starId: string) => ['streamer-onboarding', starId] as const,
  status: (starId: string) => ['streamer-onboarding', starId, 'status'] as const,
  terms: ['streamer-onboarding', 'terms'] as const,
};
