import { formatMoney, type WalletMovementDto } from '@lobby/contracts';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { PagedGrid } from '../../../components/paged-grid';
import { loadingRegion } from '../../../lib/loading-region';
import { useWalletMovements } from '../api/get-wallet-movements';

const KIND_LABELS: Record<WalletMovementDto['kind'], string> = {
  refund: 'Refund',
  payment: 'Payment',
  top_up: 'Top-up',
};

/** "+₹300" for money in, "−₹12.34" for money out. */
function signedAmount({ amount, currency }: Pick<WalletMovementDto, 'amount' | 'currency'>): string {
  return `${amount < 0 ? '−' : '+'}${formatMoney({ amount: Math.abs(amount), currency })}`;
}

/** The wallet's movements as its ledger records them: date, kind and amount, newest first. */
export function WalletMovements() {
  const [page, setPage] = useState(1);
  const movements = useWalletMovements(page);
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Movements
      </Title>
      <PagedGrid
        query={movements}
        page={page}
        onPageChange={setPage}
        cols={{ base: 1 }}
        loading={
          <Stack gap="xs" {...loadingRegion('Loading wallet movements')}>
            <Skeleton height={52} radius="md" />
            <Skeleton height={52} radius="md" />
          </Stack>
        }
        empty={
          <Text size="sm" c="dimmed">
            No movements yet.
          </Text>
        }
        countLabel={(total) => `${total} ${total === 1 ? 'movement' : 'movements'}`}
      >
        {(movement) => (
          <Paper key={movement._id} withBorder radius="md" px="md" py="xs" aria-label="Wallet movement">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {KIND_LABELS[movement.kind] ?? movement.kind}
                </Text>
                <Text size="xs" c="dimmed">
                  {dayjs(movement.createdAt).format('D MMM YYYY, HH:mm')}
                </Text>
              </Stack>
              <Text fw={700} c={movement.amount < 0 ? undefined : 'teal'} style={{ whiteSpace: 'nowrap' }}>
                {signedAmount(movement)}
              </Text>
            </Group>
          </Paper>
        )}
      </PagedGrid>
    </Stack>
  );
}
