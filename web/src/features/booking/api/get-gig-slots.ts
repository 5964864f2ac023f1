import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bookingKeys } from '../keys';

/** A gig's upcoming slots, soonest first (slugs are unique per star, so the star's username comes too). */
export const gigSlotsQueryOptions = (username: string, slug: string) =>
  queryOptions({
    queryKey: bookingKeys.gigSlots(username, slug),
    queryFn: ({ signal }) =>
      call(routes.slots.slotsBySlug, { params: { slug }, query: { username }, signal }),
  });

export const useGigSlots = (username: string, slug: string) => useQuery(gigSlotsQueryOptions(username, slug));
