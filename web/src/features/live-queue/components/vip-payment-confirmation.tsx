import { formatMoney, PaymentsText, type QueueEntryDto } from '@lobby/contracts';
import { Button, Container, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconX } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ListError } from '../../../components/catalog/list-status';
import { notify } from '../../../lib/notify';
import { isVipPlaceSettled, useVipPaymentConfirmation } from '../api/confirm-vip-payment';
import { liveStarPath } from '../utils/live-paths';
import { ordinal } from '../utils/queue-labels';

/** Statuses of a paid place still in the session's queue. */
const IN_QUEUE: QueueEntryDto['status'][] = ['waiting', 'playing_next', 'in_game'];

function Card({
  title,
  subtitle,
  icon,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Container size={560} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xl">
        <Stack gap="lg">
          <Stack gap={6}>
            {icon && <Group>{icon}</Group>}
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

const statusIcon = (color: string, Icon: typeof IconCircleCheck) => (
  <ThemeIcon size={48} radius="xl" color={color} variant="light">
    <Icon size={28} />
  </ThemeIcon>
);

/**
 * After paying for a VIP place: confirms the payment (POST live-payment-success), waits for the place to be
 * paid, then sends the fan back to the star's live page, where their place and lobby code show.
 */
export function VipPaymentConfirmation({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const { entry, timedOut, refresh } = useVipPaymentConfirmation(sessionId);
  const place = entry.data;
  const joined = !!place && IN_QUEUE.includes(place.status);

  useEffect(() => {
    if (!place || !joined) return;
    notify.success(
      place.position
        ? `You're in the VIP queue: ${ordinal(place.position)} in line`
        : "You're in the VIP queue",
    );
    navigate(liveStarPath(place.influencerUsername), { replace: true });
  }, [place, joined, navigate]);

  if (entry.isError && !place)
    return (
      <Card title="We could not confirm this payment">
        <ListError error={entry.error} onRetry={refresh} />
      </Card>
    );

  if (place && isVipPlaceSettled(place) && !joined) {
    const paid = place.amountPaid !== null && place.currency !== null;
    return (
      <Card
        title="Your VIP place could not be kept"
        icon={statusIcon('red', IconX)}
        subtitle={
          place.status === 'refunded'
            ? `${PaymentsText.paymentRefunded}${paid ? ` (${formatMoney({ amount: place.amountPaid!, currency: place.currency! })})` : ''}`
            : 'The live session moved on before the payment landed, so this place was released.'
        }
      >
        <Button component={Link} to={liveStarPath(place.influencerUsername)} fullWidth>
          Back to the live page
        </Button>
      </Card>
    );
  }

  if (joined)
    return (
      <Card
        title="You're in the VIP queue"
        icon={statusIcon('teal', IconCircleCheck)}
        subtitle="Taking you back to the live page…"
      />
    );

  if (timedOut)
    return (
      <Card
        title="Your payment is being confirmed"
        icon={statusIcon('yellow', IconClockHour4)}
        subtitle="This is taking longer than usual. Your VIP place shows on the live page as soon as the payment is confirmed."
      >
        <Stack gap="xs">
          <Button onClick={refresh} loading={entry.isFetching} fullWidth>
            Refresh
          </Button>
          {place && (
            <Button component={Link} to={liveStarPath(place.influencerUsername)} variant="subtle" fullWidth>
              Back to the live page
            </Button>
          )}
        </Stack>
      </Card>
    );

  return (
    <Card title="Confirming your payment" subtitle="This usually takes a few seconds.">
      <Stack align="center" py="md">
        <Loader aria-label="Waiting for the payment" />
        <Text size="sm" c="dimmed">
          Please keep this page open.
        </Text>
      </Stack>
    </Card>
  );
}
