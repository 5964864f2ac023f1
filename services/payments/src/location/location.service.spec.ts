import { CLOCK, type Clock } from '@lobby/service-kit';
import { FakeHttpServer } from '@lobby/test-kit';
import { PaymentsHarness } from '../test/payments-fixtures';

const MUMBAI = {
  ip: '203.0.113.7',
  city: 'Mumbai',
  region: 'Maharashtra',
  country_name: 'India',
  postal: '400001',
  country_calling_code: '+91',
  country_code: 'IN',
  currency: 'INR',
  latitude: 19.07,
};
const UNKNOWN = {
  city: '',
  region: '',
  country_name: '',
  postal: '',
  country_calling_code: '',
  country_code: '',
  currency: 'USD',
};

describe('payments: viewer location', () => {
  const requests: string[] = [];
  let failing = false;
  /** The geolocation provider: knows MUMBAI's address, answers others as reserved; can be told to fail. */
  const provider = new FakeHttpServer((req, res) => {
    requests.push(req.url ?? '');
    if (failing) {
      res.writeHead(500).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(req.url?.startsWith('/203.0.113.7/') ? MUMBAI : { error: true, reason: 'Reserved' }),
    );
  });
  let payments: PaymentsHarness;
  let now = new Date('2030-03-01T00:00:00Z');

  beforeAll(async () => {
    payments = new PaymentsHarness({ GEOLOCATION_URL: await provider.start() });
    await payments.start();
    const clock = payments.service.app.get<Clock>(CLOCK);
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(now));
  }, 30_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await payments.stop();
    await provider.stop();
  });

  const locate = (ip: string) => payments.send('payments.location', { ip });

  it('answers the spec’s location fields with the display currency, and caches them for 24 hours', async () => {
    const { ip: _ip, latitude: _latitude, ...fields } = MUMBAI;
    expect(await locate('203.0.113.7')).toEqual(fields);
    now = new Date('2030-03-01T23:59:00Z');
    failing = true;
    expect(await locate('203.0.113.7')).toEqual(fields);
    expect(requests).toEqual(['/203.0.113.7/json/']);
  });

  it('looks the address up again after 24 hours, and answers empty fields with USD when that fails', async () => {
    now = new Date('2030-03-02T00:00:00Z');
    failing = true;
    expect(await locate('203.0.113.7')).toEqual(UNKNOWN);
    expect(requests).toHaveLength(2);
    failing = false;
    expect(await locate('203.0.113.7')).toMatchObject({ city: 'Mumbai', currency: 'INR' });
  });

  it('answers an unknown location for addresses the provider can’t place, without asking about private ones', async () => {
    requests.length = 0;
    expect(await locate('198.51.100.1')).toEqual(UNKNOWN);
    expect(await locate('127.0.0.1')).toEqual(UNKNOWN);
    expect(await locate('192.168.1.20')).toEqual(UNKNOWN);
    expect(await locate('not an ip')).toEqual(UNKNOWN);
    expect(requests).toEqual(['/198.51.100.1/json/']);
  });
});
