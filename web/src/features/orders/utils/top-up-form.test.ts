import { firstIssueText, formatMoney, InputLimits, WalletTopUpBody, WalletTopUpText } from '@lobby/contracts';
import { describe, expect, it } from 'vitest';
import { topUpBody, TopUpFormText, topUpValidator, type TopUpFormValues } from './top-up-form';

const limit = { currency: 'USD' as const, min: 500, max: 50_000 };
const validate = topUpValidator((currency) => (currency === 'USD' ? limit : undefined));

/** What payments answers for the body the form would send. */
function paymentsText(form: TopUpFormValues) {
  const result = WalletTopUpBody.safeParse(topUpBody(form));
  return result.success ? undefined : firstIssueText(result.error);
}

describe('the add-money form', () => {
  it('sends minor units and asks for an amount before anything is typed', () => {
    expect(validate({ currency: 'USD', amount: 12.5 })).toEqual({});
    expect(topUpBody({ currency: 'USD', amount: 12.5 })).toEqual({ currency: 'USD', amount: 1250 });
    expect(validate({ currency: 'USD', amount: '' })).toEqual({ amount: TopUpFormText.amount });
  });

  it('says what payments would answer: its schema, then the currency’s limits in its words', () => {
    const tooMuch = { currency: 'INR' as const, amount: InputLimits.amountMinorMax };
    expect(paymentsText(tooMuch)).toBe(WalletTopUpText.amount);
    expect(validate(tooMuch)).toEqual({ amount: paymentsText(tooMuch) });
    expect(validate({ currency: 'USD', amount: 1 })).toEqual({
      amount: WalletTopUpText.outOfRange(
        formatMoney({ amount: 500, currency: 'USD' }),
        formatMoney({ amount: 50_000, currency: 'USD' }),
      ),
    });
  });
});
