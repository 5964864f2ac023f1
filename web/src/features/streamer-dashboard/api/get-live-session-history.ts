import { routes, type LiveSessionDto, type LiveSessionEarningsDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { actingFor, call } from '../../../lib/api-client';
import { dashboardKey } from './get-earnings';

/** One past or running live session with what its VIP places earned (none sold: null). */
export interface LiveSessionHistoryRow {
  session: LiveSessionDto;
  earnings: LiveSessionEarningsDto | null;
}

/**
 * The streamer's live sessions, newest first (spec GET /api/get/influencer/liveSessions), each with its VIP
 * revenue and fans served from the ledger.
 */
export const liveSessionHistoryQueryOptions = (starId: string, query: string) =>
  queryOptions({
    queryKey: [...dashboardKey(starId), 'live-session-history'],
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

export const useLiveSessionHistory = (starId: string, query: string) =>
  useQuery(liveSessionHistoryQueryOptions(starId, query));
