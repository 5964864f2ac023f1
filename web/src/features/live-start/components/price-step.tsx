import type { Currency } from '@lobby/contracts';
import { Text, TextInput } from '@mantine/core';
import { PRICE_TYPING } from '../../../components/gig-fields/gig-field-rules';
import type { LiveStartForm } from '../hooks/use-live-start-form';
import type { LivePriceMinimums } from '../utils/live-form';

const symbols: Record<Currency, string> = { INR: '₹', USD: '$' };

/** Step 3: the VIP queue price, digits with up to two decimals; Enter or Continue checks it and moves on. */
export function PriceStep({
  live,
  currency,
  minimums,
}: {
  live: LiveStartForm;
  currency: Currency | null;
  minimums: LivePriceMinimums;
}) {
  return (
    <TextInput
      label={currency ? `Price per fan (${currency})` : 'Price per fan'}
      description={
        currency
          ? `What a fan pays to join your VIP queue. At least ${symbols[currency]}${minimums[currency]}.`
          : 'What a fan pays to join your VIP queue.'
      }
      placeholder="0.00"
      inputMode="decimal"
      autoComplete="off"
      data-autofocus
      size="md"
      maw={440}
      leftSection={currency ? <Text fw={600}>{symbols[currency]}</Text> : undefined}
      value={live.form.values.price}
      onChange={(event) => {
        const price = event.currentTarget.value.trim();
        if (PRICE_TYPING.test(price)) live.changePrice(price);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          live.confirmPrice();
        }
      }}
    />
  );
}
