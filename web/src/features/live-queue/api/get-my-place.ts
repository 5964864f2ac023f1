import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SIGNED_IN_BACKSTOP_POLL_MS } from '../utils/refetch-interval';
import { liveQueueKeys } from '../keys';

export type { MyPlaceDto } from '@lobby/contracts';

/** The signed-in fan's active place in a session's queue (spec POST check/vip), with its live position. */
export const myPlaceQueryOptions = (liveSessionId: string, userId: string) =>
  queryOptions({
    queryKey: liveQueueKeys.myPlace(liveSessionId, userId),
    queryFn: () => call(routes.queues.checkVip, { body: { liveSessionId } }),
    staleTime: 0,
    refetchInterval: SIGNED_IN_BACKSTOP_POLL_MS,
  });

export const useMyPlace = (liveSessionId: string, userId: string | null) =>
  useQuery({ ...myPlaceQueryOptions(liveSessionId, userId ?? ''), enabled: userId !== null });

/**
 * The fan's lobby code for the session: the server gives it only while they are in playing next or in game,
 * so it appears when the streamer calls them (pushed, then refetched here).
 */
export const myLobbyCodeQueryOptions = (liveSessionId: string, userId: string) =>
  queryOptions({
    queryKey: liveQueueKeys.myLobbyCode(liveSessionId, userId),
    queryFn: ({ signal }) =>
      call(routes.orders.userLobbyCode, {
        query: { liveSessionId },
        signal,
      }),
    staleTime: 0,
    refetchInterval: SIGNED_IN_BACKSTOP_POLL_MS,
  });

export const useMyLobbyCode = (liveSessionId: string, userId: string | null, enabled: boolean) =>
  useQuery({ ...myLobbyCodeQueryOptions(liveSessionId, userId ?? ''), enabled: userId !== null && enabled });
