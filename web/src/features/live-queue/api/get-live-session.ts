import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { liveSessionsKeys } from '../../../lib/keys';

/** A running session as the public reads it: the gateway adds who is playing next and in game. */
export type { RunningLiveSessionDto } from '@lobby/contracts';

/** The star's running session (spec liveSession/{username}), or null when they are not live. */
export const liveSessionByUsernameQueryOptions = (
  username: string,
  refetchInterval: number | false = false,
) =>
  queryOptions({
    queryKey: liveSessionsKeys.byUsername(username),
    queryFn: ({ signal }) =>
      call(routes.liveSessions.byUsername, {
        params: { username },
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
    queryKey: liveSessionsKeys.active(streamerId),
    queryFn: ({ signal }) =>
      call(routes.liveSessions.activeOfStreamer, { params: { id: streamerId }, signal, anonymous: true }),
    refetchInterval,
  });

export const useActiveLiveSession = (streamerId: string, refetchInterval: number | false = false) =>
  useQuery(activeLiveSessionQueryOptions(streamerId, refetchInterval));
