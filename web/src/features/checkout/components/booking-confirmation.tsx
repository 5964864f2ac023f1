import { formatMoney, PaymentsText, type OrderDto } from '@lobby/contracts';
import { Button, Group } from '@mantine/core';
import { IconCircleCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { CheckoutCard, CheckoutStatusIcon } from '../../../components/checkout/checkout-card';
import { HoldConfirmation } from '../../../components/checkout/hold-confirmation';
import { useRunOnce } from '../../../hooks/use-run-once';
import { formatLongDay, formatTimeRange, timeZoneLabel } from '../../../lib/viewer-time';
import { useConfirmCheckoutReturn } from '../api/confirm-checkout-return';
import { useOrderBySession } from '../api/get-order-by-session';
import { gigPagePath, orderInvoicePath } from '../utils/checkout-paths';
import { DetailRows } from './detail-rows';

function ConfirmedOrder({ order }: { order: OrderDto }) {
  const money = (amount: number) => formatMoney({ amount, currency: order.currency });
  const rows = [
    { label: 'Order number', value: order.order_id },
    { label: 'Gig', value: order.product_title },
    {
      label: 'When',
      value: `${formatLongDay(order.startTime)}, ${formatTimeRange(order.startTime, order.endTime)}`,
    },
    { label: 'Players', value: order.numberOfPlayers },
    { label: 'Gamer tags', value: order.gamerTags.map((tag) => tag.gamerTag).join(', ') },
    ...(order.discount > 0 ? [{ label: 'Promo discount', value: `−${money(order.discount)}` }] : []),
    { label: 'Amount paid', value: money(order.amountPaid ?? order.amount - order.discount) },
  ];

  return (
    <CheckoutCard
      title="Booking confirmed"
      icon={<CheckoutStatusIcon color="teal" icon={IconCircleCheck} />}
      subtitle={`You're in: ${order.influencerName} will see you in the lobby. Times are in ${timeZoneLabel()}.`}
    >
      <DetailRows rows={rows} />
      <Group grow>
        <Button component={Link} to={orderInvoicePath(order._id)} variant="light">
          View invoice
        </Button>
        <Button component={Link} to={gigPagePath(order.influencerUsername, order.slug)}>
          Back to gig
        </Button>
      </Group>
    </CheckoutCard>
  );
}

function BookingNotCompleted({ order }: { order: OrderDto }) {
  return (
    <CheckoutCard
      title="This booking could not be completed"
      icon={<CheckoutStatusIcon color="red" icon={IconX} />}
      subtitle={
        order.status === 'refunded'
          ? PaymentsText.paymentRefunded
          : `The order ${order.order_id} is ${order.status}, so its seats were released.`
      }
    >
      <Button component={Link} to={gigPagePath(order.influencerUsername, order.slug)} fullWidth>
        Back to gig
      </Button>
    </CheckoutCard>
  );
}

/**
 * After a checkout: confirms the return once (a Stripe payment may not have reached us yet), then waits for
 * the order to be paid and shows the booking.
 */
export function BookingConfirmation({ sessionId }: { sessionId: string }) {
  const { mutate: confirmReturn } = useConfirmCheckoutReturn();
  const confirmation = useOrderBySession(sessionId);
  useRunOnce(() => confirmReturn(sessionId));

  return (
    <HoldConfirmation
      confirmation={confirmation}
      delayedNote="Your booking appears under your orders as soon as the payment is confirmed."
      settled={(order) =>
        order.status === 'paid' || order.status === 'completed' ? (
          <ConfirmedOrder order={order} />
        ) : (
          <BookingNotCompleted order={order} />
        )
      }
    />
  );
}
