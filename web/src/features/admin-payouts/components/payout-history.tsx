import { formatMoney, type PayoutDto } from '@lobby/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { formatPayoutDay, ordersCount } from '../../../components/payouts/payout-money';
import { PayoutTotals } from '../../../components/payouts/payout-totals';
import { SectionCard } from '../../../components/section-card';
import { usePayoutHistory } from '../api/get-payouts';
import { PayoutSheetButton } from './payout-sheet-button';

const money = (payout: PayoutDto, amount: number) => formatMoney({ amount, currency: payout.currency });

const columns: AdminColumn<PayoutDto>[] = [
  {
    header: 'Completed',
    cell: (payout) => (
      <>
        <Text size="sm" fw={600}>
          {formatPayoutDay(payout.completedAt ?? payout.updatedAt)}
        </Text>
        <Text size="xs" c="dimmed">
          Started {formatPayoutDay(payout.createdAt)}
        </Text>
      </>
    ),
  },
  {
    header: 'Reference',
    maxWidth: 200,
    cell: (payout) => (
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {payout.transferReference}
      </Text>
    ),
  },
  { header: 'Orders', align: 'right', cell: (payout) => payout.totals.orderCount },
  { header: 'Gross', align: 'right', cell: (payout) => money(payout, payout.totals.gross) },
  { header: 'Fee', align: 'right', cell: (payout) => money(payout, payout.totals.platformFee) },
  { header: 'GST on fee', align: 'right', cell: (payout) => money(payout, payout.totals.platformFeeGst) },
  { header: 'TDS', align: 'right', cell: (payout) => money(payout, payout.totals.tds) },
  {
    header: 'Net',
    align: 'right',
    cell: (payout) => (
      <Text size="sm" fw={700}>
        {money(payout, payout.totals.net)}
      </Text>
    ),
  },
];

/** Staff: the star's completed payouts, newest first, ten a page, each with its spreadsheet. */
export function PayoutHistory({ streamerId }: { streamerId: string }) {
  const [page, setPage] = useState(1);
  const history = usePayoutHistory(streamerId, page);
  return (
    <SectionCard title="History" description="Completed payouts, newest first.">
      <AdminList
        query={history}
        paging={{ page, onChange: setPage, noun: 'payouts' }}
        empty={{
          icon: <IconHistory size={28} />,
          title: 'No payouts yet',
          description: 'Completed payouts are listed here with their transfer reference.',
        }}
      >
        {(rows) => (
          <AdminTable
            rows={rows}
            rowKey={(payout) => payout._id}
            columns={columns}
            actions={{ header: 'Spreadsheet', cell: (payout) => <PayoutSheetButton payout={payout} /> }}
            minWidth={900}
            card={(payout) => (
              <Stack gap="xs">
                <div>
                  <Text size="sm" fw={600}>
                    {formatPayoutDay(payout.completedAt ?? payout.updatedAt)} ·{' '}
                    {ordersCount(payout.totals.orderCount)}
                  </Text>
                  <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {payout.transferReference}
                  </Text>
                </div>
                <PayoutTotals totals={payout.totals} currency={payout.currency} />
                <Group justify="flex-end">
                  <PayoutSheetButton payout={payout} />
                </Group>
              </Stack>
            )}
          />
        )}
      </AdminList>
    </SectionCard>
  );
}
