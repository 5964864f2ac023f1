import { routes } from '@lobby/contracts';
import { Button, Group, Loader, Stack, ThemeIcon } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useGoToCheckout } from '../../../hooks/use-go-to-checkout';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { sandboxSessionQueryOptions } from '../api/get-sandbox-session';
import { useRetryCheckout } from '../api/retry-checkout';
import { formatTimeLeft, useTimeLeft } from '../hooks/use-time-left';
import { checkoutErrorText } from '../utils/checkout-error-text';
import { gigPagePath } from '../utils/checkout-paths';
import { CheckoutCard } from './checkout-card';

const TITLE = 'Payment not completed';

const icon = (
  <ThemeIcon size={48} radius="xl" color="yellow" variant="light">
    <IconCreditCardOff size={28} />
  </ThemeIcon>
);

/**
 * Back from a checkout that was cancelled or failed: nothing was charged. While the order still holds its
 * seats (a Stripe page left with its back link) the fan can pay again; once released, the seats are back on
 * the gig's page for everyone.
 */
export function PaymentNotCompleted({ sessionId }: { sessionId: string | null }) {
  const session = useQuery({
    ...sandboxSessionQueryOptions(sessionId ?? ''),
    enabled: !!sessionId,
    retry: false,
  });
  // A released order that was never paid is gone, so "not found" means the seats were given back.
  const order = useQuery({
    queryKey: ['order-by-checkout-session', sessionId],
    queryFn: ({ signal }) =>
      call(routes.checkout.orderOfSession, { params: { sessionId: sessionId ?? '' }, signal }),
    enabled: session.data?.kind === 'order',
    retry: false,
    staleTime: 0,
  });
  const timeLeft = useTimeLeft(order.data?.expiresAt);
  const retry = useRetryCheckout();
  const goToCheckout = useGoToCheckout();

  if (session.isLoading || order.isLoading)
    return (
      <CheckoutCard title={TITLE} icon={icon}>
        <Group justify="center" py="md">
          <Loader aria-label="Loading your checkout" />
        </Group>
      </CheckoutCard>
    );

  // A failed or expired session has its hold released already or in a moment: only an open one can be retried.
  const held = session.data?.status === 'created' && order.data?.status === 'held' && timeLeft > 0;
  if (held && session.data)
    return (
      <CheckoutCard
        title={TITLE}
        icon={icon}
        subtitle={`You were not charged. Your seats are still held for you for ${formatTimeLeft(timeLeft)}: you can try the payment again until then.`}
      >
        <Stack gap="xs">
          <Button
            fullWidth
            loading={retry.isPending}
            onClick={() =>
              retry.mutate(
                { order: order.data!, provider: session.data.provider },
                { onSuccess: goToCheckout, onError: (error) => notify.error(checkoutErrorText(error)) },
              )
            }
          >
            Try again
          </Button>
          <Button
            component={Link}
            to={gigPagePath(order.data!.influencerUsername, order.data!.slug)}
            variant="subtle"
            fullWidth
          >
            Back to the gig
          </Button>
        </Stack>
      </CheckoutCard>
    );

  return (
    <CheckoutCard
      title={TITLE}
      icon={icon}
      subtitle="You were not charged, and the seats you picked were given back: you can book again while seats are left."
    >
      <Stack gap="xs">
        {order.data ? (
          <Button component={Link} to={gigPagePath(order.data.influencerUsername, order.data.slug)} fullWidth>
            Back to the gig
          </Button>
        ) : (
          <Button component={Link} to="/browse" fullWidth>
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
