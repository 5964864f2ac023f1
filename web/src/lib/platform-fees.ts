import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { actingFor, call } from './api-client';
import { platformFeesKeys } from './keys';

/**
 * The platform fee in force for the streamer and the payout taxes (spec /api/influencers/{id}/platform-fees).
 * `query` is '?streamerId=…' when a moderator acts for the streamer.
 */
export const platformFeesQueryOptions = (starId: string, query: string) =>
  queryOptions({
    queryKey: platformFeesKeys.star(starId),
    queryFn: ({ signal }) =>
      call(routes.earnings.platformFees, { params: { streamerId: starId }, query: actingFor(query), signal }),
    staleTime: 5 * 60_000,
  });

export const usePlatformFees = (starId: string, query: string) =>
  useQuery(platformFeesQueryOptions(starId, query));
