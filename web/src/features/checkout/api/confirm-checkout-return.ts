import { routes } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * Tells the server the buyer is back from the provider, so a Stripe payment completes even before its webhook
 * arrives; for the sandbox and the wallet it changes nothing. Any refusal shows in the order's state instead.
 */
export const useConfirmCheckoutReturn = () =>
  useMutation({
    mutationFn: (sessionId: string) => call(routes.checkout.orderSuccess, { params: { sessionId } }),
    meta: { silent: true },
  });
