import { formatMoney } from '@lobby/contracts';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { ListEmpty, ListError } from '../../../components/catalog/list-status';
import { SectionCard } from '../../../components/section-card';
import { useWallet } from '../api/get-wallet';
import { loadingRegion } from '../../../lib/loading-region';
import { WalletMovements } from './wallet-movements';

/**
 * The fan's wallet balance per currency and the movements behind it; refunds land here and can pay for sessions
 * at checkout.
 */
export function WalletBalance() {
  const wallet = useWallet();

  return (
    <SectionCard
      title="Wallet"
      description="Refunds land in your wallet, and you can pay for sessions with it at checkout."
    >
      {wallet.isError ? (
        <ListError error={wallet.error} onRetry={() => void wallet.refetch()} />
      ) : wallet.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" {...loadingRegion('Loading the wallet')}>
          <Skeleton height={84} radius="md" />
          <Skeleton height={84} radius="md" />
        </SimpleGrid>
      ) : wallet.data.balances.length === 0 ? (
        <ListEmpty
          icon={<IconWallet size={28} />}
          title="Your wallet is empty"
          description="When a streamer refunds a booking, the money shows up here."
        />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {wallet.data.balances.map((balance) => (
              <Paper
                key={balance.currency}
                component="section"
                aria-label={`${balance.currency} balance`}
                withBorder
                radius="md"
                p="md"
              >
                <Stack gap={2}>
                  <Text size="xs" tt="uppercase" c="dimmed" fw={700} lts={0.5}>
                    {balance.currency} balance
                  </Text>
                  <Text fz={28} fw={800}>
                    {formatMoney(balance)}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
          <WalletMovements />
        </Stack>
      )}
    </SectionCard>
  );
}
