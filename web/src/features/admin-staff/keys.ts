export const adminStaffKeys = {
  all: ['admin-staff'] as const,
  list: (filter: object) => ['admin-staff', filter] as const,
};
