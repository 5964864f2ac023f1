import { routes, PageSizes } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type SessionsWhen = 'upcoming' | 'past';
/** By slot start: 'desc' newest first, 'asc' oldest (soonest) first. */
export type SessionsSort = 'desc' | 'asc';

/**
 * Every cached page of one list. It starts with 'my-bookings', as features/orders' lists do, so changing an
 * order there refreshes the sessions too.
 */
export const sessionsKey = (userId: string, when: SessionsWhen) =>
  ['my-bookings', 'sessions', userId, when] as const;

/** One page (6, spec §9) of the user's paid bookings whose slot has not ended, or has. */
export const sessionsQueryOptions = (userId: string, when: SessionsWhen, sort: SessionsSort, page: number) =>
  queryOptions({
    queryKey: [...sessionsKey(userId, when), sort, page],
    queryFn: ({ signal }) => {
      const route = when === 'upcoming' ? routes.orders.upcomingSessions : routes.orders.pastSessions;
      return call(route, {
        params: { id: userId },
        query: { page, limit: PageSizes.sessions, sort },
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });

export const useSessions = (userId: string, when: SessionsWhen, sort: SessionsSort, page: number) =>
  useQuery(sessionsQueryOptions(userId, when, sort, page));
