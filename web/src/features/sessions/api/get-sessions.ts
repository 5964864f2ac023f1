import { routes, PageSizes } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sessionsKeys } from '../keys';

export type SessionsWhen = 'upcoming' | 'past';
/** By slot start: 'desc' newest first, 'asc' oldest (soonest) first. */
export type SessionsSort = 'desc' | 'asc';

/** One page (6, spec §9) of the user's paid bookings whose slot has not ended, or has. */
export const sessionsQueryOptions = (userId: string, when: SessionsWhen, sort: SessionsSort, page: number) =>
  queryOptions({
    queryKey: sessionsKeys.page(userId, when, sort, page),
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
