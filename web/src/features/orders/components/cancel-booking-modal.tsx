import { formatMoney, type OrderDto, type RefundDestination } from '@lobby/contracts';
import { Alert, Button, Group, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { mutateThen } from '../../../lib/mutate-then';
import { notify } from '../../../lib/notify';
import { useCancelOrder, useCancellationQuote } from '../api/cancel-order';
import { loadingRegion } from '../../../lib/loading-region';

interface CancelBookingModalProps {
  order: OrderDto;
  opened: boolean;
  onClose: () => void;
}

/**
 * The fan cancels a paid booking: the dialog shows the gig's cancellation policy and what comes back (asked from
 * the server, never worked out here), lets a card payment come back to the card or the wallet, and confirms.
 */
export function CancelBookingModal({ order, opened, onClose }: CancelBookingModalProps) {
  const [refundTo, setRefundTo] = useState<RefundDestination>('card');
  const cancel = useCancelOrder(order._id);
  // Once cancelled there is nothing left to quote (the server would answer 409).
  const quote = useCancellationQuote(order._id, refundTo, opened && !cancel.isSuccess);

  useEffect(() => {
    if (opened) setRefundTo('card');
  }, [opened]);

  const money = (amount: number) => formatMoney({ amount, currency: order.currency });
  const confirm = () =>
    mutateThen(cancel, refundTo, (answer) => {
      notify.success(
        answer.refundAmount > 0
          ? `Booking cancelled. ${money(answer.refundAmount)} ${answer.refundTo === 'wallet' ? 'added to your wallet' : 'is on its way back to your card'}.`
          : 'Booking cancelled. Nothing is refunded under the cancellation policy.',
      );
      onClose();
    });

  const data = quote.data;
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel this booking?" centered>
      <Stack gap="md">
        <Text size="sm">
          {order.product_title} with {order.influencerName || order.influencerUsername}
        </Text>
        {quote.isPending && <Loader size="sm" {...loadingRegion('Working out your refund')} />}
        {quote.isError && (
          <Alert color="red" title="This booking can't be cancelled">
            {quote.error.message}
          </Alert>
        )}
        {data && (
          <>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {data.policyLabel} cancellation policy
              </Text>
              <Text size="sm" c="dimmed">
                {data.policySummary}
              </Text>
            </Stack>
            <Stack gap={4} data-testid="refund-summary">
              <Text size="sm">You paid {money(data.amountPaid)}.</Text>
              <Text size="lg" fw={700}>
                {data.refundAmount > 0
                  ? `You get back ${money(data.refundAmount)} (${data.refundPercent} %)`
                  : 'You get nothing back'}
              </Text>
              {data.refundAmount === 0 && (
                <Text size="sm" c="dimmed">
                  The session starts in {data.hoursBeforeStart} hours, too late for a refund under this
                  policy.
                </Text>
              )}
            </Stack>
            {data.refundAmount > 0 && data.paidWith === 'card' && (
              <Stack gap={4}>
                <Text size="sm" id="refund-destination-label">
                  Refund to
                </Text>
                <SegmentedControl
                  aria-labelledby="refund-destination-label"
                  value={refundTo}
                  onChange={(value) => setRefundTo(value as RefundDestination)}
                  data={[
                    { value: 'card', label: 'My card' },
                    { value: 'wallet', label: 'My Lobby wallet' },
                  ]}
                />
                <Text size="xs" c="dimmed">
                  {refundTo === 'wallet'
                    ? 'Straight away, to spend on your next booking.'
                    : 'Banks usually show it within 5-10 days.'}
                </Text>
              </Stack>
            )}
            {data.refundAmount > 0 && data.paidWith === 'wallet' && (
              <Text size="sm" c="dimmed">
                You paid from your wallet, so it goes back there straight away.
              </Text>
            )}
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Keep booking
          </Button>
          <Button color="red" onClick={confirm} loading={cancel.isPending} disabled={!data}>
            Cancel booking
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
