export const deletionRequestsKeys = {
  all: ['deletion-requests'] as const,
  list: (filter: object) => ['deletion-requests', filter] as const,
};
