import { Stack } from '@mantine/core';
import { useActivePayouts } from '../api/get-payouts';
import { useCanWritePayouts } from '../hooks/use-can-write-payouts';
import { DraftPayouts } from './draft-payouts';
import { PayoutHistory } from './payout-history';
import { RemainingOrders } from './remaining-orders';

/**
 * Staff: one star's payouts: the remaining orders to pay out, the drafts being prepared and the history. Staff
 * with Payouts read only see the same lists without the buttons that change them.
 */
export function StarPayouts({ streamerId, starName }: { streamerId: string; starName: string }) {
  const canWrite = useCanWritePayouts();
  const drafts = useActivePayouts(streamerId).data ?? [];
  return (
    <Stack gap="lg">
      <RemainingOrders streamerId={streamerId} canWrite={canWrite} drafts={drafts} />
      <DraftPayouts streamerId={streamerId} starName={starName} canWrite={canWrite} />
      <PayoutHistory streamerId={streamerId} />
    </Stack>
  );
}
