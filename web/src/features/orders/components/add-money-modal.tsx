import { Currencies, formatMoney, type Currency } from '@lobby/contracts';
import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useGoToCheckout } from '../../../hooks/use-go-to-checkout';
import { checkoutStartErrorText } from '../../../lib/checkout-error-text';
import { useTopUpLimits, useTopUpWallet } from '../api/top-up-wallet';
import { topUpBody, topUpValidator, type TopUpFormValues } from '../utils/top-up-form';

interface AddMoneyModalProps {
  opened: boolean;
  onClose: () => void;
  /** The currency picked first (the wallet's first balance). */
  currency: Currency;
}

const SYMBOLS: Record<Currency, string> = { INR: '₹', USD: '$' };

/**
 * "Add money": the fan picks a currency and an amount within the configured limits, then pays it by card (the
 * card checkout: Stripe's page, or the sandbox's without Stripe) and comes back to the wallet.
 */
export function AddMoneyModal({ opened, onClose, currency }: AddMoneyModalProps) {
  const limits = useTopUpLimits(opened);
  const topUp = useTopUpWallet();
  const goToCheckout = useGoToCheckout();
  const form = useForm<TopUpFormValues>({
    initialValues: { currency, amount: '' },
    validate: topUpValidator((chosen) => limits.data?.find((entry) => entry.currency === chosen)),
  });

  useEffect(() => {
    if (opened) {
      form.setValues({ currency, amount: '' });
      topUp.reset();
    }
    // Only on opening: a fresh form each time.
  }, [opened]);

  const limit = limits.data?.find((entry) => entry.currency === form.values.currency);
  const submit = form.onSubmit(({ currency: chosen, amount }) =>
    topUp.mutate(topUpBody({ currency: chosen, amount }), { onSuccess: (session) => goToCheckout(session) }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Add money to your wallet" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Pay by card; the money is in your wallet as soon as the payment goes through.
          </Text>
          <SegmentedControl
            aria-label="Currency"
            data={Currencies.map((value) => ({ value, label: value }))}
            {...form.getInputProps('currency')}
          />
          <NumberInput
            label="Amount"
            description={limit ? rangeText(limit) : ' '}
            placeholder={limit ? String(limit.min / 100) : undefined}
            prefix={SYMBOLS[form.values.currency]}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            data-autofocus
            {...form.getInputProps('amount')}
          />
          {topUp.isError && (
            <Alert color="red" role="alert">
              {checkoutStartErrorText(topUp.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={topUp.isPending}>
              Continue to payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function rangeText({ currency, min, max }: { currency: Currency; min: number; max: number }): string {
  return `From ${formatMoney({ amount: min, currency })} to ${formatMoney({ amount: max, currency })}`;
}
