export const authKeys = {
  providers: ['auth-providers'] as const,
};
