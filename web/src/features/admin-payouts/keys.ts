/** Everything about one streamer's payouts starts with `streamer(id)`. */
export const adminPayoutsKeys = {
  streamer: (streamerId: string) => ['admin-payouts', streamerId] as const,
  star: (streamerId: string) => ['admin-payouts', streamerId, 'star'] as const,
  remaining: (streamerId: string) => ['admin-payouts', streamerId, 'remaining'] as const,
  active: (streamerId: string) => ['admin-payouts', streamerId, 'active'] as const,
  history: (streamerId: string, page: number) => ['admin-payouts', streamerId, 'history', page] as const,
};
