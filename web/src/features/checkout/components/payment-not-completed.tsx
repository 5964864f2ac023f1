import { BookingText, type CheckoutSessionDto } from '@lobby/contracts';
import { Alert, Button, Group, Loader, Stack, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCreditCardOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { CheckoutCard } from '../../../components/checkout/checkout-card';
import { useGoToCheckout } from '../../../hooks/use-go-to-checkout';
import { paymentErrorText } from '../../../lib/checkout-error-text';
import { formatTime } from '../../../lib/viewer-time';
import { type AbandonedHold, useCancelCheckout } from '../api/cancel-checkout';
import { useTryAgain } from '../api/try-again';
import { useTimeLeft } from '../hooks/use-time-left';
import { checkoutSuccessPath, gigPagePath } from '../utils/checkout-paths';
import { loadingRegion } from '../../../lib/loading-region';

const TITLE = 'Payment not completed';

const icon = (
  <ThemeIcon size={48} radius="xl" color="yellow" variant="light">
    <IconCreditCardOff size={28} />
  </ThemeIcon>
);

/** Taken while the fan was away: said plainly rather than as the server's reason. */
const GONE_TEXT: Record<string, string> = {
  [BookingText.slotFull]: 'Those seats are gone: someone else booked them meanwhile.',
  [BookingText.slotStarted]: 'This slot has started, so it takes no more bookings.',
  [BookingText.slotAlreadyCancelled]: 'The streamer cancelled this slot, so it takes no more bookings.',
  [BookingText.alreadyVip]: 'You already have a VIP place in this queue.',
};

/**
 * Back from a checkout that failed or was left: nothing was charged. A declined card leaves the order awaiting
 * payment with its seats kept for the fan until its hold ends, and 'Try again' pays that order again (same way
 * to pay, same promo code). A checkout the fan walked away from is cancelled on arrival, so its seats (or VIP
 * place) are free for everyone at once; 'Try again' then books the same slot, players and gamer tags (or holds a
 * VIP place) and pays in one request while they are still there. A payment that went through before the
 * cancel is said to be paid.
 */
export function PaymentNotCompleted({ sessionId }: { sessionId: string | null }) {
  const cancelled = useCancelCheckout(sessionId);
  const again = useTryAgain();
  const goToCheckout = useGoToCheckout();
  const heldOrder =
    cancelled.data?.hold.kind === 'order' && cancelled.data.hold.held ? cancelled.data.hold.order : null;
  const holdLeft = useTimeLeft(heldOrder?.expiresAt);

  if (cancelled.isLoading)
    return (
      <CheckoutCard title={TITLE} icon={icon}>
        <Group justify="center" py="md">
          <Loader {...loadingRegion('Loading your checkout')} />
        </Group>
      </CheckoutCard>
    );

  const session = cancelled.data?.session;
  if (session?.status === 'paid') return <PaidMeanwhile session={session} />;

  const hold: AbandonedHold = cancelled.data?.hold ?? { kind: 'gone' };
  const what = hold.kind === 'vip' ? 'the VIP place you picked was' : 'the seats you picked were';
  const gigPath =
    hold.kind === 'order' && hold.order.slug
      ? gigPagePath(hold.order.influencerUsername, hold.order.slug)
      : null;
  const failure = again.error ? (GONE_TEXT[again.error.message] ?? paymentErrorText(again.error)) : null;
  const subtitle =
    heldOrder && holdLeft > 0
      ? `Your payment did not go through and you were not charged. Your seats stay yours until ${formatTime(heldOrder.expiresAt)}: try again, or cancel the order under your orders.`
      : `You were not charged, and ${what} given back: you can book again while ${hold.kind === 'vip' ? 'places' : 'seats'} are left.`;

  return (
    <CheckoutCard title={TITLE} icon={icon} subtitle={subtitle}>
      <Stack gap="xs">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {session && hold.kind !== 'gone' && (
          <Button
            fullWidth
            loading={again.isPending}
            onClick={() => again.mutate({ hold, session }, { onSuccess: goToCheckout })}
          >
            Try again
          </Button>
        )}
        {gigPath ? (
          <Button
            component={Link}
            to={gigPath}
            variant={hold.kind === 'gone' ? 'filled' : 'subtle'}
            fullWidth
          >
            Back to the gig
          </Button>
        ) : (
          <Button
            component={Link}
            to="/browse"
            variant={hold.kind === 'gone' ? 'filled' : 'subtle'}
            fullWidth
          >
            Browse sessions
          </Button>
        )}
        <Button component={Link} to="/profile?tab=orders" variant="subtle" fullWidth>
          See your orders
        </Button>
      </Stack>
    </CheckoutCard>
  );
}

/** The buyer paid on the provider's page before the cancel arrived: nothing was undone. */
function PaidMeanwhile({ session }: { session: CheckoutSessionDto }) {
  return (
    <CheckoutCard
      title="Payment received"
      icon={
        <ThemeIcon size={48} radius="xl" color="green" variant="light">
          <IconCircleCheck size={28} />
        </ThemeIcon>
      }
      subtitle="Your payment went through before you came back, so your booking stands."
    >
      <Button component={Link} to={checkoutSuccessPath(session.sessionId)} fullWidth>
        See your booking
      </Button>
    </CheckoutCard>
  );
}
