import type { LiveSessionDto, PublicQueueDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { liveSessionsKey } from '../utils/live-query-keys';

/** A running session as the public reads it: the gateway adds who is playing next and in game. */
export type RunningLiveSessionDto = LiveSessionDto & {
  playingNext?: PublicQueueDto['playingNext'];
  inGame?: PublicQueueDto['inGame'];
};

/** The star's running session (spec liveSession/{username}), or null when they are not live. */
export const liveSessionByUsernameQueryOptions = (
  username: string,
  refetchInterval: number | false = false,
) =>
  queryOptions({
    queryKey: [...liveSessionsKey, 'by-username', username],
    queryFn: ({ signal }) =>
      api.get<RunningLiveSessionDto | null>(`/api/get/liveSession/${encodeURIComponent(username)}`, {
        signal,
      }),
    refetchInterval,
  });

export const useLiveSessionByUsername = (username: string, refetchInterval: number | false = false) =>
  useQuery(liveSessionByUsernameQueryOptions(username, refetchInterval));

/**
 * The streamer's (by user id) running session (spec livesessions/active/{id}), or null. Public: the OBS
 * overlay is not signed in.
 */
export const activeLiveSessionQueryOptions = (streamerId: string, refetchInterval: number | false = false) =>
  queryOptions({
    queryKey: [...liveSessionsKey, 'active', streamerId],
    queryFn: ({ signal }) =>
      api.get<RunningLiveSessionDto | null>(
        `/api/get/livesessions/active/${encodeURIComponent(streamerId)}`,
        {
          signal,
          anonymous: true,
        },
      ),
    refetchInterval,
  });

export const useActiveLiveSession = (streamerId: string, refetchInterval: number | false = false) =>
  useQuery(activeLiveSessionQueryOptions(streamerId, refetchInterval));
