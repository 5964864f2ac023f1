import { JwtService } from '@nestjs/jwt';
import { AuthText } from '@lobby/contracts';
import { CLOCK, type Clock } from '@lobby/service-kit';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../services/identity/src/seed/demo-accounts';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { invalid, signInRequired } from './support/answers';

const demoAdmin = DEMO_ACCOUNTS.find((account) => account.key === 'admin')!;

describe('gateway: signing in and out, tokens', () => {
  const stack = new GatewayHarness();
  let fan: SignedInUser;
  beforeAll(async () => {
    await stack.start({}, { SEED_DEMO_DATA: 'true' });
    fan = await stack.signedInUser();
  }, 60_000);
  afterAll(() => stack.stop());

  describe('POST /auth/login', () => {
    it('signs in with the email, or a username in the email field, or the username field', async () => {
      for (const body of [
        { email: fan.email, password: fan.password },
        { email: fan.username, password: fan.password },
        { username: fan.username, password: fan.password },
      ]) {
        const response = await stack.post('/auth/login', body);
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({
          accessToken: expect.any(String),
          refreshToken: expect.any(String),
          user: { _id: fan.id, username: fan.username },
        });
      }
    });

    it('passes on a wrong password as 401 and an unverified account as 403', async () => {
      expect(await stack.post('/auth/login', { email: fan.email, password: 'wrong password' })).toMatchObject(
        {
          status: 401,
          body: { error: AuthText.invalidCredentials },
        },
      );
      const unverified = stack.newAccount();
      await stack.post('/auth/signup', unverified);
      expect(
        await stack.post('/auth/login', { email: unverified.email, password: unverified.password }),
      ).toMatchObject({
        status: 403,
        body: { error: AuthText.notVerified },
      });
    });

    it('limits wrong passwords per account across addresses, answered like a wrong password, until a sign-in', async () => {
      // Two tries per address and minute here: the per-address limit never trips, the per-account one does.
      const behindProxy = await stack.startGateway({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '1' });
      const clock = jest.spyOn(stack.identity!.app.get<Clock>(CLOCK), 'now');
      let now = Date.now();
      clock.mockImplementation(() => new Date(now));
      let address = 0;
      const loginFromNewAddress = (email: string, password: string) =>
        stack.request(
          'POST',
          '/auth/login',
          { body: { email, password }, headers: { 'x-forwarded-for': `203.0.113.${(address += 1)}` } },
          behindProxy.url,
        );
      const wrongPassword = { status: 401, body: { error: AuthText.invalidCredentials } };
      try {
        const target = await stack.signedInUser();
        const bystander = await stack.signedInUser();
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          expect(await loginFromNewAddress(target.email, `wrong password ${attempt}`)).toMatchObject(
            wrongPassword,
          );
        }
        const refused = await loginFromNewAddress(target.email, target.password);
        expect(refused).toMatchObject(wrongPassword);
        expect(refused.text).toBe((await loginFromNewAddress(target.email, 'one more wrong password')).text);
        expect((await loginFromNewAddress(bystander.email, bystander.password)).status).toBe(200);

        now += 30_000;
        expect((await loginFromNewAddress(target.email, target.password)).status).toBe(200);
        // The sign-in forgot the failures: four more lock nothing.
        for (let attempt = 1; attempt <= 4; attempt += 1) {
          expect(await loginFromNewAddress(target.email, 'wrong again')).toMatchObject(wrongPassword);
        }
        expect((await loginFromNewAddress(target.email, target.password)).status).toBe(200);
      } finally {
        clock.mockRestore();
        await behindProxy.close();
      }
    });

    it('refuses a missing identifier or password with 400', async () => {
      expect(await stack.post('/auth/login', { password: 'whatever1' })).toMatchObject(
        invalid('Please enter your email or username'),
      );
      expect(await stack.post('/auth/login', { email: fan.email })).toMatchObject(
        invalid('Please enter your password'),
      );
    });

    it('refuses a non-string in either field with 400, whatever the other holds, and takes null as not given', async () => {
      for (const other of [5, true, ['x'], { $ne: '' }, '']) {
        for (const body of [
          { username: fan.username, email: other, password: fan.password },
          { email: fan.email, username: other, password: fan.password },
        ]) {
          expect(await stack.post('/auth/login', body)).toMatchObject(
            invalid('Please enter your email or username'),
          );
        }
      }
      const withNull = await stack.post('/auth/login', {
        email: null,
        username: fan.username,
        password: fan.password,
      });
      expect(withNull.status).toBe(200);
    });
  });

  describe('staff at the fan sign-in', () => {
    it('refuses staff at POST /auth/login with the way to the staff sign-in, which takes the same account', async () => {
      for (const identifier of [demoAdmin.email, demoAdmin.username]) {
        expect(await stack.post('/auth/login', { email: identifier, password: DEMO_PASSWORD })).toMatchObject(
          {
            status: 403,
            body: { error: AuthText.staffUseStaffSignIn },
          },
        );
      }
      // A wrong password answers as for anyone: the refusal tells nothing to who lacks the password.
      expect(
        await stack.post('/auth/login', { email: demoAdmin.email, password: 'wrong password 1' }),
      ).toMatchObject({
        status: 401,
        body: { error: AuthText.invalidCredentials },
      });
      const staffDoor = await stack.post('/api/admin/login', {
        username: demoAdmin.email,
        password: DEMO_PASSWORD,
      });
      expect(staffDoor).toMatchObject({ status: 200, body: { user: { role: 'admin' } } });
    });
  });

  describe('POST /api/admin/login', () => {
    it('signs staff in', async () => {
      const response = await stack.post('/api/admin/login', {
        username: demoAdmin.username,
        password: DEMO_PASSWORD,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ accessToken: expect.any(String), user: { role: 'admin' } });
    });

    it('passes on identity refusing a fan with 403, and refuses a missing username with 400', async () => {
      expect(
        await stack.post('/api/admin/login', { username: fan.username, password: fan.password }),
      ).toMatchObject({
        status: 403,
        body: { error: AuthText.notStaff },
      });
      expect(await stack.post('/api/admin/login', { password: fan.password })).toMatchObject(
        invalid('Please enter your username'),
      );
    });
  });

  describe('POST /api/auth/refresh-token', () => {
    it('rotates the refresh token, and a reused one is refused with 401', async () => {
      const session = await stack.signedInUser();
      const rotated = await stack.post('/api/auth/refresh-token', { refreshToken: session.refreshToken });
      expect(rotated.status).toBe(200);
      expect(rotated.body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
      expect(
        await stack.post('/api/auth/refresh-token', { refreshToken: session.refreshToken }),
      ).toMatchObject({
        status: 401,
        body: { error: AuthText.sessionExpired },
      });
    });

    it('refuses a missing refresh token with 400', async () => {
      expect(await stack.post('/api/auth/refresh-token', {})).toMatchObject(
        invalid('Please provide a refresh token'),
      );
    });
  });

  describe('POST /api/auth/generate-new-token', () => {
    it('gives a signed-in user a new access token that works', async () => {
      const response = await stack.post('/api/auth/generate-new-token', undefined, {
        token: fan.accessToken,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ accessToken: expect.any(String) });
      expect((await stack.get('/api/current_user', { token: response.body.accessToken })).status).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect(await stack.post('/api/auth/generate-new-token')).toMatchObject(signInRequired);
    });
  });

  describe('GET /api/logout', () => {
    it('ends the session: the same access token is refused at once', async () => {
      const session = await stack.signedInUser();
      const response = await stack.get('/api/logout', { token: session.accessToken });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: AuthText.loggedOut });
      expect(await stack.get('/api/current_user', { token: session.accessToken })).toMatchObject({
        status: 401,
        body: { error: AuthText.sessionExpired },
      });
    });

    it('answers 401 without a token', async () => {
      expect(await stack.get('/api/logout')).toMatchObject(signInRequired);
    });
  });

  describe('access tokens', () => {
    const claimsOf = (user: SignedInUser) =>
      new JwtService().decode(user.accessToken) as Record<string, unknown>;

    it('answers 401 "sign in" without a token or with another kind of Authorization', async () => {
      expect(await stack.get('/api/current_user')).toMatchObject(signInRequired);
      expect(
        await stack.get('/api/current_user', { headers: { authorization: 'Basic Zm9vOmJhcg==' } }),
      ).toMatchObject(signInRequired);
    });

    it('answers 401 "session expired" for a malformed, forged, expired or unsigned token', async () => {
      const claims = claimsOf(fan);
      const secret = stack.jwtSecret;
      const forged = await new JwtService({ secret: `${secret}-not` }).signAsync({
        sub: claims.sub,
        role: 'admin',
        fam: claims.fam,
      });
      const expired = await new JwtService({ secret }).signAsync({
        ...claims,
        iat: 1,
        exp: Math.floor(Date.now() / 1000) - 5,
      });
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: claims.sub, role: 'admin', fam: claims.fam })}.`;
      const otherAlgorithm = await new JwtService({ secret }).signAsync(
        { sub: claims.sub, fam: claims.fam },
        { algorithm: 'HS384' },
      );
      for (const token of ['garbage', forged, expired, unsigned, otherAlgorithm]) {
        expect(await stack.get('/api/current_user', { token })).toMatchObject({
          status: 401,
          body: { error: AuthText.sessionExpired },
        });
      }
    });

    it('answers 401 for a well-signed token of a user that does not exist', async () => {
      const token = await new JwtService({ secret: stack.jwtSecret }).signAsync({
        sub: '0190a0d0-0000-7000-8000-0000000000ff',
        role: 'user',
        fam: '0190a0d0-0000-7000-8000-0000000000fe',
      });
      expect(await stack.get('/api/current_user', { token })).toMatchObject({
        status: 401,
        body: { error: AuthText.sessionExpired },
      });
    });
  });
});
