import { routes, type PaymentGatewayName } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useResetOnPageRestore } from '../../../hooks/use-reset-on-page-restore';
import { call } from '../../../lib/api-client';
import { bookingKeys } from '../keys';

export interface BookingRequest {
  slotId: string;
  numberOfPlayers: number;
  gamerTags: string[];
  provider: PaymentGatewayName;
  promoCode?: string;
}

/**
 * Holds the seats and opens a checkout for them in one request; when the checkout cannot be opened the server
 * gives the hold back before answering, so the seats are not kept from other fans.
 */
const bookAndPay = (request: BookingRequest) =>
  call(routes.checkout.createCheckoutSession, { body: request });

/**
 * Books seats on a slot and opens its checkout; the slot lists are refreshed, since seats were taken. A page
 * restored from the back-forward cache (back from the provider's page) starts over, so its button works again.
 */
export function useBookAndPay() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: bookAndPay,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.allGigSlots }),
  });
  useResetOnPageRestore(mutation.reset);
  return mutation;
}
