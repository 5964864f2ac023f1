import type { PayoutDto } from '@lobby/contracts';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { formatPayoutDay } from '../../../components/payouts/payout-money';
import { useDownloadPayoutSheet } from '../api/change-payouts';

/** Downloads the payout's spreadsheet (.xlsx): every order with gross, fee, GST, TDS and net, then the totals. */
export function PayoutSheetButton({ payout }: { payout: PayoutDto }) {
  const download = useDownloadPayoutSheet();
  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={download.isPending}
      aria-label={`Sheet (.xlsx) of the payout of ${formatPayoutDay(payout.completedAt ?? payout.createdAt)}`}
      onClick={() => download.mutate(payout)}
    >
      Sheet (.xlsx)
    </Button>
  );
}
