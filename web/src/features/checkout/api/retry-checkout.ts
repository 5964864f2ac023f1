import { routes, type OrderDto, type PaymentGatewayName } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * Opens a new checkout for an order still held after a cancelled payment (the open one, if any, is superseded),
 * with the same provider and promo code.
 */
export const useRetryCheckout = () =>
  useMutation({
    mutationFn: ({ order, provider }: { order: OrderDto; provider: PaymentGatewayName }) =>
      call(routes.checkout.createCheckoutSession, {
        body: { orderId: order._id, provider, promoCode: order.promoCode ?? undefined },
      }),
    meta: { silent: true },
  });
