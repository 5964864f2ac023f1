import { routes } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminPayoutsKeys } from '../keys';

/** Every staff payout read of one star starts with this key; a change to their payouts refetches them all. */

/** The star whose payouts are open, for the page's heading. */
export const payoutStarQueryOptions = (streamerId: string) =>
  queryOptions({
    queryKey: adminPayoutsKeys.star(streamerId),
    queryFn: ({ signal }) => call(routes.starPages.star, { params: { idOrUsername: streamerId }, signal }),
    retry: false,
  });

/** Remaining lines per currency: played, paid and in no payout, and refunds of sales already paid out. */
export const remainingPayoutsQueryOptions = (streamerId: string) =>
  queryOptions({
    queryKey: adminPayoutsKeys.remaining(streamerId),
    queryFn: ({ signal }) => call(routes.adminPayouts.remaining, { params: { streamerId }, signal }),
  });

/** Draft payouts, newest first. */
export const activePayoutsQueryOptions = (streamerId: string) =>
  queryOptions({
    queryKey: adminPayoutsKeys.active(streamerId),
    queryFn: ({ signal }) => call(routes.adminPayouts.active, { params: { streamerId }, signal }),
  });

/** Completed payouts, newest first (spec §9 created_desc), ten a page. */
export const payoutHistoryQueryOptions = (streamerId: string, page: number) =>
  queryOptions({
    queryKey: adminPayoutsKeys.history(streamerId, page),
    queryFn: ({ signal }) =>
      call(routes.adminPayouts.history, { params: { streamerId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const usePayoutStar = (streamerId: string) => useQuery(payoutStarQueryOptions(streamerId));
export const useRemainingPayouts = (streamerId: string) => useQuery(remainingPayoutsQueryOptions(streamerId));
export const useActivePayouts = (streamerId: string) => useQuery(activePayoutsQueryOptions(streamerId));
export const usePayoutHistory = (streamerId: string, page: number) =>
  useQuery(payoutHistoryQueryOptions(streamerId, page));
