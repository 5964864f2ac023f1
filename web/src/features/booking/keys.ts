import { gigSlotsKey } from '../../lib/keys';

export const bookingKeys = {
  /** Every gig's slots: booking or retrying a checkout refreshes them all. */
  allGigSlots: gigSlotsKey,
  gigSlots: (username: string, slug: string) => [...gigSlotsKey, username, slug] as const,
  promoVerification: (gigId: string, code: string, numberOfPlayers: number) =>
    ['promo-verification', gigId, code, numberOfPlayers] as const,
};
