import { formatMoney, type PayoutDto } from '@lobby/contracts';
import { Button, Group, Pagination, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { formatPayoutDay, ordersCount } from '../../../components/payouts/payout-money';
import { SectionCard } from '../../../components/section-card';
import { useDownloadStatement, usePayoutHistory } from '../api/payout-history';

const paidDay = (payout: PayoutDto) => formatPayoutDay(payout.completedAt ?? payout.updatedAt);

function StatementButton({ payout, query }: { payout: PayoutDto; query: string }) {
  const download = useDownloadStatement(query);
  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconFileTypePdf size={16} />}
      loading={download.isPending}
      aria-label={`Statement (PDF) of the payout of ${paidDay(payout)}`}
      onClick={() => download.mutate(payout)}
    >
      Statement (PDF)
    </Button>
  );
}

/** Of the net, the GST the streamer charged on their sessions and remits themselves; nothing when none. */
function ServiceGstNote({ payout }: { payout: PayoutDto }) {
  if (payout.totals.serviceGst === 0) return null;
  return (
    <Text size="xs" c="dimmed" fw={400}>
      incl. {formatMoney({ amount: payout.totals.serviceGst, currency: payout.currency })} GST yours to remit
    </Text>
  );
}

/**
 * The streamer's completed payouts (spec /payout-history), newest first, ten a page: when each was paid, the
 * bank transfer's reference, how many orders it paid for and the net received, with its statement.
 */
export function PayoutHistoryList({ starId, query }: { starId: string; query: string }) {
  const [page, setPage] = useState(1);
  const history = usePayoutHistory(starId, query, page);
  const data = history.data;

  let body;
  if (history.isError)
    body = (
      <Text c="dimmed" size="sm">
        Payout history could not be loaded.
      </Text>
    );
  else if (!data) body = <Skeleton height={120} />;
  else if (data.data.length === 0)
    body = (
      <Text c="dimmed" size="sm">
        No payouts yet. Once staff pay out your earnings, each payout and its statement show here.
      </Text>
    );
  else
    body = (
      <>
        <Table highlightOnHover visibleFrom="sm" aria-label="Completed payouts" data-testid="payout-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Paid</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th ta="right">Orders</Table.Th>
              <Table.Th ta="right">Net</Table.Th>
              <Table.Th ta="right">Statement</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.map((payout) => (
              <Table.Tr key={payout._id}>
                <Table.Td>{paidDay(payout)}</Table.Td>
                <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {payout.transferReference}
                </Table.Td>
                <Table.Td ta="right">{payout.totals.orderCount}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatMoney({ amount: payout.totals.net, currency: payout.currency })}
                  <ServiceGstNote payout={payout} />
                </Table.Td>
                <Table.Td ta="right">
                  <StatementButton payout={payout} query={query} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap="sm" hiddenFrom="sm">
          {data.data.map((payout) => (
            <Paper key={payout._id} withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {paidDay(payout)}
                </Text>
                <Text size="sm" fw={700}>
                  {formatMoney({ amount: payout.totals.net, currency: payout.currency })}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {ordersCount(payout.totals.orderCount)} · Ref. {payout.transferReference}
              </Text>
              <ServiceGstNote payout={payout} />
              <Group justify="flex-end" mt={4}>
                <StatementButton payout={payout} query={query} />
              </Group>
            </Paper>
          ))}
        </Stack>
        {data.totalPages > 1 && (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {data.total} payouts
            </Text>
            <Pagination total={data.totalPages} value={page} onChange={setPage} size="sm" />
          </Group>
        )}
      </>
    );

  return (
    <SectionCard
      title="Payout history"
      description="Each statement lists the orders paid with the platform fee, GST on the fee and TDS deducted."
    >
      {body}
    </SectionCard>
  );
}
