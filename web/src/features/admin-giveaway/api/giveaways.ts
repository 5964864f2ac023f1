import { PageSizes, routes, type DrawGiveawayInput, type GiveawayRule } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminGiveawayKeys } from '../keys';

export const giveawayDrawsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminGiveawayKeys.page(page),
    queryFn: ({ signal }) =>
      call(routes.adminTools.giveawayDraws, { query: { page, limit: PageSizes.admin }, signal }),
    placeholderData: keepPreviousData,
  });

export const useGiveawayDraws = (page: number) => useQuery(giveawayDrawsQueryOptions(page));

export const countEligible = (rule: GiveawayRule) =>
  call(routes.adminTools.giveawayEligible, {
    query: { from: rule.from, to: rule.to, ...(rule.streamerId ? { streamerId: rule.streamerId } : {}) },
  });

/** A star's id from their username (the public star page's lookup); 404 when nobody has it. */
export const findStar = (username: string) =>
  call(routes.starPages.star, { params: { idOrUsername: username }, anonymous: true });

export function useDrawGiveaway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DrawGiveawayInput) => call(routes.adminTools.drawGiveaway, { body: input }),
    meta: { errorFallback: 'Error drawing the giveaway' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminGiveawayKeys.all }),
  });
}

export const verifyGiveaway = (drawId: string) =>
  call(routes.adminTools.verifyGiveaway, { params: { id: drawId } });
