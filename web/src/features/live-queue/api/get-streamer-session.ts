import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';
import { liveSessionsKeys } from '../../../lib/keys';

/** The acting streamer's sessions, newest first (spec influencer/liveSessions); `query` is '?streamerId=…'. */
export const streamerSessionsQueryOptions = (starId: string | null, query: string) =>
  queryOptions({
    queryKey: liveSessionsKeys.streamerSessions(starId),
    queryFn: ({ signal }) => call(routes.liveSessions.streamerSessions, { query: actingFor(query), signal }),
  });

/**
 * One of the acting streamer's sessions, running or ended, by id: undefined while loading, null when it is
 * not theirs (or unknown).
 */
export function useStreamerSession(liveSessionId: string, starId: string | null, query: string) {
  const sessions = useQuery({ ...streamerSessionsQueryOptions(starId, query), enabled: starId !== null });
  const session = sessions.data
    ? (sessions.data.find((candidate) => candidate._id === liveSessionId) ?? null)
    : undefined;
  return { ...sessions, session };
}
