import type { UserDto } from '@lobby/contracts';

/** A signed-in fan with everything filled in; tests change what they are about. */
export const aUser = (overrides: Partial<UserDto> = {}): UserDto => ({
  _id: 'user-1',
  fullName: 'Fan One',
  username: 'fan_one',
  email: 'fan@example.com',
  baseCurrency: 'USD',
  billingCountry: 'US',
  favorites: { gigs: [], stars: [], games: [] },
  role: 'user',
  isActive: true,
  isVerified: true,
  isInfluencer: false,
  isAdmin: false,
  isModerator: false,
  isLive: false,
  _live_session_id: null,
  modStreamers: [],
  images: { url: null },
  gamerTags: [],
  bio: null,
  profession: null,
  socialLinks: [],
  permissions: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
