import type { OrderDto } from '@lobby/contracts';
import { Button, Text } from '@mantine/core';
import { IconCreditCard, IconX } from '@tabler/icons-react';
import { useGoToCheckout } from '../../../hooks/use-go-to-checkout';
import { checkoutStartErrorText } from '../../../lib/checkout-error-text';
import { confirmDanger } from '../../../lib/confirm-danger';
import { mutateThen } from '../../../lib/mutate-then';
import { notify } from '../../../lib/notify';
import { formatTime } from '../../../lib/viewer-time';
import { useCancelHeldOrder } from '../api/cancel-held-order';
import { usePayHeldOrder } from '../api/pay-held-order';

/**
 * An order whose checkout was left or declined: how long its seats stay the fan's, 'Pay' (a new checkout for it,
 * the same way to pay and promo code as before) and 'Cancel' (after a confirm, the seats go back at once).
 */
export function AwaitingPaymentActions({ order }: { order: OrderDto }) {
  const pay = usePayHeldOrder();
  const cancel = useCancelHeldOrder();
  const goToCheckout = useGoToCheckout();

  const one = order.numberOfPlayers === 1;
  const confirmCancel = () =>
    confirmDanger({
      title: 'Cancel this order?',
      message: `${one ? 'The seat you hold on this slot goes' : `The ${order.numberOfPlayers} seats you hold on this slot go`} back at once, and nothing is charged.`,
      confirm: 'Cancel order',
      cancel: 'Keep order',
      onConfirm: () => mutateThen(cancel, order._id, (answer) => notify.success(answer.message)),
    });

  return (
    <>
      <Text size="xs" c="dimmed" mr="auto" data-testid="hold-ends">
        {one ? 'Seat' : 'Seats'} held until {formatTime(order.expiresAt)}
      </Text>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconX size={14} />}
        loading={cancel.isPending}
        disabled={pay.isPending}
        onClick={confirmCancel}
      >
        Cancel
      </Button>
      <Button
        size="xs"
        leftSection={<IconCreditCard size={14} />}
        loading={pay.isPending}
        disabled={cancel.isPending}
        onClick={() =>
          pay.mutate(order._id, {
            onSuccess: goToCheckout,
            onError: (error) => notify.error(checkoutStartErrorText(error)),
          })
        }
      >
        Pay
      </Button>
    </>
  );
}
