import { formatMoney } from '@lobby/contracts';
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDisplayMoney } from '../../../lib/currency/display-money';
import type { PriceSummary } from '../utils/price-summary';

function Line({ label, amount, strong }: { label: ReactNode; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 500}>
        {amount}
      </Text>
    </Group>
  );
}

/**
 * Price × players, discount and total in the viewer's currency; when that is not the gig's, the amount
 * actually charged in the gig's currency too (payments charge in the gig's currency).
 */
export function PriceBreakdown({ summary }: { summary: PriceSummary }) {
  const { convert, format } = useDisplayMoney();
  const { unitPrice, players, subtotal, discount, total } = summary;
  const shownInOtherCurrency = convert(total).currency !== total.currency;

  return (
    <Stack gap={6} aria-label="Price summary">
      <Line
        label={`${format(unitPrice)} × ${players} ${players === 1 ? 'player' : 'players'}`}
        amount={format(subtotal)}
      />
      {discount.amount > 0 && <Line label="Promo discount" amount={`−${format(discount)}`} />}
      <Divider my={4} />
      <Line label="Total" amount={format(total)} strong />
      {shownInOtherCurrency && (
        <Text size="xs" c="dimmed" ta="right">
          You will be charged {formatMoney(total)} ({total.currency})
        </Text>
      )}
    </Stack>
  );
}
