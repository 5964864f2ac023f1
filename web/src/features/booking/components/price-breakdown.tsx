import { formatMoney } from '@lobby/contracts';
import { Divider, Stack, Text } from '@mantine/core';
import { AmountRow } from '../../../components/amount-row';
import { useDisplayMoney } from '../../../lib/currency/display-money';
import type { PriceSummary } from '../utils/price-summary';

/**
 * Price × players, discount and total in the viewer's currency; when that is not the gig's, the amount
 * actually charged in the gig's currency too (payments charge in the gig's currency).
 */
export function PriceBreakdown({ summary }: { summary: PriceSummary }) {
  const { convert, format } = useDisplayMoney();
  const { unitPrice, players, subtotal, discount, total } = summary;
  const shownInOtherCurrency = convert(total).currency !== total.currency;

  return (
    <Stack gap={6} role="group" aria-label="Price summary">
      <AmountRow
        label={`${format(unitPrice)} × ${players} ${players === 1 ? 'player' : 'players'}`}
        amount={format(subtotal)}
      />
      {discount.amount > 0 && <AmountRow label="Promo discount" amount={`−${format(discount)}`} />}
      <Divider my={4} />
      <AmountRow label="Total" amount={format(total)} strong />
      {shownInOtherCurrency && (
        <Text size="xs" c="dimmed" ta="right">
          You will be charged {formatMoney(total)} ({total.currency})
        </Text>
      )}
    </Stack>
  );
}
