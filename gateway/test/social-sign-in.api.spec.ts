import { randomBytes } from 'node:crypto';
import { AccountText } from '@lobby/contracts';
import { freePort } from '@lobby/test-kit';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../services/identity/src/seed/demo-accounts';
import type { RunningGateway } from '../src/gateway';
import { GatewayHarness } from './gateway-harness';
import { notFound } from './support/answers';
import { Browser } from './support/browser';
import { OAuthProviderMock } from './support/oauth-provider-mock';

type Provider = 'google' | 'discord';

const admin = DEMO_ACCOUNTS.find((account) => account.key === 'admin')!;
const LANDING_PATH = '/google-discord-user/save-user-data/custom-redirection/';
const unique = () => randomBytes(4).toString('hex');

describe('gateway: social sign-in with Google and Discord', () => {
  const stack = new GatewayHarness();
  let google: OAuthProviderMock;
  let discord: OAuthProviderMock;
  let withoutProviders: RunningGateway;
  let publicUrl: string;

  beforeAll(async () => {
    [google, discord] = await Promise.all([OAuthProviderMock.start(), OAuthProviderMock.start()]);
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    await stack.start(
      { PORT: String(port), PUBLIC_URL: publicUrl, ...google.envFor('GOOGLE'), ...discord.envFor('DISCORD') },
      { SEED_DEMO_DATA: 'true' },
    );
    withoutProviders = await stack.startGateway();
  }, 60_000);
  afterAll(async () => {
    await withoutProviders?.close();
    await stack.stop();
    await Promise.all([google?.stop(), discord?.stop()]);
  });
  beforeEach(async () => {
    await Promise.all([google.takeSeen(), discord.takeSeen()]);
  });

  const mockOf = (provider: Provider) => (provider === 'google' ? google : discord);

  /** Walks a browser from the sign-in button through the provider to wherever the gateway sends it last. */
  async function signInWith(provider: Provider, browser = new Browser()) {
    const start = await browser.visit(`${publicUrl}/api/auth/${provider}`);
    expect(start.status).toBe(302);
    expect(start.location!.startsWith(`${mockOf(provider).url}/authorize?`)).toBe(true);
    const atProvider = await browser.visit(start.location!);
    expect(atProvider.status).toBe(302);
    expect(atProvider.location!.startsWith(`${publicUrl}/api/auth/${provider}/callback?`)).toBe(true);
    const callback = await browser.visit(atProvider.location!);
    expect(callback.status).toBe(302);
    return { start, atProvider, callback, location: callback.location!, browser };
  }

  /** The session in the landing URL of a successful sign-in. */
  function sessionIn(location: string) {
    expect(location.startsWith(`${publicUrl}${LANDING_PATH}`)).toBe(true);
    const [userId, accessToken, refreshToken] = location
      .slice(`${publicUrl}${LANDING_PATH}`.length)
      .split('/')
      .map(decodeURIComponent);
    return { userId, accessToken, refreshToken };
  }

  const loginError = (code: string) => `${publicUrl}/login?error=${code}`;

  const googleUser = (overrides: Record<string, unknown> = {}) => ({
    sub: `google-${unique()}`,
    email: `ana_${unique()}@example.com`,
    email_verified: true,
    name: 'Ana Google',
    picture: 'https://lh3.googleusercontent.com/a/ana',
    ...overrides,
  });

  describe('GET /api/auth/providers', () => {
    it('says which providers have a client id and secret', async () => {
      expect(await stack.get('/api/auth/providers')).toMatchObject({
        status: 200,
        body: { google: true, discord: true },
      });
      expect(await stack.request('GET', '/api/auth/providers', {}, withoutProviders.url)).toMatchObject({
        status: 200,
        body: { google: false, discord: false },
      });
    });
  });

  it('answers 404 for a provider that is not configured', async () => {
    for (const path of [
      '/api/auth/google',
      '/api/auth/discord',
      '/api/auth/google/callback?code=x&state=y',
    ]) {
      expect(await stack.request('GET', path, {}, withoutProviders.url)).toMatchObject(
        notFound(AccountText.providerNotConfigured),
      );
    }
  });

  it('signs a new Google user in end to end, handing over tokens that work', async () => {
    const profile = googleUser();
    await google.answerUserinfo(profile);

    const { start, atProvider, location, browser } = await signInWith('google');

    expect(Object.fromEntries(new URL(start.location!).searchParams)).toEqual({
      response_type: 'code',
      client_id: 'google-client',
      redirect_uri: `${publicUrl}/api/auth/google/callback`,
      scope: 'openid email profile',
      state: expect.stringMatching(/^[\w-]{20,}$/),
    });
    expect(start.setCookies).toEqual([
      expect.stringMatching(
        /^lobby_oauth_google=[\w-]+\.[\w-]+; Path=\/api\/auth\/google\/callback; Max-Age=600; HttpOnly; SameSite=Lax$/,
      ),
    ]);
    const seen = await google.takeSeen();
    expect(seen.find((request) => request.endpoint === 'token')?.body).toMatchObject({
      grant_type: 'authorization_code',
      code: new URL(atProvider.location!).searchParams.get('code'),
      redirect_uri: `${publicUrl}/api/auth/google/callback`,
      client_id: 'google-client',
      client_secret: 'google-secret',
    });
    expect(seen.find((request) => request.endpoint === 'userinfo')?.authorization).toMatch(/^Bearer \S+$/);
    expect(browser.cookie('lobby_oauth_google')).toBeUndefined();

    const { userId, accessToken, refreshToken } = sessionIn(location);
    expect(await stack.get('/api/current_user', { token: accessToken })).toMatchObject({
      status: 200,
      body: { _id: userId, email: profile.email, fullName: 'Ana Google', images: { url: profile.picture } },
    });
    const refreshed = await stack.post('/api/auth/refresh-token', { refreshToken });
    expect(refreshed).toMatchObject({ status: 200, body: { accessToken: expect.any(String) } });

    const again = await signInWith('google');
    expect(sessionIn(again.location).userId).toBe(userId);
  });

  it('signs in a Discord user who gave no email, who then adds one (the email-capture path)', async () => {
    const id = String(Date.now());
    await discord.answerUserinfo({
      id,
      username: `nelly${unique()}`,
      global_name: 'Nelly',
      avatar: 'abc123',
    });

    const { start, location } = await signInWith('discord');

    expect(new URL(start.location!).searchParams.get('scope')).toBe('identify email');
    const { userId, accessToken } = sessionIn(location);
    const me = await stack.get('/api/current_user', { token: accessToken });
    expect(me).toMatchObject({
      status: 200,
      body: {
        _id: userId,
        email: null,
        fullName: 'Nelly',
        images: { url: `https://cdn.discordapp.com/avatars/${id}/abc123.png` },
      },
    });
    const email = `nelly_${unique()}@example.com`;
    expect(
      await stack.post(`/api/auth/user/save-email/${userId}`, { email }, { token: accessToken }),
    ).toMatchObject({ status: 200, body: { user: { _id: userId, email } } });
  });

  it('links a provider-verified email to the existing account instead of making a second one', async () => {
    const existing = await stack.signedInUser();
    await google.answerUserinfo(googleUser({ email: existing.email }));
    const { location } = await signInWith('google');
    expect(sessionIn(location).userId).toBe(existing.id);
  });

  it('does not link an email the provider has not verified', async () => {
    const existing = await stack.signedInUser();
    await discord.answerUserinfo({
      id: `${Date.now()}1`,
      username: 'someone',
      email: existing.email,
      verified: false,
    });
    const { location } = await signInWith('discord');
    const { userId, accessToken } = sessionIn(location);
    expect(userId).not.toBe(existing.id);
    expect((await stack.get('/api/current_user', { token: accessToken })).body.email).toBeNull();
  });

  describe('failures land on /login with a short reason', () => {
    it('refuses a callback without the state cookie, without calling the provider', async () => {
      const started = await new Browser().visit(`${publicUrl}/api/auth/google`);
      const state = new URL(started.location!).searchParams.get('state');
      // Another browser (the victim of a forged link) opens a callback started elsewhere.
      const forged = await new Browser().visit(
        `${publicUrl}/api/auth/google/callback?code=attacker&state=${state}`,
      );
      expect(forged).toMatchObject({ status: 302, location: loginError('invalid_state') });
      expect((await google.takeSeen()).filter((request) => request.endpoint === 'token')).toEqual([]);
    });

    it('refuses a callback whose state is missing or is not the one this browser was given', async () => {
      const browser = new Browser();
      await browser.visit(`${publicUrl}/api/auth/google`);
      const wrongState = await browser.visit(`${publicUrl}/api/auth/google/callback?code=abc&state=guessed`);
      expect(wrongState).toMatchObject({ status: 302, location: loginError('invalid_state') });

      await browser.visit(`${publicUrl}/api/auth/google`);
      const noState = await browser.visit(`${publicUrl}/api/auth/google/callback?code=abc`);
      expect(noState).toMatchObject({ status: 302, location: loginError('invalid_state') });
      expect(noState.setCookies).toEqual([expect.stringMatching(/^lobby_oauth_google=; .*Max-Age=0/)]);
    });

    it("refuses Google's state on Discord's callback", async () => {
      const browser = new Browser();
      const started = await browser.visit(`${publicUrl}/api/auth/google`);
      const state = new URL(started.location!).searchParams.get('state');
      const crossed = await browser.visit(`${publicUrl}/api/auth/discord/callback?code=abc&state=${state}`);
      expect(crossed).toMatchObject({ status: 302, location: loginError('invalid_state') });
    });

    it('reports a person who declined at the provider', async () => {
      await google.denyNextAuthorization();
      expect((await signInWith('google')).location).toBe(loginError('access_denied'));
    });

    it('reports a provider that refuses the code', async () => {
      await google.answerUserinfo(googleUser());
      await google.failNextTokenRequest();
      expect((await signInWith('google')).location).toBe(loginError('provider_error'));
    });

    it('reports a provider whose profile names nobody', async () => {
      await discord.answerUserinfo({ username: 'no id' });
      expect((await signInWith('discord')).location).toBe(loginError('provider_error'));
    });

    it('refuses a banned account', async () => {
      const profile = googleUser();
      await google.answerUserinfo(profile);
      const { userId } = sessionIn((await signInWith('google')).location);
      const adminToken = await stack.accessTokenOf(admin.email, DEMO_PASSWORD);
      const ban = await stack.post(
        '/api/admin/ban-users',
        { userIds: [userId], reason: 'Cheating' },
        { token: adminToken },
      );
      expect(ban.status).toBe(200);

      expect((await signInWith('google')).location).toBe(loginError('account_banned'));
    });
  });
});
