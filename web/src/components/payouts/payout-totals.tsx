import { formatMoney, GstLabels, type Currency, type PayoutTotalsDto } from '@lobby/contracts';
import { SimpleGrid, Stack, Text } from '@mantine/core';

/** The five figures of a payout, in the order they are worked out: gross, less fee, GST on it and TDS, is net. */
const FIGURES = [
  ['gross', 'Gross'],
  ['platformFee', 'Platform fee'],
  ['platformFeeGst', 'GST on fee'],
  ['tds', 'TDS'],
  ['net', 'Net'],
] as const satisfies readonly (readonly [keyof PayoutTotalsDto, string])[];

/** Of net, the GST the streamer charged on their own sessions (theirs to remit): shown only when there is some. */
const SERVICE_GST = ['serviceGst', GstLabels.staffPayoutLine] as const;

/**
 * A payout's (or the remaining orders') totals: what fans paid, the platform fee, GST on the fee, tax deducted at
 * source, and the net the streamer receives, in the payout's currency; and of net, the GST on the streamer's own
 * sessions that is theirs to remit, when they charged any.
 */
export function PayoutTotals({ totals, currency }: { totals: PayoutTotalsDto; currency: Currency }) {
  const figures = totals.serviceGst !== 0 ? [...FIGURES, SERVICE_GST] : FIGURES;
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 3, md: figures.length }}
      spacing="sm"
      verticalSpacing="xs"
      data-testid="payout-totals"
    >
      {figures.map(([key, label]) => (
        <Stack key={key} gap={0} data-testid={`payout-total-${key}`}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size={key === 'net' ? 'md' : 'sm'} fw={key === 'net' ? 800 : 600}>
            {formatMoney({ amount: totals[key], currency })}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
