import { PaymentsText } from '@lobby/contracts';
import { CLOCK, type Clock } from '@lobby/service-kit';
import { FakeHttpServer, refusal } from '@lobby/test-kit';
import { PaymentsHarness } from '../test/payments-fixtures';

/** A local stand-in for the exchange-rate provider: counts requests and can be told to fail. */
class FakeRatesProvider {
  requests: string[] = [];
  inrPerUsd = 83.25;
  failing = false;
  private readonly http = new FakeHttpServer((req, res) => {
    this.requests.push(req.url ?? '');
    if (this.failing) {
      res.writeHead(502).end('bad gateway');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    const rates = req.url?.endsWith('/INR')
      ? { INR: 1, USD: 1 / this.inrPerUsd, EUR: 0.011 }
      : { USD: 1, INR: this.inrPerUsd, EUR: 0.92 };
    res.end(JSON.stringify({ result: 'success', rates }));
  });

  /** Answers the provider's origin. */
  start(): Promise<string> {
    return this.http.start();
  }

  stop(): Promise<void> {
    return this.http.stop();
  }
}

describe('payments: currency rates', () => {
  const provider = new FakeRatesProvider();
  let payments: PaymentsHarness;
  let now: Date;

  beforeAll(async () => {
    payments = new PaymentsHarness({
      EXCHANGE_RATES_URL: `${await provider.start()}/v6/latest`,
      EXCHANGE_RATES_RETRY_SECONDS: '0',
    });
    await payments.start();
    now = new Date('2030-03-01T00:00:00Z');
    const clock = payments.service.app.get<Clock>(CLOCK);
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(now));
  }, 30_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await payments.stop();
    await provider.stop();
  });

  const usdToInr = () => payments.send('payments.conversionRate', { from: 'USD', to: 'INR' });

  it('answers 503 while no rate has ever been fetched', async () => {
    provider.failing = true;
    expect(await refusal(usdToInr())).toEqual({ status: 503, message: PaymentsText.ratesUnavailable });
    provider.failing = false;
  });

  it('fetches once, then serves the cached rate until nextUpdate', async () => {
    provider.requests = [];
    const first = await usdToInr();
    expect(first).toEqual({
      base: 'USD',
      rates: { USD: 1, INR: 83.25 },
      lastFetched: '2030-03-01T00:00:00.000Z',
      nextUpdate: '2030-03-02T00:00:00.000Z',
    });
    provider.inrPerUsd = 90;
    now = new Date('2030-03-01T23:59:59Z');
    expect(await usdToInr()).toEqual(first);
    await Promise.all([usdToInr(), usdToInr(), usdToInr()]);
    expect(provider.requests).toEqual(['/v6/latest/USD']);
    const { rows } = await payments.db.query('SELECT base, rates FROM exchange_rates');
    expect(rows).toEqual([{ base: 'USD', rates: { USD: 1, INR: 83.25 } }]);
  });

  it('fetches again once nextUpdate has passed', async () => {
    now = new Date('2030-03-02T00:00:00Z');
    const refreshed = await usdToInr();
    expect(refreshed).toEqual({
      base: 'USD',
      rates: { USD: 1, INR: 90 },
      lastFetched: '2030-03-02T00:00:00.000Z',
      nextUpdate: '2030-03-03T00:00:00.000Z',
    });
    expect(provider.requests).toHaveLength(2);
  });

  it('serves the last known rate when the provider is down, and recovers when it is back', async () => {
    provider.failing = true;
    now = new Date('2030-03-05T00:00:00Z');
    expect(await usdToInr()).toMatchObject({ rates: { INR: 90 }, lastFetched: '2030-03-02T00:00:00.000Z' });
    expect(provider.requests).toHaveLength(3);

    provider.failing = false;
    provider.inrPerUsd = 91.5;
    expect(await usdToInr()).toMatchObject({ rates: { INR: 91.5 }, lastFetched: '2030-03-05T00:00:00.000Z' });
  });

  it('answers the inverse direction from the provider’s INR base', async () => {
    provider.requests = [];
    const result = await payments.send('payments.conversionRate', { from: 'INR', to: 'USD' });
    expect(result.base).toBe('INR');
    expect(result.rates).toEqual({ INR: 1, USD: 1 / 91.5 });
    expect(provider.requests).toEqual(['/v6/latest/INR']);
  });

  it('refuses currencies it does not support', async () => {
    expect(
      await refusal(payments.send('payments.conversionRate', { from: 'USD', to: 'EUR' as 'INR' })),
    ).toEqual({
      status: 400,
      message: 'Bad request',
    });
  });
});

describe('payments: currency rates while the provider is down', () => {
  const provider = new FakeRatesProvider();
  let payments: PaymentsHarness;
  let now = new Date('2030-03-01T00:00:00Z');

  beforeAll(async () => {
    payments = new PaymentsHarness({
      EXCHANGE_RATES_URL: await provider.start(),
      EXCHANGE_RATES_RETRY_SECONDS: '300',
    });
    await payments.start();
    jest.spyOn(payments.service.app.get<Clock>(CLOCK), 'now').mockImplementation(() => new Date(now));
  }, 30_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await payments.stop();
    await provider.stop();
  });

  it('asks a failing provider again only after the retry interval, serving the last known rate meanwhile', async () => {
    const usdToInr = () => payments.send('payments.conversionRate', { from: 'USD', to: 'INR' });
    await usdToInr();
    provider.failing = true;
    now = new Date('2030-03-02T00:00:00Z');
    for (let i = 0; i < 3; i += 1) expect(await usdToInr()).toMatchObject({ rates: { INR: 83.25 } });
    expect(provider.requests).toHaveLength(2);

    now = new Date('2030-03-02T00:05:00Z');
    await usdToInr();
    expect(provider.requests).toHaveLength(3);
  });
});
