/** A streamer's own payouts (summary and history), under one key per streamer. */
export const streamerPayoutsKeys = {
  star: (starId: string) => ['streamer-payouts', starId] as const,
  summary: (starId: string) => ['streamer-payouts', starId, 'summary'] as const,
  history: (starId: string, page: number) => ['streamer-payouts', starId, 'history', page] as const,
};
