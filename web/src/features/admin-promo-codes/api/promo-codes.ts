import { PageSizes, routes, type PromoCodeInput } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminPromoCodesKeys } from '../keys';
import { starsKeys } from '../../../lib/keys';

export interface AdminPromoCodesFilter {
  page: number;
  /** A star's id, 'platform', or left out for every code. */
  streamerId?: string;
  search?: string;
}

export const adminPromoCodesQueryOptions = (filter: AdminPromoCodesFilter) =>
  queryOptions({
    queryKey: adminPromoCodesKeys.list(filter),
    queryFn: ({ signal }) =>
      call(routes.adminTools.promoCodes, {
        query: {
          page: filter.page,
          limit: PageSizes.admin,
          ...(filter.streamerId ? { streamerId: filter.streamerId } : {}),
          ...(filter.search ? { search: filter.search } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminPromoCodes = (filter: AdminPromoCodesFilter) =>
  useQuery(adminPromoCodesQueryOptions(filter));

/** A star's id and name from their id or username (the public star page's lookup). */
export const findStar = (idOrUsername: string) =>
  call(routes.starPages.star, { params: { idOrUsername }, anonymous: true });

export const useStarName = (id: string | null) =>
  useQuery({
    queryKey: starsKeys.anonymous(id),
    queryFn: ({ signal }) =>
      call(routes.starPages.star, { params: { idOrUsername: id! }, signal, anonymous: true }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useTogglePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.adminPromoCodes.toggle, { params: { id } }),
    meta: { errorFallback: 'Error updating the promo code' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPromoCodesKeys.all }),
  });
}

export function useCreateAdminPromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PromoCodeInput & { streamerId?: string | null }) =>
      call(routes.adminPromoCodes.create, { body: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPromoCodesKeys.all }),
  });
}

/** New rules for any code (staff with PromoCodes write); its uses so far stay counted. */
export function useUpdateAdminPromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PromoCodeInput }) =>
      call(routes.adminPromoCodes.update, { params: { id }, body: input }),
    meta: { errorFallback: 'Error updating the promo code' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPromoCodesKeys.all }),
  });
}

/** Soft delete: the code stops working at checkout; orders that used it keep naming it and their discount. */
export function useDeleteAdminPromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.adminPromoCodes.remove, { params: { id } }),
    meta: { errorFallback: 'Error deleting the promo code' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPromoCodesKeys.all }),
  });
}
