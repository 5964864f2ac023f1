import { AccountText } from '@lobby/contracts';
import { refusal, ServiceHarness } from '@lobby/test-kit';
import { contentService } from '../content.definition';

describe('content: website-access password', () => {
  const content = new ServiceHarness(contentService);
  beforeAll(() => content.start(), 30_000);
  afterAll(() => content.stop());

  const actor = { userId: '0190d7a0-0000-7000-8000-000000000001' };

  it('is open until staff set a password, and every token is valid while open', async () => {
    expect(await content.send('content.siteAccessStatus', {})).toEqual({ enabled: false });
    expect(await content.send('content.checkSiteAccessToken', { token: 'anything' })).toEqual({
      valid: true,
    });
    expect((await refusal(content.send('content.validateSitePassword', { password: 'x' }))).status).toBe(409);
  });

  it('gives a token for the right password only, and stores no clear password', async () => {
    expect(await content.send('content.setSitePassword', { ...actor, password: 'early-birds' })).toEqual({
      message: AccountText.sitePasswordSet,
      enabled: true,
    });
    expect(await content.send('content.siteAccessStatus', {})).toEqual({ enabled: true });
    expect(await refusal(content.send('content.validateSitePassword', { password: 'guess' }))).toEqual({
      status: 401,
      message: AccountText.sitePasswordWrong,
    });
    const { token } = await content.send('content.validateSitePassword', { password: 'early-birds' });
    expect(await content.send('content.checkSiteAccessToken', { token })).toEqual({ valid: true });
    expect(await content.send('content.checkSiteAccessToken', { token: `${token}x` })).toEqual({
      valid: false,
    });
    expect(await content.send('content.checkSiteAccessToken', { token: 'no-dot' })).toEqual({ valid: false });

    const { rows } = await content.db.query('SELECT value FROM configurations');
    expect(rows[0].value).not.toContain('early-birds');
  });

  it('ends the tokens given out before when the password changes, and opens the site when cleared', async () => {
    await content.send('content.setSitePassword', { ...actor, password: 'first-pass' });
    const { token } = await content.send('content.validateSitePassword', { password: 'first-pass' });
    await content.send('content.setSitePassword', { ...actor, password: 'second-pass' });
    expect(await content.send('content.checkSiteAccessToken', { token })).toEqual({ valid: false });

    expect(await content.send('content.setSitePassword', { ...actor, password: null })).toEqual({
      message: AccountText.sitePasswordCleared,
      enabled: false,
    });
    expect(await content.send('content.siteAccessStatus', {})).toEqual({ enabled: false });
  });

  it('refuses a password that is too short', async () => {
    expect(
      (await refusal(content.send('content.setSitePassword', { ...actor, password: 'abc' }))).status,
    ).toBe(400);
  });
});
