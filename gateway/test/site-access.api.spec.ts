import { AccountFieldText, AccountText, ErrorText } from '@lobby/contracts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../services/identity/src/seed/demo-accounts';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { forbidden, invalid, signInRequired } from './support/answers';

const admin = DEMO_ACCOUNTS.find((account) => account.key === 'admin')!;

describe('gateway: the website-access password', () => {
  const stack = new GatewayHarness();
  let adminToken: string;
  let fan: SignedInUser;
  beforeAll(async () => {
    await stack.start({}, { SEED_DEMO_DATA: 'true' }, { content: true });
    adminToken = await stack.accessTokenOf(admin.email, DEMO_PASSWORD);
    fan = await stack.signedInUser();
  }, 60_000);
  afterAll(() => stack.stop());

  const setPassword = (password: unknown, token = adminToken) =>
    stack.post('/api/admin/website-password', { password }, { token });

  it('gates the site once staff set a password, trades the password for a token, and opens again when cleared', async () => {
    expect(await stack.get('/api/website-access')).toMatchObject({ status: 200, body: { enabled: false } });

    expect(await setPassword('early access')).toMatchObject({
      status: 200,
      body: { message: AccountText.sitePasswordSet, enabled: true },
    });
    expect(await stack.get('/api/website-access')).toMatchObject({ status: 200, body: { enabled: true } });

    expect(await stack.post('/api/website-access/validate', { password: 'guess' })).toMatchObject({
      status: 401,
      body: { error: AccountText.sitePasswordWrong },
    });
    const granted = await stack.post('/api/website-access/validate', { password: 'early access' });
    expect(granted).toMatchObject({ status: 200, body: { token: expect.any(String) } });
    const { token } = granted.body;
    expect(await stack.post('/api/website-access/check', { token })).toMatchObject({
      status: 200,
      body: { valid: true },
    });
    expect(await stack.post('/api/website-access/check', { token: 'made.up' })).toMatchObject({
      status: 200,
      body: { valid: false },
    });

    await setPassword('a new password');
    expect((await stack.post('/api/website-access/check', { token })).body).toEqual({ valid: false });

    expect(await setPassword(null)).toMatchObject({
      status: 200,
      body: { message: AccountText.sitePasswordCleared, enabled: false },
    });
    expect((await stack.get('/api/website-access')).body).toEqual({ enabled: false });
  });

  it('refuses a missing or non-text password and token with 400', async () => {
    expect(await stack.post('/api/website-access/validate', {})).toMatchObject(
      invalid(AccountFieldText.enterPassword),
    );
    expect(await stack.post('/api/website-access/validate', { password: 1234 })).toMatchObject(
      invalid(AccountFieldText.enterPassword),
    );
    expect(await stack.post('/api/website-access/check', {})).toMatchObject(invalid(ErrorText.badRequest));
    expect(await setPassword(undefined)).toMatchObject(invalid(AccountFieldText.enterPassword));
    expect(await setPassword(1234)).toMatchObject(invalid(AccountFieldText.enterPassword));
    expect(await setPassword('x'.repeat(129))).toMatchObject(invalid(AccountFieldText.passwordTooLong));
    const tooShort = await setPassword('abc');
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.error).toEqual(expect.any(String));
  });

  it("lets only staff with 'Configurations' write set the password", async () => {
    const reader = await stack.staffUser([{ service: 'Configurations', read: true, write: false }]);
    const otherService = await stack.staffUser([{ service: 'FAQ', read: true, write: true }], 'marketing');
    for (const caller of [fan, reader, otherService]) {
      expect(await setPassword('let me in', caller.accessToken)).toMatchObject(forbidden);
    }
    expect(await stack.post('/api/admin/website-password', { password: 'let me in' })).toMatchObject(
      signInRequired,
    );
    expect((await stack.get('/api/website-access')).body).toEqual({ enabled: false });

    const configurator = await stack.staffUser(
      [{ service: 'Configurations', read: true, write: true }],
      'developer',
    );
    expect((await setPassword('let me in', configurator.accessToken)).status).toBe(200);
    expect((await setPassword(null, configurator.accessToken)).status).toBe(200);
  });
});
