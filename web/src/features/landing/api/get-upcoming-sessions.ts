import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { landingKeys } from '../keys';

/** The soonest slots anyone can still book (5), with their gig and star. */
export const openSlotsQueryOptions = () =>
  queryOptions({
    queryKey: landingKeys.openSlots,
    queryFn: ({ signal }) => call(routes.homeSessions.openSlots, { signal }),
  });

export const useOpenSlots = () => useQuery(openSlotsQueryOptions());

/**
 * The signed-in fan's next paid sessions (5), soonest first. The key starts with 'my-bookings', as the other
 * booking lists do, so paying or changing an order refreshes it too.
 */
export const yourNextSessionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: landingKeys.yourNextSessions(userId),
    queryFn: ({ signal }) => call(routes.homeSessions.yourNext, { signal }),
  });

export const useYourNextSessions = (userId: string | null) =>
  useQuery({ ...yourNextSessionsQueryOptions(userId ?? ''), enabled: !!userId });
