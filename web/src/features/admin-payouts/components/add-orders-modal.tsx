import type { PayoutDto } from '@lobby/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { AdminListLoading } from '../../../components/admin/admin-list';
import { ordersCount } from '../../../components/payouts/payout-money';
import { notify } from '../../../lib/notify';
import { useUpdatePayout } from '../api/change-payouts';
import { useRemainingPayouts } from '../api/get-payouts';
import { PayoutLinesTable } from './payout-lines-table';

interface AddOrdersModalProps {
  /** The draft orders are added to; null keeps the dialog closed. */
  payout: PayoutDto | null;
  streamerId: string;
  onClose: () => void;
}

/** Picks remaining orders in the draft's currency and adds them to it. */
export function AddOrdersModal({ payout, streamerId, onClose }: AddOrdersModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={payout !== null}
      onClose={onClose}
      title="Add orders to the draft"
      size="xl"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {payout && <AddOrdersForm key={payout._id} payout={payout} streamerId={streamerId} onDone={onClose} />}
    </Modal>
  );
}

function AddOrdersForm({
  payout,
  streamerId,
  onDone,
}: {
  payout: PayoutDto;
  streamerId: string;
  onDone: () => void;
}) {
  const remaining = useRemainingPayouts(streamerId);
  const update = useUpdatePayout(streamerId);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const lines = remaining.data?.find(({ currency }) => currency === payout.currency)?.lines ?? [];
  const selected = new Set(lines.filter((line) => picked.has(line.orderId)).map((line) => line.orderId));

  if (!remaining.data) return <AdminListLoading />;
  return (
    <Stack gap="md">
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          No remaining orders in {payout.currency}: every played, paid order is already in a payout.
        </Text>
      ) : (
        <PayoutLinesTable
          lines={lines}
          label={`Remaining orders in ${payout.currency}`}
          selection={{ selected, onChange: setPicked }}
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          disabled={selected.size === 0}
          loading={update.isPending}
          onClick={() =>
            update.mutate(
              { payoutId: payout._id, addOrderIds: [...selected] },
              {
                onSuccess: ({ message }) => {
                  notify.success(message);
                  onDone();
                },
              },
            )
          }
        >
          {selected.size === 0 ? 'Add orders' : `Add ${ordersCount(selected.size)}`}
        </Button>
      </Group>
    </Stack>
  );
}
