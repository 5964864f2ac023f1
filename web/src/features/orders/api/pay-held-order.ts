import { routes } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { useResetOnPageRestore } from '../../../hooks/use-reset-on-page-restore';
import { call } from '../../../lib/api-client';

/**
 * Pays an order awaiting payment: the server opens a new checkout for it with the way to pay and promo code of
 * its last one. A page restored from the back-forward cache (back from the provider's page) starts over, so its
 * button works again.
 */
export function usePayHeldOrder() {
  const mutation = useMutation({
    mutationFn: (orderId: string) => call(routes.checkout.payHeldOrder, { params: { id: orderId } }),
    meta: { silent: true },
  });
  useResetOnPageRestore(mutation.reset);
  return mutation;
}
