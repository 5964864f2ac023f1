/** A streamer's slots: every list starts with `star(id)`, so one invalidation refreshes them all. */
export const slotsKeys = {
  star: (starId: string) => ['streamer-slots', starId] as const,
  gigs: (starId: string) => ['streamer-slots', starId, 'gigs'] as const,
  month: (starId: string, year: number, month: number, timeZone: string) =>
    ['streamer-slots', starId, 'month', year, month, timeZone] as const,
  orders: (starId: string, year: number, month: number, page: number) =>
    ['streamer-slots', starId, 'orders', year, month, page] as const,
  /** Every page of one slot's fans. */
  slot: (slotId: string) => ['slot-page', slotId] as const,
  slotPage: (slotId: string, page: number) => ['slot-page', slotId, page] as const,
  lobbyCode: (slotId: string) => ['slot-lobby-code', slotId] as const,
};
