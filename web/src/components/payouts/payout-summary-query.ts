import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { actingFor, call } from '../../lib/api-client';
import { streamerPayoutsKeys } from './keys';

/** Every streamer-side payout read of one streamer starts with this key. */

/**
 * What the streamer has coming (remaining lines per currency, with the paid orders still waiting for their
 * played validation), the drafts staff are preparing, and the last completed payout. `query` is the acting
 * streamer's '?streamerId=…' for a moderator, else ''.
 */
export const payoutSummaryQueryOptions = (starId: string, query: string) =>
  queryOptions({
    queryKey: streamerPayoutsKeys.summary(starId),
    queryFn: ({ signal }) => call(routes.streamerPayouts.summary, { query: actingFor(query), signal }),
  });

export const usePayoutSummary = (starId: string, query: string) =>
  useQuery(payoutSummaryQueryOptions(starId, query));
