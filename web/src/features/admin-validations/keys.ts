export const adminValidationsKeys = {
  all: ['play-validations'] as const,
  list: (filter: object) => ['play-validations', filter] as const,
  star: (streamerId: string) => ['admin-validations-star', streamerId] as const,
};
