import {
  formatMoney,
  PaymentsText,
  walletTopUpReturnPath,
  type CheckoutSessionDto,
  type SandboxOutcome,
} from '@lobby/contracts';
import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { CheckoutCard } from '../../../components/checkout/checkout-card';
import { paymentErrorText } from '../../../lib/checkout-error-text';
import { notify } from '../../../lib/notify';
import { errorText } from '../../../lib/query-client';
import { useSandboxSession } from '../api/get-sandbox-session';
import { useSandboxOutcome } from '../api/submit-sandbox-outcome';
import { formatTimeLeft, useTimeLeft } from '../hooks/use-time-left';
import { checkoutCancelPath, checkoutSuccessPath } from '../utils/checkout-paths';
import { DetailRows } from './detail-rows';
import { loadingRegion } from '../../../lib/loading-region';

const TITLE = 'Sandbox checkout — no real money moves';

const browseButton = (
  <Button component={Link} to="/browse" variant="light" fullWidth>
    Back to browse
  </Button>
);

/** Why a session can no longer be paid, and where to go from here. */
function ClosedCheckout({ session, timedOut }: { session: CheckoutSessionDto; timedOut: boolean }) {
  if (session.status === 'paid')
    return (
      <CheckoutCard title="This checkout is already paid" subtitle="Your booking is confirmed.">
        <Button component={Link} to={checkoutSuccessPath(session.sessionId)} fullWidth>
          See your booking
        </Button>
      </CheckoutCard>
    );
  const reason =
    session.status === 'refunded'
      ? PaymentsText.paymentRefunded
      : session.status === 'failed'
        ? 'This payment failed and you were not charged. The seats were given back, so you can book again while seats are left.'
        : timedOut || session.status === 'expired'
          ? 'This checkout has expired and no money moved. Book the slot again if seats are left.'
          : PaymentsText.checkoutClosed;
  return (
    <CheckoutCard title={PaymentsText.checkoutClosed} subtitle={reason}>
      {browseButton}
    </CheckoutCard>
  );
}

/** The sandbox's hosted payment page: pay or fail the session before it expires. */
export function SandboxCheckout({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const session = useSandboxSession(sessionId);
  const outcome = useSandboxOutcome(sessionId);
  const timeLeft = useTimeLeft(session.data?.expiresAt);

  if (session.isPending)
    return (
      <CheckoutCard title={TITLE}>
        <Group justify="center" py="md">
          <Loader {...loadingRegion('Loading checkout')} />
        </Group>
      </CheckoutCard>
    );
  if (session.isError)
    return (
      <CheckoutCard title="Checkout not available" subtitle={errorText(session.error)}>
        {browseButton}
      </CheckoutCard>
    );

  const { data } = session;
  if (data.status !== 'created' || timeLeft === 0)
    return <ClosedCheckout session={data} timedOut={timeLeft === 0} />;

  const amount = formatMoney({ amount: data.amount, currency: data.currency });
  const submit = (choice: SandboxOutcome) =>
    outcome.mutate(choice, {
      onSuccess: (updated) => {
        // A top-up goes back to the wallet, which says how it went.
        if (updated.kind === 'top_up') navigate(walletTopUpReturnPath(sessionId), { replace: true });
        else if (updated.status === 'paid') navigate(checkoutSuccessPath(sessionId), { replace: true });
        else if (updated.status === 'failed') navigate(checkoutCancelPath(sessionId), { replace: true });
      },
      onError: (error) => notify.error(paymentErrorText(error)),
    });

  return (
    <CheckoutCard
      title={TITLE}
      icon={
        <Badge color="yellow" variant="light" size="lg">
          Sandbox
        </Badge>
      }
      subtitle="A stand-in for a card payment page: choose whether this payment goes through or fails."
    >
      <Stack gap={2} align="center" py="sm">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
          Amount due
        </Text>
        <Text fz={40} fw={900} lh={1.1}>
          {amount}
        </Text>
      </Stack>
      <DetailRows
        rows={[
          ...(data.discount > 0
            ? [
                {
                  label: 'Promo discount included',
                  value: formatMoney({ amount: data.discount, currency: data.currency }),
                },
              ]
            : []),
          { label: 'Time left to pay', value: <span aria-live="off">{formatTimeLeft(timeLeft)}</span> },
        ]}
      />
      <Stack gap="xs">
        <Button
          size="md"
          color="teal"
          fullWidth
          loading={outcome.isPending && outcome.variables === 'pay'}
          disabled={outcome.isPending}
          onClick={() => submit('pay')}
        >
          Pay {amount}
        </Button>
        <Button
          size="md"
          variant="default"
          fullWidth
          loading={outcome.isPending && outcome.variables === 'fail'}
          disabled={outcome.isPending}
          onClick={() => submit('fail')}
        >
          Fail payment
        </Button>
      </Stack>
    </CheckoutCard>
  );
}
