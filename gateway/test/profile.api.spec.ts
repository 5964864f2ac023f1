import { AuthText } from '@lobby/contracts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../services/identity/src/seed/demo-accounts';
import type { RunningGateway } from '../src/gateway';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { forbidden, invalid, signInRequired } from './support/answers';

const demo = (key: string) => DEMO_ACCOUNTS.find((account) => account.key === key)!;

describe('gateway: the signed-in user', () => {
  const stack = new GatewayHarness();
  let fan: SignedInUser;
  let other: SignedInUser;
  beforeAll(async () => {
    await stack.start({}, { SEED_DEMO_DATA: 'true' });
    fan = await stack.signedInUser();
    other = await stack.signedInUser();
  }, 60_000);
  afterAll(() => stack.stop());

  describe('GET /api/current_user', () => {
    it('answers the signed-in user', async () => {
      const response = await stack.get('/api/current_user', { token: fan.accessToken });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        _id: fan.id,
        email: fan.email,
        username: fan.username,
        role: 'user',
      });
    });

    it('answers 401 without a token', async () => {
      expect(await stack.get('/api/current_user')).toMatchObject(signInRequired);
    });
  });

  describe('POST /api/updated_user', () => {
    it('answers the user by id for themself', async () => {
      const response = await stack.post('/api/updated_user', { id: fan.id }, { token: fan.accessToken });
      expect(response).toMatchObject({ status: 200, body: { _id: fan.id, username: fan.username } });
    });

    it("refuses another user's id with 403, a malformed id with 400 and no token with 401", async () => {
      expect(
        await stack.post('/api/updated_user', { id: other.id }, { token: fan.accessToken }),
      ).toMatchObject(forbidden);
      expect(
        await stack.post('/api/updated_user', { id: 'not-a-uuid' }, { token: fan.accessToken }),
      ).toMatchObject(invalid('Invalid user id'));
      expect(await stack.post('/api/updated_user', { id: fan.id })).toMatchObject(signInRequired);
    });
  });

  describe('POST /api/auth/user/save-email/:id', () => {
    const saveEmail = (userId: string, email: string, token?: string) =>
      stack.post(`/api/auth/user/save-email/${userId}`, { email }, { token });

    it('saves the email of the signed-in user', async () => {
      const response = await saveEmail(fan.id, fan.email, fan.accessToken);
      expect(response).toMatchObject({ status: 200, body: { user: { _id: fan.id, email: fan.email } } });
    });

    it("refuses another user's id with 403, a bad email or id with 400 and no token with 401", async () => {
      expect(await saveEmail(other.id, 'mine@example.com', fan.accessToken)).toMatchObject(forbidden);
      expect(await saveEmail(fan.id, 'not-an-email', fan.accessToken)).toMatchObject(
        invalid('Please enter a valid email'),
      );
      expect(await saveEmail('123', fan.email, fan.accessToken)).toMatchObject(invalid('Invalid user id'));
      expect(await saveEmail(fan.id, fan.email)).toMatchObject(signInRequired);
    });
  });

  describe('POST /api/auth/user/save-country/:id', () => {
    const saveCountry = (userId: string, country: string, token?: string) =>
      stack.post(`/api/auth/user/save-country/${userId}`, { billing_country: country }, { token });

    it('saves the billing country and returns fresh tokens', async () => {
      const user = await stack.signedInUser();
      const response = await saveCountry(user.id, 'in', user.accessToken);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        user: { _id: user.id, billingCountry: 'IN', baseCurrency: 'INR' },
      });
      expect((await stack.get('/api/current_user', { token: response.body.accessToken })).status).toBe(200);
    });

    it("refuses a country that is not a 2-letter code with 400, another user's id with 403 and no token with 401", async () => {
      expect(await saveCountry(fan.id, 'IND', fan.accessToken)).toMatchObject(
        invalid(AuthText.countryInvalid),
      );
      expect(await saveCountry(other.id, 'US', fan.accessToken)).toMatchObject(forbidden);
      expect(await saveCountry(fan.id, 'US')).toMatchObject(signInRequired);
    });
  });

  describe('GET /api/v1/auth/get-moderator-details', () => {
    it("lists a moderator's streamers, and none for a fan", async () => {
      const login = await stack.post('/auth/login', {
        email: demo('moderator').email,
        password: DEMO_PASSWORD,
      });
      const response = await stack.get('/api/v1/auth/get-moderator-details', {
        token: login.body.accessToken,
      });
      expect(response.status).toBe(200);
      expect(response.body.streamers).toEqual([
        expect.objectContaining({
          streamerId: expect.objectContaining({ username: demo('streamer').username }),
        }),
      ]);
      expect(await stack.get('/api/v1/auth/get-moderator-details', { token: fan.accessToken })).toMatchObject(
        {
          status: 200,
          body: { streamers: [] },
        },
      );
    });

    it('answers 401 without a token', async () => {
      expect(await stack.get('/api/v1/auth/get-moderator-details')).toMatchObject(signInRequired);
    });
  });

  describe('POST /api/post/store-user-ip', () => {
    it('stores the address of an anonymous or a signed-in caller', async () => {
      expect(await stack.post('/api/post/store-user-ip')).toMatchObject({
        status: 200,
        body: { ip: '127.0.0.1' },
      });
      expect(
        await stack.post('/api/post/store-user-ip', undefined, { token: fan.accessToken }),
      ).toMatchObject({
        status: 200,
        body: { ip: '127.0.0.1' },
      });
    });

    it('treats an expired or forged token as anonymous', async () => {
      expect(await stack.post('/api/post/store-user-ip', undefined, { token: 'garbage' })).toMatchObject({
        status: 200,
        body: { ip: '127.0.0.1' },
      });
    });

    it('ignores x-forwarded-for unless TRUST_PROXY is set', async () => {
      const forwarded = { headers: { 'x-forwarded-for': '203.0.113.7' } };
      expect(await stack.post('/api/post/store-user-ip', undefined, forwarded)).toMatchObject({
        body: { ip: '127.0.0.1' },
      });

      let behindProxy: RunningGateway | undefined;
      try {
        behindProxy = await stack.startGateway({ TRUST_PROXY: '1' });
        const response = await stack.request('POST', '/api/post/store-user-ip', forwarded, behindProxy.url);
        expect(response).toMatchObject({ status: 200, body: { ip: '203.0.113.7' } });
      } finally {
        await behindProxy?.close();
      }
    });
  });
});
