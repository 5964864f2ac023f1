/**
 * Query keys of the data src/lib reads for every page. Separate exports (not one object) so a chunk takes only
 * the keys it uses: the entry chunk holds the current user's and the site gate's, not the wallet's.
 */
export const currentUserKey = ['current-user'] as const;

export const platformFeesKeys = {
  all: ['platform-fees'] as const,
  star: (starId: string | null) => ['platform-fees', starId] as const,
};

export const conversionRatesKey = ['conversion-rates', 'USD', 'INR'] as const;

export const viewerLocationKey = ['viewer-location'] as const;

/** The public list of active gateways; `all` also covers what the staff page saves. */
export const paymentGatewaysKeys = {
  all: ['payment-gateways'] as const,
  active: ['payment-gateways', 'active'] as const,
};

export const sessionGamesKeys = {
  all: ['session-games'] as const,
  list: ['session-games', 'all'] as const,
  one: (gameId: string | null | undefined) => ['session-games', 'one', gameId] as const,
};

/** Every list of the moderator's streamers starts with `all`, so one invalidation refreshes them all. */
export const moderatedStreamersKeys = {
  all: ['moderated-streamers'] as const,
  list: (params: object) => ['moderated-streamers', params] as const,
};

/** The wallet: balance, top-up limits and movements, all refreshed together through `all`. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  topUpLimits: ['wallet', 'top-up-limits'] as const,
  movements: (page: number) => ['wallet', 'movements', page] as const,
};

// Data that more than one feature reads or refreshes. A feature never imports another (eslint's
// import/no-restricted-paths), so the shared part of their keys lives here and each feature's keys.ts builds on it.

/** Every gig's slots (booking), refreshed by a booking and by a checkout retried. */
export const gigSlotsKey = ['gig-slots'] as const;

/** Public FAQs and blog posts, refreshed by the staff pages that edit them. */
export const faqsKey = ['faqs'] as const;
export const blogsKey = ['blogs'] as const;

/** The staff's star pages, refreshed when onboarding details are verified. */
export const adminStarsKey = ['admin-stars'] as const;

/** A legal document by type (the legal pages', the VIP queue's terms, the streamer agreement), and its editor's. */
export const legalKeys = {
  one: (type: string) => ['legal', type] as const,
};

/** A star's public profile by id or username (the star page's; live-start reads it by id), and their gigs. */
export const starsKeys = {
  one: (idOrUsername: string | null) => ['stars', idOrUsername] as const,
  gigs: (username: string) => ['stars', username, 'gigs'] as const,
  /** The same profile read without signing in, for the staff pages' name lookups. */
  anonymous: (id: string | null) => ['star', id] as const,
};

/** A streamer's gig lists; `star(id)` covers them all (and live-start's templates, which read `active(id)`). */
export const streamerGigsKeys = {
  star: (starId: string | null) => ['streamer-gigs', starId] as const,
  active: (starId: string | null) => ['streamer-gigs', starId, 'active'] as const,
  activePage: (starId: string, page: number) => ['streamer-gigs', starId, 'active', page] as const,
  inactive: (starId: string) => ['streamer-gigs', starId, 'inactive'] as const,
  performance: (starId: string) => ['streamer-gigs', starId, 'performance'] as const,
};

/** Live sessions themselves (by username, a streamer's running one, a streamer's list): live-queue and live-start. */
export const liveSessionsKeys = {
  all: ['live-session'] as const,
  byUsername: (username: string) => ['live-session', 'by-username', username] as const,
  active: (streamerId: string) => ['live-session', 'active', streamerId] as const,
  streamerSessions: (starId: string | null) => ['live-session', 'streamer-sessions', starId] as const,
};
