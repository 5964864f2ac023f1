export const adminLegalKeys = {
  versions: (type: string) => ['admin-legal', type] as const,
};
