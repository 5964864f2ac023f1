import { routes, ErrorText, type PaymentGatewayName } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api-client';
import { errorText } from '../../../lib/query-client';

export interface BookingRequest {
  slotId: string;
  numberOfPlayers: number;
  gamerTags: string[];
  provider: PaymentGatewayName;
  promoCode?: string;
}

const CHECKOUT_FAILED_TEXT = 'We could not start the payment. Please try again in a moment.';

/**
 * Holds the seats and opens a checkout for them in one request; when the checkout cannot be opened the server
 * gives the hold back before answering, so the seats are not kept from other fans.
 */
const bookAndPay = (request: BookingRequest) =>
  call(routes.checkout.createCheckoutSession, { body: request });

/** The toast for a failed booking: the server's reason, but not the bare word checkouts fail with (spec §8). */
export const bookingErrorText = (error: Error) =>
  error.message === ErrorText.checkoutFailed ? CHECKOUT_FAILED_TEXT : errorText(error);

/**
 * Books seats on a slot and opens its checkout; the slot lists are refreshed, since seats were taken. A page
 * restored from the back-forward cache (back from the provider's page) starts over, so its button works again.
 */
export function useBookAndPay() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: bookAndPay,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['gig-slots'] }),
  });
  const { reset } = mutation;

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  return mutation;
}
