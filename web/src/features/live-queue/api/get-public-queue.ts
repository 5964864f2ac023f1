import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { liveQueueKeys } from '../keys';

/**
 * What anyone may see of a session's queue: counts, who plays next and in game, who is up next. Sent with the
 * viewer's token when signed in, so their own place comes back marked `isYou`.
 */
export const publicQueueQueryOptions = (liveSessionId: string, refetchInterval: number | false) =>
  queryOptions({
    queryKey: liveQueueKeys.public(liveSessionId),
    queryFn: ({ signal }) => call(routes.queues.publicQueue, { params: { liveSessionId }, signal }),
    staleTime: 0,
    refetchInterval,
  });

export const usePublicQueue = (liveSessionId: string | null, refetchInterval: number | false) =>
  useQuery({ ...publicQueueQueryOptions(liveSessionId ?? '', refetchInterval), enabled: !!liveSessionId });
