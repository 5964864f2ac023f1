import {
  baseCurrencyForCountry,
  convertMoney,
  displayMoney,
  formatMoney,
  ratesAreStale,
  type CurrencyRates,
} from './currency';

const rates: CurrencyRates = {
  base: 'USD',
  rates: { USD: 1, INR: 83.25 },
  lastFetched: '2026-11-20T00:00:00.000Z',
  nextUpdate: '2026-11-21T00:00:00.000Z',
};

describe('baseCurrencyForCountry', () => {
  it('is INR for a billing country of India, in any case and with spaces', () => {
    expect(baseCurrencyForCountry('IN')).toBe('INR');
    expect(baseCurrencyForCountry(' in ')).toBe('INR');
  });

  it('is USD for every other country and when the country is unknown', () => {
    expect(baseCurrencyForCountry('US')).toBe('USD');
    expect(baseCurrencyForCountry('GB')).toBe('USD');
    expect(baseCurrencyForCountry('')).toBe('USD');
    expect(baseCurrencyForCountry(null)).toBe('USD');
    expect(baseCurrencyForCountry(undefined)).toBe('USD');
  });
});

describe('convertMoney', () => {
  it('rounds a conversion up to whole units by default', () => {
    // $5.00 = ₹416.25 → ₹417
    expect(convertMoney({ amount: 500, currency: 'USD' }, 'INR', rates)).toEqual({
      amount: 41700,
      currency: 'INR',
    });
    // ₹100 = $1.2012… → $2
    expect(convertMoney({ amount: 10000, currency: 'INR' }, 'USD', rates)).toEqual({
      amount: 200,
      currency: 'USD',
    });
  });

  it('keeps cents when decimals are requested', () => {
    expect(convertMoney({ amount: 500, currency: 'USD' }, 'INR', rates, { decimals: true })).toEqual({
      amount: 41625,
      currency: 'INR',
    });
    expect(convertMoney({ amount: 10000, currency: 'INR' }, 'USD', rates, { decimals: true })).toEqual({
      amount: 120,
      currency: 'USD',
    });
  });

  it('does not add a unit for floating-point noise on an exact amount', () => {
    const exact: CurrencyRates = { ...rates, rates: { INR: 80 } };
    expect(convertMoney({ amount: 500, currency: 'USD' }, 'INR', exact)).toEqual({
      amount: 40000,
      currency: 'INR',
    });
  });

  it('returns the same amount for the same currency even without rates', () => {
    expect(convertMoney({ amount: 1234, currency: 'INR' }, 'INR', null)).toEqual({
      amount: 1234,
      currency: 'INR',
    });
  });

  it('returns null when a rate is missing or broken', () => {
    expect(convertMoney({ amount: 500, currency: 'USD' }, 'INR', null)).toBeNull();
    expect(convertMoney({ amount: 500, currency: 'USD' }, 'INR', { ...rates, rates: {} })).toBeNull();
    expect(convertMoney({ amount: 500, currency: 'USD' }, 'INR', { ...rates, rates: { INR: 0 } })).toBeNull();
  });
});

describe('displayMoney', () => {
  it('shows the amount in the display currency when rates are known', () => {
    expect(displayMoney({ amount: 500, currency: 'USD' }, 'INR', rates)).toEqual({
      amount: 41700,
      currency: 'INR',
    });
  });

  it('falls back to USD when the display currency cannot be converted', () => {
    const usdOnly: CurrencyRates = { ...rates, base: 'INR', rates: { USD: 0.012 } };
    expect(displayMoney({ amount: 10000, currency: 'INR' }, 'USD', usdOnly)).toEqual({
      amount: 200,
      currency: 'USD',
    });
    expect(displayMoney({ amount: 500, currency: 'USD' }, 'INR', null)).toEqual({
      amount: 500,
      currency: 'USD',
    });
    expect(displayMoney({ amount: 500, currency: 'USD' }, null, rates)).toEqual({
      amount: 500,
      currency: 'USD',
    });
  });
});

describe('formatMoney', () => {
  it('formats en-US with a symbol and no decimals for whole amounts', () => {
    expect(formatMoney({ amount: 500, currency: 'USD' })).toBe('$5');
    expect(formatMoney({ amount: 12500000, currency: 'INR' })).toBe('₹125,000');
  });

  it('shows two decimals for any amount with a fraction, trailing zero included', () => {
    expect(formatMoney({ amount: 550, currency: 'USD' })).toBe('$5.50');
    expect(formatMoney({ amount: 270, currency: 'INR' })).toBe('₹2.70');
    expect(formatMoney({ amount: 5, currency: 'INR' })).toBe('₹0.05');
    expect(formatMoney({ amount: 125075, currency: 'INR' })).toBe('₹1,250.75');
  });
});

describe('ratesAreStale', () => {
  it('is stale once nextUpdate has passed, or when there are no rates', () => {
    expect(ratesAreStale(rates, new Date('2026-11-20T12:00:00Z'))).toBe(false);
    expect(ratesAreStale(rates, new Date('2026-11-21T00:00:00Z'))).toBe(true);
    expect(ratesAreStale(null, new Date())).toBe(true);
    expect(ratesAreStale({ ...rates, nextUpdate: 'garbage' }, new Date())).toBe(true);
  });
});
