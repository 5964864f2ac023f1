import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ordersCount, payoutSummaryText } from '../../../components/payouts/payout-money';
import { usePayoutSummary } from '../../../components/payouts/payout-summary-query';

function Stat({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz="xl" fw={700}>
          {value}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
    </Paper>
  );
}

/** What is ready for the next payout, what staff are preparing, and the last payout. */
export function PayoutsOverview({ starId, query }: { starId: string; query: string }) {
  const summary = usePayoutSummary(starId, query);
  if (summary.isError)
    return (
      <Text c="dimmed" size="sm">
        Payouts could not be loaded.
      </Text>
    );
  if (!summary.data) return <Skeleton height={104} radius="lg" />;
  const text = payoutSummaryText(summary.data);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Stat
          label="Ready for the next payout"
          value={text.ready}
          detail={
            text.readyOrders === 0
              ? 'No played order is waiting to be paid out'
              : `${ordersCount(text.readyOrders)} played and paid, in no payout yet`
          }
          testId="payouts-ready"
        />
        <Stat
          label="Being prepared"
          value={text.active}
          detail={
            text.activeCount === 0
              ? 'No payout in preparation'
              : `${text.activeCount} ${text.activeCount === 1 ? 'payout' : 'payouts'} staff are preparing`
          }
          testId="payouts-active"
        />
        <Stat
          label="Last payout"
          value={text.last?.net ?? 'None yet'}
          detail={text.last ? `Paid ${text.last.day}` : 'Your first payout shows here'}
          testId="payouts-last"
        />
      </SimpleGrid>
      {text.awaitingValidation > 0 && (
        <Alert color="yellow" variant="light" icon={<IconClipboardCheck />}>
          {ordersCount(text.awaitingValidation)} paid and waiting for staff to confirm the game was played.
          They join your next payout once confirmed.
        </Alert>
      )}
    </Stack>
  );
}
