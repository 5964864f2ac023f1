import { AuthText, SuccessText } from '@lobby/contracts';
import { linkTokenFrom, otpFrom } from '@lobby/test-kit';
import { GatewayHarness } from './gateway-harness';
import { conflict, invalid } from './support/answers';

describe('gateway: sign-up and email verification', () => {
  const stack = new GatewayHarness();
  beforeAll(() => stack.start(), 60_000);
  afterAll(() => stack.stop());

  /** The answer carries a session, as a login's does: its token reads the new user, its refresh token works. */
  const expectSignedIn = async (body: { accessToken: string; refreshToken: string }, username: string) => {
    expect(body).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    const me = await stack.get('/api/current_user', { token: body.accessToken });
    expect(me).toMatchObject({ status: 200, body: { username, isVerified: true } });
    const refreshed = await stack.post('/api/auth/refresh-token', { refreshToken: body.refreshToken });
    expect(refreshed).toMatchObject({ status: 200, body: { accessToken: expect.any(String) } });
  };

  describe('POST /auth/signup', () => {
    it('creates the account with 201 and answers what identity returns', async () => {
      const account = stack.newAccount();
      const response = await stack.post('/auth/signup', account);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        message: AuthText.signupDone,
        token: expect.any(String),
        email: account.email,
      });
    });

    it.each([
      [{ email: 'not-an-email' }, 'Please enter a valid email'],
      [{ email: undefined }, 'Please enter a valid email'],
      [{ username: 'ab' }, 'Username must be 3-30 characters: letters, digits, underscore or dot'],
      [{ username: 'has space' }, 'Username must be 3-30 characters: letters, digits, underscore or dot'],
      [{ username: 'x'.repeat(31) }, 'Username must be 3-30 characters: letters, digits, underscore or dot'],
      [{ fullName: '' }, 'Please enter your full name (at most 100 characters)'],
      [{ password: 'short' }, 'Password must be at least 8 characters'],
      [{ password: undefined }, 'Password must be at least 8 characters'],
      [{ password: 12345678 }, 'Password must be at least 8 characters'],
      [{ password: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
    ])('refuses %j with 400 and the field message', async (change, message) => {
      const response = await stack.post('/auth/signup', { ...stack.newAccount(), ...change });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: message });
    });

    it("answers a taken email as a free one (the owner's mail says it) and a taken username with 409", async () => {
      const account = stack.newAccount();
      const first = await stack.post('/auth/signup', account);
      const again = await stack.post('/auth/signup', { ...account, username: `${account.username}_2` });
      expect({ status: again.status, keys: Object.keys(again.body) }).toEqual({
        status: first.status,
        keys: Object.keys(first.body),
      });
      expect(again.body).toEqual({ ...first.body, token: expect.any(String) });
      await stack.mail.waitForMail(account.email, 2);
      const taken = await stack.post('/auth/signup', { ...stack.newAccount(), username: account.username });
      expect(taken).toMatchObject(conflict(AuthText.usernameTaken));
    });
  });

  describe('POST /api/auth/verify/:token', () => {
    it('verifies the account by the emailed link', async () => {
      const account = stack.newAccount();
      await stack.post('/auth/signup', account);
      const token = linkTokenFrom(await stack.mail.waitForMail(account.email), '/signup/verify');
      const response = await stack.post(`/api/auth/verify/${token}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        message: SuccessText.verified,
        user: { email: account.email, isVerified: true },
      });
      await expectSignedIn(response.body, account.username);
    });

    it('answers 400 with the link text for an unknown or too long token', async () => {
      expect(await stack.post('/api/auth/verify/unknown-token')).toMatchObject(invalid(AuthText.invalidLink));
      expect(await stack.post(`/api/auth/verify/${'t'.repeat(600)}`)).toMatchObject(
        invalid(AuthText.invalidLink),
      );
    });
  });

  describe('POST /api/auth/verify_otp/', () => {
    it('verifies the account with the emailed 6-digit code', async () => {
      const account = stack.newAccount();
      const signup = await stack.post('/auth/signup', account);
      const otp = otpFrom(await stack.mail.waitForMail(account.email));
      const response = await stack.post('/api/auth/verify_otp/', { token: signup.body.token, otp });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        message: SuccessText.verified,
        user: { username: account.username, isVerified: true },
      });
      await expectSignedIn(response.body, account.username);
    });

    it('refuses a code that is not 6 digits, or a missing token, with 400', async () => {
      expect(await stack.post('/api/auth/verify_otp/', { token: 'abc', otp: '12345' })).toMatchObject(
        invalid('The code must be 6 digits'),
      );
      expect(await stack.post('/api/auth/verify_otp/', { token: 'abc', otp: '12345a' })).toMatchObject(
        invalid('The code must be 6 digits'),
      );
      expect(await stack.post('/api/auth/verify_otp/', { otp: '123456' })).toMatchObject(
        invalid(AuthText.invalidLink),
      );
    });

    it('passes on identity refusing a wrong code', async () => {
      const account = stack.newAccount();
      const signup = await stack.post('/auth/signup', account);
      const otp = otpFrom(await stack.mail.waitForMail(account.email));
      const wrong = otp === '000000' ? '111111' : '000000';
      const response = await stack.post('/api/auth/verify_otp/', { token: signup.body.token, otp: wrong });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: AuthText.invalidOtp });
    });
  });

  describe('POST /api/auth/resend/verification', () => {
    it('sends another verification mail', async () => {
      const account = stack.newAccount();
      await stack.post('/auth/signup', account);
      const response = await stack.post('/api/auth/resend/verification', { email: account.email });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ message: AuthText.verificationSent });
      expect(otpFrom(await stack.mail.waitForMail(account.email, 2))).toMatch(/^\d{6}$/);
    });

    it('answers the same for an unknown email and a verified account, and mails neither', async () => {
      const unverified = stack.newAccount();
      await stack.post('/auth/signup', unverified);
      const verified = await stack.signedInUser();
      const answers = await Promise.all(
        [unverified.email, 'nobody@example.com', verified.email].map((email) =>
          stack.post('/api/auth/resend/verification', { email }),
        ),
      );
      expect(answers[0]).toMatchObject({ status: 200, body: { message: AuthText.verificationSent } });
      for (const answer of answers.slice(1)) {
        expect([answer.status, answer.text]).toEqual([answers[0].status, answers[0].text]);
      }

      await stack.identityDeliveriesWorked();
      await stack.mail.waitForMail(unverified.email, 2);
      expect(await stack.mail.mailsTo('nobody@example.com')).toHaveLength(0);
      expect(await stack.mail.mailsTo(verified.email)).toHaveLength(1);
    });

    it('refuses an invalid email with 400', async () => {
      expect(await stack.post('/api/auth/resend/verification', { email: 'nope' })).toMatchObject(
        invalid('Please enter a valid email'),
      );
    });
  });
});
