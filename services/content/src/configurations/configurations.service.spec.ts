import { LivePriceConfigKeys, SITE_PASSWORD_CONFIG_KEY } from '@lobby/contracts';
import { ServiceHarness } from '@lobby/test-kit';
import { contentService } from '../content.definition';

describe('content: configuration entries by key', () => {
  const content = new ServiceHarness(contentService);
  beforeAll(() => content.start(), 30_000);
  afterAll(() => content.stop());

  it('answers an entry by its key, and null for a key that is not set', async () => {
    await content.db.query('INSERT INTO configurations (key, value, description) VALUES ($1, $2, $3)', [
      LivePriceConfigKeys.INR,
      '150',
      'Lowest live price in rupees',
    ]);
    expect(await content.send('content.configuration', { key: LivePriceConfigKeys.INR })).toEqual({
      key: LivePriceConfigKeys.INR,
      value: '150',
      description: 'Lowest live price in rupees',
    });
    expect(await content.send('content.configuration', { key: LivePriceConfigKeys.USD })).toBeNull();
  });

  it('never hands out the website password hash', async () => {
    await content.send('content.setSitePassword', {
      userId: '0190d7a0-0000-7000-8000-000000000001',
      password: 'early-birds',
    });
    const { rowCount } = await content.db.query('SELECT 1 FROM configurations WHERE key = $1', [
      SITE_PASSWORD_CONFIG_KEY,
    ]);
    expect(rowCount).toBe(1);
    expect(await content.send('content.configuration', { key: SITE_PASSWORD_CONFIG_KEY })).toBeNull();
  });
});
