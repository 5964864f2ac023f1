import { AuthText } from '@lobby/contracts';
import type { RunningGateway } from '../src/gateway';
import { GatewayHarness } from './gateway-harness';

const LIMIT = 3;

describe('gateway: rate limits on auth routes', () => {
  const stack = new GatewayHarness();
  let behindProxy: RunningGateway;
  beforeAll(async () => {
    await stack.start({ AUTH_RATE_LIMIT: String(LIMIT) });
    behindProxy = await stack.startGateway({ AUTH_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '1' });
  }, 60_000);
  afterAll(async () => {
    await behindProxy.close();
    await stack.stop();
  });

  const badLogin = { email: 'nobody@example.com', password: 'wrong password' };
  const tooMany = { status: 429, body: { error: AuthText.tooManyRequests } };

  it('answers 429 once an address passes AUTH_RATE_LIMIT sign-in attempts in a minute', async () => {
    for (let attempt = 1; attempt <= LIMIT; attempt++) {
      expect((await stack.post('/auth/login', badLogin)).status).toBe(401);
    }
    expect(await stack.post('/auth/login', badLogin)).toMatchObject(tooMany);
  });

  it.each([
    ['/auth/signup', {}, 400],
    ['/api/admin/login', {}, 400],
    ['/api/auth/verify/some-token', undefined, 400],
    ['/api/auth/verify_otp/', {}, 400],
    ['/api/auth/resend/verification', {}, 400],
    ['/api/auth/forgot_password', {}, 400],
    ['/api/auth/reset_password/some-token', {}, 400],
    ['/api/auth/refresh-token', {}, 400],
    ['/api/auth/change-email-verify_otp/', {}, 400],
    ['/api/auth/user/change-email/0190a0d0-0000-7000-8000-000000000001', {}, 401],
    ['/api/auth/user/rechange-email/0190a0d0-0000-7000-8000-000000000001', undefined, 401],
    ['/api/unsubscribe', {}, 400],
    ['/api/website-access/validate', {}, 400],
  ])('limits %s too', async (path, body, status) => {
    for (let attempt = 1; attempt <= LIMIT; attempt++) {
      expect((await stack.post(path, body)).status).toBe(status);
    }
    expect(await stack.post(path, body)).toMatchObject(tooMany);
  });

  it('does not limit routes outside auth', async () => {
    for (let attempt = 1; attempt <= LIMIT + 2; attempt++) {
      expect((await stack.get('/api/current_user')).status).toBe(401);
    }
  });

  it('counts per client address, as the trusted proxy reports it', async () => {
    const from = (ip: string) =>
      stack.request(
        'POST',
        '/auth/login',
        { body: badLogin, headers: { 'x-forwarded-for': ip } },
        behindProxy.url,
      );
    for (let attempt = 1; attempt <= LIMIT; attempt++) {
      expect((await from('198.51.100.1')).status).toBe(401);
    }
    expect(await from('198.51.100.1')).toMatchObject(tooMany);
    expect((await from('198.51.100.2')).status).toBe(401);
  });
});
