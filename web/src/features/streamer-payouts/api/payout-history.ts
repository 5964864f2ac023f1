import { routes, type PayoutDto } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { actingFor, call, callDownload } from '../../../lib/api-client';
import { streamerPayoutsKeys } from '../../../components/payouts/keys';

/**
 * The streamer's completed payouts (spec /payout-history), newest first, ten a page. `query` is the acting
 * streamer's '?streamerId=…' for a moderator, else ''.
 */
export const payoutHistoryQueryOptions = (starId: string, query: string, page: number) =>
  queryOptions({
    queryKey: streamerPayoutsKeys.history(starId, page),
    queryFn: ({ signal }) =>
      call(routes.streamerPayouts.history, { query: { ...actingFor(query), page }, signal }),
    placeholderData: keepPreviousData,
  });

export const usePayoutHistory = (starId: string, query: string, page: number) =>
  useQuery(payoutHistoryQueryOptions(starId, query, page));

/** The name the gateway gives the statement too: "payout-statement-{id}.pdf". */
export const statementFileName = (payout: Pick<PayoutDto, '_id'>) => `payout-statement-${payout._id}.pdf`;

/** A completed payout's statement (PDF) with its gross, platform fee, GST on the fee, TDS and net. */
export const useDownloadStatement = (query: string) =>
  useMutation({
    mutationFn: (payout: PayoutDto) =>
      callDownload(routes.streamerPayouts.statement, statementFileName(payout), {
        params: { id: payout._id },
        query: actingFor(query),
      }),
  });
