import { adminStarsKey } from '../../lib/keys';

/** The staff's star pages: `all` covers the list, one star and their moderators. */
export const adminStarsKeys = {
  all: adminStarsKey,
  list: (filter: object) => [...adminStarsKey, 'list', filter] as const,
  one: (id: string) => [...adminStarsKey, 'star', id] as const,
  moderators: (starId: string) => [...adminStarsKey, 'moderators', starId] as const,
};
