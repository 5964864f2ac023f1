import { PageSizes, routes, type QueueCountsDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { actingFor, call } from '../../../lib/api-client';
import { streamerDashboardKeys } from '../keys';

/** The streamer's next slots, soonest first, at most spec §9's five. */
export const upcomingSlotsQueryOptions = (starId: string) =>
  queryOptions({
    queryKey: streamerDashboardKeys.upcomingSlots(starId),
    queryFn: ({ signal }) => call(routes.slots.presentAndFutureSlots, { params: { id: starId }, signal }),
    select: (slots) =>
      [...slots]
        .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
        .slice(0, PageSizes.upcomingSlots),
  });

/** Fans waiting in the running session's VIP and regular lines (spec getTotalQueueCounts). */
export const queueCountsQueryOptions = (starId: string, query: string) =>
  queryOptions({
    queryKey: streamerDashboardKeys.queueCounts(starId),
    queryFn: async ({ signal }) =>
      (await call(routes.queues.totalQueueCounts, { query: actingFor(query), signal })) as QueueCountsDto & {
        _live_session_id: string | null;
      },
  });

/** The tutorial link (a configuration key; the default link when it is missing). */
export const tutorialLinkQueryOptions = (starId: string, query: string) =>
  queryOptions({
    queryKey: streamerDashboardKeys.tutorialLink(starId),
    queryFn: ({ signal }) => call(routes.earnings.tutorialLink, { query: actingFor(query), signal }),
    staleTime: Infinity,
  });

export const useUpcomingSlots = (starId: string) => useQuery(upcomingSlotsQueryOptions(starId));
export const useQueueCounts = (starId: string, query: string) =>
  useQuery(queueCountsQueryOptions(starId, query));
export const useTutorialLink = (starId: string, query: string) =>
  useQuery(tutorialLinkQueryOptions(starId, query));
/** The dashboard's payout card and the creator profile read the fees through one query. */
export { usePlatformFees } from '../../../lib/platform-fees';
