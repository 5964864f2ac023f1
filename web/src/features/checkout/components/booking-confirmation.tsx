import { formatMoney, PaymentsText, type OrderDto } from '@lobby/contracts';
import { Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { formatLongDay, formatTimeRange, timeZoneLabel } from '../../../lib/viewer-time';
import { useConfirmCheckoutReturn } from '../api/confirm-checkout-return';
import { isOrderSettled, useOrderBySession } from '../api/get-order-by-session';
import { gigPagePath, orderInvoicePath } from '../utils/checkout-paths';
import { CheckoutCard } from './checkout-card';
import { DetailRows } from './detail-rows';

const statusIcon = (color: string, Icon: typeof IconCircleCheck) => (
  <ThemeIcon size={48} radius="xl" color={color} variant="light">
    <Icon size={28} />
  </ThemeIcon>
);

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
      icon={statusIcon('teal', IconCircleCheck)}
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
      icon={statusIcon('red', IconX)}
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
  const confirmed = useRef(false);
  const { order, timedOut, refresh } = useOrderBySession(sessionId);

  useEffect(() => {
    if (confirmed.current) return;
    confirmed.current = true;
    confirmReturn(sessionId);
  }, [confirmReturn, sessionId]);

  if (order.data && isOrderSettled(order.data))
    return order.data.status === 'paid' || order.data.status === 'completed' ? (
      <ConfirmedOrder order={order.data} />
    ) : (
      <BookingNotCompleted order={order.data} />
    );

  if (timedOut)
    return (
      <CheckoutCard
        title="Your payment is being confirmed"
        icon={statusIcon('yellow', IconClockHour4)}
        subtitle="This is taking longer than usual. Your booking appears under your orders as soon as the payment is confirmed."
      >
        <Button onClick={refresh} loading={order.isFetching} fullWidth>
          Refresh
        </Button>
      </CheckoutCard>
    );

  return (
    <CheckoutCard title="Confirming your payment" subtitle="This usually takes a few seconds.">
      <Stack align="center" py="md">
        <Loader aria-label="Waiting for the payment" />
        <Text size="sm" c="dimmed">
          Please keep this page open.
        </Text>
      </Stack>
    </CheckoutCard>
  );
}
