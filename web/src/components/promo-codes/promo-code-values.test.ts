import { firstIssueText, InputLimits, PromoCodeBody } from '@lobby/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  emptyPromoCodeForm,
  PromoCodeFormText,
  promoCodeFormFromDto,
  toPromoCodeInput,
  validatePromoCodeForm,
  type PromoCodeFormValues,
} from './promo-code-values';

const values = (overrides: Partial<PromoCodeFormValues> = {}): PromoCodeFormValues => ({
  ...emptyPromoCodeForm('USD'),
  code: 'SUMMER25',
  ...overrides,
});

/** Every field's error for these values, as the form would show them (null for none). */
function errors(form: PromoCodeFormValues) {
  const found = validatePromoCodeForm(form);
  const field = (name: keyof PromoCodeFormValues) => found[name] ?? null;
  return {
    code: field('code'),
    percentOff: field('percentOff'),
    amountOff: field('amountOff'),
    validUntil: field('validUntil'),
    maxUses: field('maxUses'),
    maxUsesPerUser: field('maxUsesPerUser'),
  };
}

/** What payments answers for the body the form would send. */
function paymentsText(form: PromoCodeFormValues) {
  const result = PromoCodeBody.safeParse(toPromoCodeInput(form));
  return result.success ? null : firstIssueText(result.error);
}

const noErrors = {
  code: null,
  percentOff: null,
  amountOff: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerUser: null,
};

describe('the promo code form', () => {
  it('sends a percent code with unlimited uses and no window as payments expects it', () => {
    const form = values({ code: '  SUMMER25 ', percentOff: 25 });
    expect(errors(form)).toEqual(noErrors);
    expect(toPromoCodeInput(form)).toEqual({
      code: 'SUMMER25',
      discountType: 'percent',
      percentOff: 25,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      maxUsesPerUser: null,
    });
  });

  it('sends a fixed amount in minor units with its currency, a window in UTC and both limits', () => {
    const form = values({
      discountType: 'fixed',
      amountOff: 4.99,
      currency: 'INR',
      validFrom: '2027-01-01 10:00:00',
      validUntil: '2027-01-31 23:30:00',
      maxUses: 100,
      maxUsesPerUser: '2',
    });
    expect(errors(form)).toEqual(noErrors);
    const input = toPromoCodeInput(form);
    expect(input).toEqual({
      code: 'SUMMER25',
      discountType: 'fixed',
      amountOff: 499,
      currency: 'INR',
      validFrom: dayjs('2027-01-01 10:00:00').toISOString(),
      validUntil: dayjs('2027-01-31 23:30:00').toISOString(),
      maxUses: 100,
      maxUsesPerUser: 2,
    });
    // Only the chosen discount's fields go: payments refuses a fixed code that names a percent.
    expect(input).not.toHaveProperty('percentOff');
  });

  it('refuses a code payments would refuse, before sending it', () => {
    for (const code of ['ab', 'with space', 'é-accent', 'x'.repeat(33)])
      expect(errors(values({ code })).code).toBe(PromoCodeFormText.code);
    expect(errors(values({ code: 'a_b-9' })).code).toBeNull();
  });

  it('checks only the chosen discount: a percent from 1 to 100, an amount above 0 with two decimals', () => {
    expect(errors(values({ percentOff: 0 })).percentOff).toBe(PromoCodeFormText.percentOff);
    expect(errors(values({ percentOff: 101 })).percentOff).toBe(PromoCodeFormText.percentOff);
    expect(errors(values({ percentOff: 12.5 })).percentOff).toBe(PromoCodeFormText.percentOff);
    expect(errors(values({ percentOff: '' })).percentOff).toBe(PromoCodeFormText.percentOff);
    expect(errors(values({ amountOff: '' })).amountOff).toBeNull();

    const fixed = (amountOff: number | string) => errors(values({ discountType: 'fixed', amountOff }));
    expect(fixed('').amountOff).toBe(PromoCodeFormText.amountOff);
    expect(fixed(0).amountOff).toBe(PromoCodeFormText.amountOff);
    expect(fixed(1.005).amountOff).toBe(PromoCodeFormText.amountOff);
    expect(fixed(0.01).amountOff).toBeNull();
    expect(fixed(0.01).percentOff).toBeNull();
  });

  it('needs the end of the window after its start, and takes either end alone', () => {
    const window = (validFrom: string | null, validUntil: string | null) =>
      errors(values({ validFrom, validUntil })).validUntil;
    expect(window('2027-01-02 10:00:00', '2027-01-02 10:00:00')).toBe(PromoCodeFormText.window);
    expect(window('2027-01-02 10:00:00', '2027-01-01 10:00:00')).toBe(PromoCodeFormText.window);
    expect(window('2027-01-02 10:00:00', null)).toBeNull();
    expect(window(null, '2027-01-02 10:00:00')).toBeNull();
  });

  it('takes limits from 1 to the contracts’ maximum as whole numbers, or empty for unlimited', () => {
    const limit = (maxUses: number | string) => errors(values({ maxUses })).maxUses;
    expect(limit('')).toBeNull();
    expect(limit(1)).toBeNull();
    expect(limit(InputLimits.promoCodeUsesMax)).toBeNull();
    expect(limit(0)).toBe(PromoCodeFormText.maxUses);
    expect(limit(1.5)).toBe(PromoCodeFormText.maxUses);
    expect(limit(InputLimits.promoCodeUsesMax + 1)).toBe(PromoCodeFormText.maxUses);
    expect(errors(values({ maxUsesPerUser: 0 })).maxUsesPerUser).toBe(PromoCodeFormText.maxUsesPerUser);
  });

  it('says what payments would answer for the same code: its schema is the form’s', () => {
    for (const form of [
      values({ code: 'ab' }),
      values({ percentOff: 101 }),
      values({ maxUsesPerUser: 2.5 }),
    ]) {
      const shown = Object.values(validatePromoCodeForm(form));
      expect(shown).toHaveLength(1);
      expect(shown[0]).toBe(paymentsText(form));
    }
  });

  it('opens a code for editing with its own rules, so saving it unchanged sends the same rules back', () => {
    const form = promoCodeFormFromDto(
      {
        _id: 'code-1',
        code: 'WINTER',
        streamerId: 'star-1',
        discountType: 'percent',
        percentOff: 30,
        amountOff: null,
        currency: null,
        validFrom: '2027-01-01T10:00:00.000Z',
        validUntil: '2027-02-01T10:30:00.000Z',
        maxUses: null,
        maxUsesPerUser: 1,
        usesCount: 12,
        gigIds: [],
        isActive: true,
        createdAt: '2026-12-01T00:00:00.000Z',
      },
      'INR',
    );
    expect(errors(form)).toEqual(noErrors);
    expect(form.currency).toBe('INR');
    expect(toPromoCodeInput(form)).toEqual({
      code: 'WINTER',
      discountType: 'percent',
      percentOff: 30,
      validFrom: '2027-01-01T10:00:00.000Z',
      validUntil: '2027-02-01T10:30:00.000Z',
      maxUses: null,
      maxUsesPerUser: 1,
    });
  });
});
