import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ListError } from '../catalog/list-status';
import { CheckoutCard, CheckoutStatusIcon } from './checkout-card';
import { isHoldSettled, type HoldConfirmation as Confirmation, type PaidHold } from './use-hold-confirmation';
import { loadingRegion } from '../../lib/loading-region';

interface HoldConfirmationProps<T extends PaidHold> {
  confirmation: Confirmation<T>;
  /** The page once the hold is settled: what was bought, or why it was not kept. */
  settled: (hold: T) => ReactNode;
  /** Where the purchase shows once paid, said when the confirmation takes longer than usual. */
  delayedNote: string;
  /** Other ways on while the confirmation takes long, under the refresh button. */
  delayedActions?: (hold: T | undefined) => ReactNode;
  /** Set when a failed read means the payment cannot be confirmed (otherwise it just means "not yet"). */
  errorTitle?: string;
}

/**
 * The page a buyer lands on after a checkout, whatever it paid for: it waits for the payment to land, says so
 * when that takes long (with a refresh), and then shows the settled hold.
 */
export function HoldConfirmation<T extends PaidHold>({
  confirmation: { hold, timedOut, refresh },
  settled,
  delayedNote,
  delayedActions,
  errorTitle,
}: HoldConfirmationProps<T>) {
  if (errorTitle && hold.isError && !hold.data)
    return (
      <CheckoutCard title={errorTitle}>
        <ListError error={hold.error} onRetry={refresh} />
      </CheckoutCard>
    );

  if (hold.data && isHoldSettled(hold.data)) return settled(hold.data);

  if (timedOut)
    return (
      <CheckoutCard
        title="Your payment is being confirmed"
        icon={<CheckoutStatusIcon color="yellow" icon={IconClockHour4} />}
        subtitle={`This is taking longer than usual. ${delayedNote}`}
      >
        <Stack gap="xs">
          <Button onClick={refresh} loading={hold.isFetching} fullWidth>
            Refresh
          </Button>
          {delayedActions?.(hold.data)}
        </Stack>
      </CheckoutCard>
    );

  return (
    <CheckoutCard title="Confirming your payment" subtitle="This usually takes a few seconds.">
      <Stack align="center" py="md">
        <Loader {...loadingRegion('Waiting for the payment')} />
        <Text size="sm" c="dimmed">
          Please keep this page open.
        </Text>
      </Stack>
    </CheckoutCard>
  );
}
