import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';
import { streamerGigsKeys } from '../../../lib/keys';

/**
 * The streamer's active gigs (spec §7 products/{id}), offered as templates for a live session. The same key as
 * the streamer's gig list, so both read one copy.
 */
export const gigTemplatesQueryOptions = (starId: string | null, query: string) =>
  queryOptions({
    queryKey: streamerGigsKeys.active(starId),
    queryFn: ({ signal }) =>
      call(routes.starPages.starGigs, { params: { id: starId! }, query: actingFor(query), signal }),
    enabled: starId !== null,
  });

export const useGigTemplates = (starId: string | null, query: string) =>
  useQuery(gigTemplatesQueryOptions(starId, query));
