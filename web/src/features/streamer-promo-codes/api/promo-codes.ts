import { ErrorText, routes, type PromoCodeInput } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { actingFor, call } from '../../../lib/api-client';
import { streamerPromoCodesKeys } from '../keys';

/** Spec GET /api/streamer/get-promocode/{id}: the path names the streamer, so a moderator needs no query. */
export const promoCodesQueryOptions = (starId: string) =>
  queryOptions({
    queryKey: streamerPromoCodesKeys.star(starId),
    queryFn: ({ signal }) => call(routes.streamerPromoCodes.list, { params: { streamerId: starId }, signal }),
  });

export const usePromoCodes = (starId: string) => useQuery(promoCodesQueryOptions(starId));

/** A refusal shows the server's text (a taken code, a field's rule), else 'Error creating promo code'. */
export function useCreatePromoCode(starId: string, query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PromoCodeInput) =>
      call(routes.streamerPromoCodes.create, { body: input, query: actingFor(query) }),
    meta: { errorFallback: ErrorText.errorCreatingPromoCode },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: streamerPromoCodesKeys.star(starId) }),
  });
}

/** New rules for one of the streamer's codes; a refusal shows the server's text (a taken code, a field's rule). */
export function useUpdatePromoCode(starId: string, query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PromoCodeInput }) =>
      call(routes.streamerPromoCodes.update, { params: { id }, body: input, query: actingFor(query) }),
    meta: { errorFallback: 'Error updating the promo code' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: streamerPromoCodesKeys.star(starId) }),
  });
}

export function useTogglePromoCode(starId: string, query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(routes.streamerPromoCodes.toggle, { params: { id }, query: actingFor(query) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: streamerPromoCodesKeys.star(starId) }),
  });
}

/** Soft delete: the code stops working at checkout; orders that used it keep naming it. */
export function useDeletePromoCode(starId: string, query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(routes.streamerPromoCodes.remove, { params: { id }, query: actingFor(query) }),
    meta: { errorFallback: 'Error deleting the promo code' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: streamerPromoCodesKeys.star(starId) }),
  });
}
