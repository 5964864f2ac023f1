import { AuthText } from '@lobby/contracts';
import { linkTokenFrom } from '@lobby/test-kit';
import { GatewayHarness } from './gateway-harness';
import { invalid, signInRequired } from './support/answers';

describe('gateway: passwords', () => {
  const stack = new GatewayHarness();
  beforeAll(() => stack.start(), 60_000);
  afterAll(() => stack.stop());

  describe('POST /api/auth/forgot_password and /api/auth/reset_password/:token', () => {
    it('mails a reset link whose token sets a new password', async () => {
      const user = await stack.signedInUser();
      const forgot = await stack.post('/api/auth/forgot_password', { email: user.email });
      expect(forgot.status).toBe(200);
      expect(forgot.body).toEqual({ message: AuthText.resetSent });

      const token = linkTokenFrom(await stack.mail.waitForMail(user.email, 2), '/reset-password');
      const reset = await stack.post(`/api/auth/reset_password/${token}`, {
        newPassword: 'a brand new password',
      });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ message: AuthText.passwordReset });

      expect(
        (await stack.post('/auth/login', { email: user.email, password: 'a brand new password' })).status,
      ).toBe(200);
      expect((await stack.post('/auth/login', { email: user.email, password: user.password })).status).toBe(
        401,
      );
    });

    it('answers forgot_password the same for a known and an unknown email, and mails only the account', async () => {
      const user = await stack.signedInUser();
      const known = await stack.post('/api/auth/forgot_password', { email: user.email });
      const unknown = await stack.post('/api/auth/forgot_password', { email: 'nobody@example.com' });
      expect(known).toMatchObject({ status: 200, body: { message: AuthText.resetSent } });
      expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);

      await stack.identityDeliveriesWorked();
      expect(linkTokenFrom(await stack.mail.waitForMail(user.email, 2), '/reset-password')).toBeTruthy();
      expect(await stack.mail.mailsTo('nobody@example.com')).toHaveLength(0);
    });

    it('refuses a bad email, a short new password and an unknown token', async () => {
      expect(await stack.post('/api/auth/forgot_password', { email: 'nope' })).toMatchObject(
        invalid('Please enter a valid email'),
      );
      expect(await stack.post('/api/auth/reset_password/some-token', { newPassword: 'short' })).toMatchObject(
        {
          status: 400,
          body: { error: 'Password must be at least 8 characters' },
        },
      );
      expect(
        await stack.post('/api/auth/reset_password/some-token', { newPassword: 'long enough now' }),
      ).toMatchObject(invalid(AuthText.invalidLink));
    });
  });

  describe('POST /auth/change_password', () => {
    it('changes the password of the signed-in user', async () => {
      const user = await stack.signedInUser();
      const response = await stack.post(
        '/auth/change_password',
        { oldPassword: user.password, newPassword: 'another good password' },
        { token: user.accessToken },
      );
      expect(response).toMatchObject({ status: 200, body: { message: AuthText.passwordChanged } });
      expect(
        (await stack.post('/auth/login', { email: user.email, password: 'another good password' })).status,
      ).toBe(200);
    });

    it('passes on a wrong current password as 400', async () => {
      const user = await stack.signedInUser();
      const response = await stack.post(
        '/auth/change_password',
        { oldPassword: 'not my password', newPassword: 'another good password' },
        { token: user.accessToken },
      );
      expect(response).toMatchObject(invalid(AuthText.wrongOldPassword));
    });

    it('refuses a missing current password or a short new one with 400, and no token with 401', async () => {
      const user = await stack.signedInUser();
      expect(
        await stack.post(
          '/auth/change_password',
          { newPassword: 'another good password' },
          { token: user.accessToken },
        ),
      ).toMatchObject(invalid('Please enter your current password'));
      expect(
        await stack.post(
          '/auth/change_password',
          { oldPassword: user.password, newPassword: 'short' },
          { token: user.accessToken },
        ),
      ).toMatchObject(invalid('Password must be at least 8 characters'));
      expect(
        await stack.post('/auth/change_password', {
          oldPassword: user.password,
          newPassword: 'another good password',
        }),
      ).toMatchObject(signInRequired);
    });
  });

  describe('POST /api/auth/set-streamer-password', () => {
    it('refuses bad input with 400 and the field message', async () => {
      const valid = { email: 'streamer@example.com', token: 'invite-token', password: 'a good password' };
      expect(await stack.post('/api/auth/set-streamer-password', { ...valid, email: 'x' })).toMatchObject(
        invalid('Please enter a valid email'),
      );
      expect(await stack.post('/api/auth/set-streamer-password', { ...valid, token: '' })).toMatchObject(
        invalid(AuthText.invalidLink),
      );
      expect(
        await stack.post('/api/auth/set-streamer-password', { ...valid, password: 'short' }),
      ).toMatchObject(invalid('Password must be at least 8 characters'));
    });

    it('passes on identity refusing a token it did not issue', async () => {
      const response = await stack.post('/api/auth/set-streamer-password', {
        email: 'streamer@example.com',
        token: 'invite-token',
        password: 'a good password',
      });
      expect(response).toMatchObject(invalid(AuthText.invalidLink));
    });
  });
});
