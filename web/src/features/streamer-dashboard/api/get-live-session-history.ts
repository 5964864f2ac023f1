import { routes, type LiveSessionDto, type LiveSessionEarningsDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useActingLiveState } from '../../../hooks/use-acting-live-state';
import { actingFor, call } from '../../../lib/api-client';
import { streamerDashboardKeys } from '../keys';

/** One past or running live session with what its VIP places earned (none sold: null). */
export interface LiveSessionHistoryRow {
  session: LiveSessionDto;
  earnings: LiveSessionEarningsDto | null;
}

/**
 * The streamer's live sessions, newest first (spec GET /api/get/influencer/liveSessions), each with its VIP
 * revenue and fans served from the ledger. Keyed by the streamer's running session too, so the list is read
 * again as soon as the live state changes (a session started or ended, here or by a moderator or OBS) instead
 * of showing a cached ended session as live.
 */
export const liveSessionHistoryQueryOptions = (
  starId: string,
  query: string,
  runningSessionId: string | null,
) =>
  queryOptions({
    queryKey: streamerDashboardKeys.liveSessionHistory(starId, runningSessionId),
    queryFn: async ({ signal }): Promise<LiveSessionHistoryRow[]> => {
      const [sessions, earnings] = await Promise.all([
        call(routes.liveSessions.streamerSessions, { query: actingFor(query), signal }),
        call(routes.earnings.liveSessions, {
          params: { streamerId: starId },
          query: actingFor(query),
          signal,
        }),
      ]);
      const bySession = new Map(earnings.map((row) => [row.liveSessionId, row]));
      return sessions.map((session) => ({ session, earnings: bySession.get(session._id) ?? null }));
    },
  });

export function useLiveSessionHistory(starId: string, query: string) {
  const { liveSessionId } = useActingLiveState();
  return useQuery({
    ...liveSessionHistoryQueryOptions(starId, query, liveSessionId),
    placeholderData: (previous) => previous,
  });
}
