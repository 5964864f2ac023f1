import { AccountFieldText, AuthLimits, AuthText, SuccessText, type AuthSession } from '@lobby/contracts';
import { linkTokenFrom, otpFrom, refusal } from '@lobby/test-kit';
import { claims, IdentityHarness, TEST_PASSWORD } from '../test/identity-harness';

describe('identity: sign-up and email verification', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  const signup = (suffix: string, overrides = {}) =>
    identity.send('identity.signup', {
      email: `User.${suffix}@Example.com`,
      username: `user_${suffix}`,
      fullName: '  Ada Lovelace ',
      password: TEST_PASSWORD,
      ...overrides,
    });

  /** Proving the email signed the user in: a session of their own that refreshes like a login's. */
  const expectSignedIn = async (result: AuthSession) => {
    expect(claims(result.accessToken)).toMatchObject({ sub: result.user._id, role: 'user' });
    const refreshed = await identity.send('identity.refreshToken', { refreshToken: result.refreshToken });
    expect(refreshed.accessToken).toEqual(expect.any(String));
  };

  it('creates an unverified account and mails a link and a 6-digit code', async () => {
    const pending = await signup('a1');
    expect(pending.email).toBe('user.a1@example.com');
    expect(pending.token).toMatch(/^[0-9a-f-]{36}$/);

    const mail = await identity.mail.waitForMail('user.a1@example.com');
    expect(mail.subject).toBe('Verify your Lobby account');
    expect(otpFrom(mail)).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('http://lobby.test/signup/verify/');
    expect(mail.text).toContain(`http://lobby.test/signup/verifyotp/${pending.token}/user.a1%40example.com`);
    expect(mail.html).toContain('Verify my email');

    expect(await refusal(identity.login('user_a1'))).toEqual({
      status: 403,
      message: AuthText.notVerified,
    });
  });

  it('refuses the same username in any case, whatever the email', async () => {
    await signup('b1');
    expect(await refusal(signup('b2', { username: 'USER_B1' }))).toEqual({
      status: 409,
      message: AuthText.usernameTaken,
    });
    expect(await refusal(signup('b1', { username: 'USER_B1' }))).toEqual({
      status: 409,
      message: AuthText.usernameTaken,
    });
  });

  it('answers a sign-up with a taken email as a new one, and mails the owner: a new code while unverified, else that the account exists', async () => {
    const fresh = await signup('b3');
    // The first code's mail is in before the second sign-up asks for a new one: mails are sent side by side, so
    // without this the two could arrive in either order and "mail #2" would not be the newest code.
    await identity.mail.waitForMail('user.b3@example.com', 1);
    const unverified = await signup('b3', { username: 'other_b3', email: 'USER.B3@example.com' });
    expect(Object.keys(unverified)).toEqual(Object.keys(fresh));
    expect(unverified).toEqual({ ...fresh, token: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const code = otpFrom(await identity.mail.waitForMail('user.b3@example.com', 2));
    const verified = await identity.send('identity.verifyEmailOtp', { token: unverified.token, otp: code });
    expect(verified.user.username).toBe('user_b3');

    const again = await signup('b3', { username: 'third_b3' });
    expect(again).toEqual({ ...fresh, token: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const notice = await identity.mail.waitForMail('user.b3@example.com', 3);
    expect(notice.subject).toBe('You already have a Lobby account');
    expect(notice.text).toContain('http://lobby.test/forgot-password');
    expect(
      await refusal(identity.send('identity.verifyEmailOtp', { token: again.token, otp: '000000' })),
    ).toEqual({ status: 400, message: AuthText.invalidOtp });
    expect(await refusal(identity.login('third_b3'))).toEqual(expect.objectContaining({ status: 401 }));
  });

  it('refuses bad input with a clear 400', async () => {
    expect((await refusal(signup('c1', { email: 'not-an-email' }))).status).toBe(400);
    expect(await refusal(signup('c2', { password: 'short' }))).toEqual({
      status: 400,
      message: AccountFieldText.passwordTooShort,
    });
    expect((await refusal(signup('c3', { username: 'no spaces allowed' }))).status).toBe(400);
  });

  it('verifies by the emailed link, once', async () => {
    await signup('d1');
    const token = linkTokenFrom(await identity.mail.waitForMail('user.d1@example.com'), '/signup/verify');
    const result = await identity.send('identity.verifyEmailLink', { token });
    expect(result.message).toBe(SuccessText.verified);
    expect(result.user.isVerified).toBe(true);
    await expectSignedIn(result);
    expect((await identity.login('user.d1@example.com')).user.username).toBe('user_d1');

    expect(await refusal(identity.send('identity.verifyEmailLink', { token }))).toEqual({
      status: 400,
      message: AuthText.invalidLink,
    });
    expect((await refusal(identity.send('identity.verifyEmailLink', { token: 'made-up' }))).status).toBe(400);
  });

  it('verifies by the code, and refuses a wrong code', async () => {
    const pending = await signup('e1');
    const otp = otpFrom(await identity.mail.waitForMail('user.e1@example.com'));
    const wrong = otp === '000000' ? '111111' : '000000';
    expect(
      await refusal(identity.send('identity.verifyEmailOtp', { token: pending.token, otp: wrong })),
    ).toEqual({
      status: 400,
      message: AuthText.invalidOtp,
    });
    const result = await identity.send('identity.verifyEmailOtp', { token: pending.token, otp });
    expect(result.user.isVerified).toBe(true);
    await expectSignedIn(result);
  });

  it(`allows only ${AuthLimits.otpMaxAttempts} attempts, even when they arrive at once`, async () => {
    const pending = await signup('f1');
    const otp = otpFrom(await identity.mail.waitForMail('user.f1@example.com'));
    const wrong = otp === '000000' ? '111111' : '000000';
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        refusal(identity.send('identity.verifyEmailOtp', { token: pending.token, otp: wrong })),
      ),
    );
    expect(attempts.filter((a) => a.message === AuthText.invalidOtp)).toHaveLength(AuthLimits.otpMaxAttempts);
    expect(attempts.filter((a) => a.status === 429)).toHaveLength(8 - AuthLimits.otpMaxAttempts);
    // Even the right code is refused now; a new one must be requested.
    expect(await refusal(identity.send('identity.verifyEmailOtp', { token: pending.token, otp }))).toEqual({
      status: 429,
      message: AuthText.otpAttemptsExceeded,
    });
  });

  it('refuses an expired code', async () => {
    const pending = await signup('g1');
    const otp = otpFrom(await identity.mail.waitForMail('user.g1@example.com'));
    await identity.db.query(
      `UPDATE one_time_codes SET otp_expires_at = now() - interval '1 second' WHERE id = $1`,
      [pending.token],
    );
    expect(await refusal(identity.send('identity.verifyEmailOtp', { token: pending.token, otp }))).toEqual({
      status: 400,
      message: AuthText.otpExpired,
    });
  });

  it('resends a fresh code that works on the same page, and gives the same answer for unknown emails', async () => {
    const pending = await signup('h1');
    const first = otpFrom(await identity.mail.waitForMail('user.h1@example.com'));
    const resent = await identity.send('identity.resendVerification', { email: 'USER.H1@example.com' });
    expect(resent.message).toBe(AuthText.verificationSent);
    const second = otpFrom(await identity.mail.waitForMail('user.h1@example.com', 2));

    if (first !== second) {
      expect(
        (await refusal(identity.send('identity.verifyEmailOtp', { token: pending.token, otp: first })))
          .status,
      ).toBe(400);
    }
    const verified = await identity.send('identity.verifyEmailOtp', { token: pending.token, otp: second });
    expect(verified.user.isVerified).toBe(true);

    // An unknown address and a verified account get the same answer, after the same work, and no mail.
    const queuedBefore = await identity.queuedRequests('verification');
    expect(await identity.send('identity.resendVerification', { email: 'nobody@example.com' })).toEqual(
      resent,
    );
    expect(await identity.send('identity.resendVerification', { email: 'user.h1@example.com' })).toEqual(
      resent,
    );
    expect(await identity.queuedRequests('verification')).toBe(queuedBefore + 2);
    await identity.deliveriesWorked();
    expect(await identity.mail.mailsTo('nobody@example.com')).toHaveLength(0);
    expect(await identity.mail.mailsTo('user.h1@example.com')).toHaveLength(2);
  });

  it('refuses a malformed verification token without an error from the database', async () => {
    expect(
      await refusal(identity.send('identity.verifyEmailOtp', { token: 'not-a-uuid', otp: '123456' })),
    ).toEqual({
      status: 400,
      message: AuthText.invalidLink,
    });
  });
});
