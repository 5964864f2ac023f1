import { formatMoney, toMinorUnits, WalletTopUpBody, WalletTopUpText, type Currency } from '@lobby/contracts';
import { schemaResolver, type FormErrors } from '@mantine/form';

/** The add-money form as typed: an amount in major units. */
export interface TopUpFormValues {
  currency: Currency;
  amount: number | string;
}

/** A currency's top-up limits, in minor units (payments' /wallet/top-up-limits). */
export interface TopUpLimit {
  currency: Currency;
  min: number;
  max: number;
}

export const TopUpFormText = { amount: 'Enter an amount' } as const;

/** What POST /wallet/top-up takes: minor units. */
export const topUpBody = ({ currency, amount }: TopUpFormValues) => ({
  currency,
  amount: toMinorUnits(Number(amount)),
});

const bodyErrors = schemaResolver(WalletTopUpBody, { sync: true });

/**
 * @mantine/form `validate`: nothing typed yet asks for an amount; anything typed is judged as payments judges it,
 * its schema (WalletTopUpBody) and then the currency's limits, in payments' words.
 */
export function topUpValidator(limitOf: (currency: Currency) => TopUpLimit | undefined) {
  return (values: TopUpFormValues): FormErrors => {
    if (values.amount === '' || !Number.isFinite(Number(values.amount)))
      return { amount: TopUpFormText.amount };
    const errors = bodyErrors(topUpBody(values));
    if (Object.keys(errors).length > 0) return errors;
    const limit = limitOf(values.currency);
    const { amount, currency } = topUpBody(values);
    if (limit && (amount < limit.min || amount > limit.max))
      return {
        amount: WalletTopUpText.outOfRange(
          formatMoney({ amount: limit.min, currency }),
          formatMoney({ amount: limit.max, currency }),
        ),
      };
    return {};
  };
}
