import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { giveawayWinsKeys } from '../keys';

/**
 * The signed-in fan's own recent giveaway wins, newest first (the server reads who from the token). Read again
 * whenever the page opens: the winner's notification leads here, maybe seconds after the last read.
 */
export const giveawayWinsQueryOptions = () =>
  queryOptions({
    queryKey: giveawayWinsKeys.all,
    queryFn: ({ signal }) => call(routes.giveaways.myWins, { signal }),
    staleTime: 0,
  });

export const useGiveawayWins = () => useQuery(giveawayWinsQueryOptions());
