import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';
import { SIGNED_IN_BACKSTOP_POLL_MS } from '../utils/refetch-interval';
import { liveQueueKeys } from '../keys';

/** Every list of a session's queue, for its streamer or their moderator (`query` '?streamerId=…'). */
export const queueBoardQueryOptions = (liveSessionId: string, starId: string | null, query: string) =>
  queryOptions({
    queryKey: liveQueueKeys.board(liveSessionId, starId),
    queryFn: ({ signal }) =>
      call(routes.queues.board, {
        params: { liveSessionId },
        query: actingFor(query),
        signal,
      }),
    staleTime: 0,
    refetchInterval: SIGNED_IN_BACKSTOP_POLL_MS,
  });

export const useQueueBoard = (liveSessionId: string, starId: string | null, query: string) =>
  useQuery({ ...queueBoardQueryOptions(liveSessionId, starId, query), enabled: starId !== null });
