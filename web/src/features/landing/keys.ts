import { myBookingsKey } from '../../lib/bookings-keys';

export const landingKeys = {
  banners: ['landing', 'banners'] as const,
  games: ['landing', 'games'] as const,
  popularStars: (limit: number) => ['landing', 'popular-stars', limit] as const,
  popularGigs: (limit: number) => ['landing', 'popular-gigs', limit] as const,
  openSlots: ['landing', 'open-slots'] as const,
  /** Under the orders' key, so changing a booking refreshes the landing page's list of the user's next sessions. */
  yourNextSessions: (userId: string) => [...myBookingsKey, 'home-next', userId] as const,
};
