import { formatMoney } from '@lobby/contracts';
import { Button, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconWallet } from '@tabler/icons-react';
import { ListEmpty, ListError } from '../../../components/catalog/list-status';
import { SectionCard } from '../../../components/section-card';
import { useWallet } from '../api/get-wallet';
import { loadingRegion } from '../../../lib/loading-region';
import { AddMoneyModal } from './add-money-modal';
import { TopUpResult } from './top-up-result';
import { WalletMovements } from './wallet-movements';

/**
 * The fan's wallet balance per currency and the movements behind it; refunds and card top-ups ("Add money") land
 * here and can pay for sessions at checkout.
 */
export function WalletBalance() {
  const wallet = useWallet();
  const [adding, addMoney] = useDisclosure(false);
  // The modal starts on the currency the fan holds most of (the first balance when all are empty).
  const currency =
    [...(wallet.data?.balances ?? [])].sort((a, b) => b.amount - a.amount)[0]?.currency ?? 'INR';

  return (
    <SectionCard
      title="Wallet"
      description="Refunds and money you add land in your wallet, and you can pay for sessions with it at checkout."
      aside={
        <Button leftSection={<IconPlus size={16} />} onClick={addMoney.open} disabled={!wallet.isSuccess}>
          Add money
        </Button>
      }
    >
      <AddMoneyModal opened={adding} onClose={addMoney.close} currency={currency} />
      <TopUpResult />
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
          description="Add money by card, or get a refund from a streamer: it shows up here."
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
