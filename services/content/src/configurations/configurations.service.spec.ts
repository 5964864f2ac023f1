import {
  AuditEventSubjects,
  ConfigurationText,
  configurationValueProblem,
  ErrorText,
  LivePriceConfigKeys,
  PLATFORM_FEE_CONFIG_KEY,
  platformFeeConfigKeyOf,
  SITE_PASSWORD_CONFIG_KEY,
  STREAMER_TUTORIAL_CONFIG_KEY,
} from '@lobby/contracts';
import { refusal, ServiceHarness } from '@lobby/test-kit';
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

describe('configuration value rules', () => {
  it.each([
    [PLATFORM_FEE_CONFIG_KEY, '12.5', null],
    [PLATFORM_FEE_CONFIG_KEY, '100', null],
    [PLATFORM_FEE_CONFIG_KEY, '0', null],
    [PLATFORM_FEE_CONFIG_KEY, '100.01', ConfigurationText.percent],
    [PLATFORM_FEE_CONFIG_KEY, '1.234', ConfigurationText.percent],
    [PLATFORM_FEE_CONFIG_KEY, '-1', ConfigurationText.percent],
    [platformFeeConfigKeyOf('0190d7a0-0000-7000-8000-000000000001'), 'ten', ConfigurationText.percent],
    [LivePriceConfigKeys.INR, '150', null],
    [LivePriceConfigKeys.USD, '4.99', null],
    [LivePriceConfigKeys.USD, '1e3', ConfigurationText.amount(0, 100_000)],
    [STREAMER_TUTORIAL_CONFIG_KEY, 'https://example.com/tutorial', null],
    [STREAMER_TUTORIAL_CONFIG_KEY, 'javascript:alert(1)', ConfigurationText.url],
    [STREAMER_TUTORIAL_CONFIG_KEY, 'not a link', ConfigurationText.url],
    ['SOME_NEW_KEY', 'anything', null],
    ['SOME_NEW_KEY', '', ConfigurationText.text(20_000)],
  ])('%s = %j → %s', (key, value, problem) => {
    expect(configurationValueProblem(key, value)).toBe(problem);
  });
});

describe('content: staff manage configurations and platform fees', () => {
  const content = new ServiceHarness(contentService);
  beforeAll(() => content.start(), 30_000);
  afterAll(() => content.stop());
  const userId = '0190d7a0-0000-7000-8000-00000000000a';
  const streamerId = '0190d7a0-0000-7000-8000-0000000000bb';
  const audits = async (id: string) =>
    (
      await content.db.query(
        `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->'target'->>'id' = $2 ORDER BY created_at`,
        [AuditEventSubjects.staffAction, id],
      )
    ).rows.map((row) => row.payload);

  it('lists every known key, set or not, described, and never the website password', async () => {
    await content.send('content.setSitePassword', { userId, password: 'early-birds' });
    const entries = await content.send('content.configurations', { userId });
    const keys = entries.map((entry) => entry.key);
    expect(keys).toEqual(
      expect.arrayContaining([LivePriceConfigKeys.INR, STREAMER_TUTORIAL_CONFIG_KEY, 'TDS_PERCENT']),
    );
    expect(keys).not.toContain(SITE_PASSWORD_CONFIG_KEY);
    expect(entries.find((entry) => entry.key === LivePriceConfigKeys.USD)).toMatchObject({
      isSet: false,
      known: true,
      whenMissing: '5',
    });
  });

  it('saves values their rule takes, records before and after, and refuses the rest with the reason', async () => {
    const saved = await content.send('content.saveConfiguration', {
      userId,
      key: LivePriceConfigKeys.USD,
      value: '7',
    });
    expect(saved.entry).toMatchObject({
      value: '7',
      isSet: true,
      description: expect.stringMatching(/dollars/),
    });
    await content.send('content.saveConfiguration', { userId, key: LivePriceConfigKeys.USD, value: '8.50' });
    expect(await content.send('content.configuration', { key: LivePriceConfigKeys.USD })).toMatchObject({
      value: '8.50',
    });
    expect(
      (await audits(LivePriceConfigKeys.USD)).map((a) => [a.action, a.before?.value ?? null, a.after.value]),
    ).toEqual([
      ['content.configuration.create', null, '7'],
      ['content.configuration.update', '7', '8.50'],
    ]);

    const refuse = (key: string, value: string) =>
      refusal(content.send('content.saveConfiguration', { userId, key, value }));
    expect(await refuse(PLATFORM_FEE_CONFIG_KEY, '101')).toEqual({
      status: 400,
      message: ConfigurationText.percent,
    });
    expect(await refuse(STREAMER_TUTORIAL_CONFIG_KEY, 'ftp://x.y')).toEqual({
      status: 400,
      message: ConfigurationText.url,
    });
    expect(await refuse('lower_case', '1')).toEqual({ status: 400, message: ConfigurationText.badKey });
    expect(await refuse(SITE_PASSWORD_CONFIG_KEY, 'x')).toEqual({
      status: 400,
      message: ConfigurationText.hiddenKey,
    });
    expect(await refuse(platformFeeConfigKeyOf(streamerId), '5')).toEqual({
      status: 400,
      message: ConfigurationText.feeKeyElsewhere,
    });
    expect(
      await refusal(
        content.send('content.saveConfiguration', { userId, key: 'X', value: 5 as unknown as string }),
      ),
    ).toEqual({ status: 400, message: ErrorText.badRequest });
  });

  it('creates and removes a key of its own with a description', async () => {
    await content.send('content.saveConfiguration', {
      userId,
      key: 'PROMO_BANNER_TEXT',
      value: 'Hi',
      description: 'Banner',
    });
    expect((await content.send('content.configurations', { userId })).at(-1)).toMatchObject({
      key: 'PROMO_BANNER_TEXT',
      known: false,
      description: 'Banner',
    });
    await content.send('content.removeConfiguration', { userId, key: 'PROMO_BANNER_TEXT' });
    expect(await content.send('content.configuration', { key: 'PROMO_BANNER_TEXT' })).toBeNull();
    expect(
      await refusal(content.send('content.removeConfiguration', { userId, key: 'PROMO_BANNER_TEXT' })),
    ).toEqual({
      status: 404,
      message: ConfigurationText.missing,
    });
  });

  it("sets, changes and clears a streamer's agreed fee (0-100, two decimals), audited", async () => {
    await content.send('content.setStreamerFee', { userId, streamerId, percent: '7.5' });
    await content.send('content.setStreamerFee', { userId, streamerId, percent: '8.25' });
    expect(await content.send('content.streamerFees', { userId })).toEqual([
      { streamerId, percent: '8.25', updatedAt: expect.any(String) },
    ]);
    expect(
      await content.send('content.configuration', { key: platformFeeConfigKeyOf(streamerId) }),
    ).toMatchObject({
      value: '8.25',
    });
    expect(
      await refusal(content.send('content.setStreamerFee', { userId, streamerId, percent: '100.5' })),
    ).toEqual({ status: 400, message: ConfigurationText.percent });
    expect(
      await refusal(content.send('content.setStreamerFee', { userId, streamerId: 'nobody', percent: '5' })),
    ).toEqual({ status: 400, message: ErrorText.badRequest });
    await content.send('content.setStreamerFee', { userId, streamerId, percent: null });
    expect(await content.send('content.streamerFees', { userId })).toEqual([]);
    expect(
      (await audits(streamerId)).map((a) => [a.before?.percent ?? null, a.after?.percent ?? null]),
    ).toEqual([
      [null, '7.5'],
      ['7.5', '8.25'],
      ['8.25', null],
    ]);
    // The fee keys stay off the general list.
    await content.send('content.setStreamerFee', { userId, streamerId, percent: '9' });
    expect((await content.send('content.configurations', { userId })).map((e) => e.key)).not.toContain(
      platformFeeConfigKeyOf(streamerId),
    );
  });
});
