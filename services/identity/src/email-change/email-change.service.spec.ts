import { AccountFieldText, AccountText, AuthLimits, AuthText, ErrorText } from '@lobby/contracts';
import { otpFrom, refusal } from '@lobby/test-kit';
import { IdentityHarness } from '../test/identity-harness';

describe('identity: changing the email with a code', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  const change = (userId: string, email: string, id = userId) =>
    identity.send('identity.changeEmail', { userId, id, email });
  const codeSentTo = async (email: string, count = 1) =>
    otpFrom(await identity.mail.waitForMail(email, count));
  const wrongCode = (otp: string) => (otp === '000000' ? '111111' : '000000');

  it('mails a code to the new address and keeps the old one working until the code comes back', async () => {
    const fan = await identity.verifiedUser();
    const newEmail = `moved_${fan.username}@example.com`;
    const pending = await change(fan.user._id, newEmail.toUpperCase());
    expect(pending).toEqual({
      message: AccountText.emailChangeSent,
      token: expect.any(String),
      email: newEmail,
    });

    const mail = await identity.mail.waitForMail(newEmail);
    expect(mail.subject).toBe('Confirm your new Lobby email');
    expect(mail.text).toContain(
      `http://lobby.test/change-email/verifyotp/${pending.token}/${encodeURIComponent(newEmail)}`,
    );
    expect(mail.html).toContain(otpFrom(mail));
    expect(await identity.mail.mailsTo(fan.email)).toHaveLength(1);

    expect((await identity.login(fan.email)).user.email).toBe(fan.email);
    expect((await refusal(identity.login(newEmail))).status).toBe(401);

    const result = await identity.send('identity.verifyEmailChange', {
      token: pending.token,
      email: newEmail,
      otp: otpFrom(mail),
    });
    expect(result).toMatchObject({
      message: AccountText.emailChanged,
      user: { _id: fan.user._id, email: newEmail },
    });
    expect((await identity.login(newEmail)).user._id).toBe(fan.user._id);
    expect((await refusal(identity.login(fan.email))).status).toBe(401);

    const notice = await identity.mail.waitForMail(fan.email, 2);
    expect(notice.subject).toBe('Your Lobby email was changed');
    expect(notice.text).toContain(newEmail);

    expect(
      await refusal(
        identity.send('identity.verifyEmailChange', {
          token: pending.token,
          email: newEmail,
          otp: otpFrom(mail),
        }),
      ),
    ).toEqual({ status: 400, message: AuthText.invalidLink });
  });

  it("refuses to change or resend for another user's account", async () => {
    const fan = await identity.verifiedUser();
    const other = await identity.verifiedUser();
    expect(await refusal(change(other.user._id, 'hijack@example.com', fan.user._id))).toEqual({
      status: 403,
      message: AuthText.forbidden,
    });
    await change(fan.user._id, `next_${fan.username}@example.com`);
    expect(
      await refusal(
        identity.send('identity.resendEmailChange', { userId: other.user._id, id: fan.user._id }),
      ),
    ).toEqual({ status: 403, message: AuthText.forbidden });
    expect(await identity.mail.mailsTo('hijack@example.com')).toHaveLength(0);
  });

  it('refuses a malformed address and the current one', async () => {
    const fan = await identity.verifiedUser();
    expect(await refusal(change(fan.user._id, 'not-an-email'))).toEqual({
      status: 400,
      message: AccountFieldText.invalidEmail,
    });
    expect(await refusal(change(fan.user._id, fan.email.toUpperCase()))).toEqual({
      status: 400,
      message: AccountText.sameEmail,
    });
  });

  it("answers an address another account uses as a free one, and tells that address's owner instead of sending a code", async () => {
    const fan = await identity.verifiedUser();
    const other = await identity.verifiedUser();
    const free = await change(fan.user._id, `free_${fan.username}@example.com`);
    await identity.mail.waitForMail(other.email);
    const mailsBefore = (await identity.mail.mailsTo(other.email)).length;
    const taken = await change(fan.user._id, other.email.toUpperCase());
    expect(Object.keys(taken)).toEqual(Object.keys(free));
    expect(taken).toEqual({
      message: AccountText.emailChangeSent,
      token: expect.any(String),
      email: other.email,
    });
    const notice = await identity.mail.waitForMail(other.email, mailsBefore + 1);
    expect(notice.subject).toBe('Someone tried to use your Lobby email');
    expect(notice.text).not.toMatch(/\d{6}/);
    expect(
      await refusal(
        identity.send('identity.verifyEmailChange', {
          token: taken.token,
          email: taken.email,
          otp: '000000',
        }),
      ),
    ).toEqual({
      status: 400,
      message: AuthText.invalidOtp,
    });
    expect((await identity.currentUser(fan.user._id)).email).toBe(fan.email);
  });

  it('refuses a wrong code, a code for another address, an expired code and too many guesses', async () => {
    const fan = await identity.verifiedUser();
    const newEmail = `guess_${fan.username}@example.com`;
    const { token } = await change(fan.user._id, newEmail);
    const otp = await codeSentTo(newEmail);
    const verify = (code: string, email = newEmail) =>
      identity.send('identity.verifyEmailChange', { token, email, otp: code });

    expect(await refusal(verify(wrongCode(otp)))).toEqual({ status: 400, message: AuthText.invalidOtp });
    expect(await refusal(verify(otp, 'someone.else@example.com'))).toEqual({
      status: 400,
      message: AuthText.invalidLink,
    });
    for (let i = 2; i < AuthLimits.otpMaxAttempts; i++) await refusal(verify(wrongCode(otp)));
    expect(await refusal(verify(otp))).toEqual({ status: 429, message: AuthText.otpAttemptsExceeded });

    const { token: second } = await identity.send('identity.resendEmailChange', {
      userId: fan.user._id,
      id: fan.user._id,
    });
    expect(second).toBe(token);
    const renewed = await codeSentTo(newEmail, 2);
    await identity.db.query(
      `UPDATE one_time_codes SET otp_expires_at = now() - interval '1 second' WHERE id = $1`,
      [token],
    );
    expect(await refusal(verify(renewed))).toEqual({ status: 400, message: AuthText.otpExpired });
    expect((await identity.currentUser(fan.user._id)).email).toBe(fan.email);
  });

  it('resends a new code under the same token; the previous code stops working', async () => {
    const fan = await identity.verifiedUser();
    const newEmail = `resend_${fan.username}@example.com`;
    const pending = await change(fan.user._id, newEmail);
    const firstCode = await codeSentTo(newEmail);
    const again = await identity.send('identity.resendEmailChange', {
      userId: fan.user._id,
      id: fan.user._id,
    });
    expect(again).toEqual(pending);
    const secondCode = await codeSentTo(newEmail, 2);
    if (firstCode !== secondCode) {
      expect(
        await refusal(
          identity.send('identity.verifyEmailChange', {
            token: pending.token,
            email: newEmail,
            otp: firstCode,
          }),
        ),
      ).toEqual({ status: 400, message: AuthText.invalidOtp });
    }
    const result = await identity.send('identity.verifyEmailChange', {
      token: pending.token,
      email: newEmail,
      otp: secondCode,
    });
    expect(result.user.email).toBe(newEmail);
  });

  it('has nothing to resend when no change is open', async () => {
    const fan = await identity.verifiedUser();
    expect(
      await refusal(identity.send('identity.resendEmailChange', { userId: fan.user._id, id: fan.user._id })),
    ).toEqual({ status: 400, message: ErrorText.errorChangingEmail });
  });

  it('refuses the change when another account took the address in the meantime', async () => {
    const fan = await identity.verifiedUser();
    const contested = `contested_${fan.username}@example.com`;
    const { token } = await change(fan.user._id, contested);
    const otp = await codeSentTo(contested);
    // Another account changes to the same address first.
    const other = await identity.verifiedUser();
    const theirs = await change(other.user._id, contested);
    await identity.send('identity.verifyEmailChange', {
      token: theirs.token,
      email: contested,
      otp: await codeSentTo(contested, 2),
    });

    expect(
      await refusal(identity.send('identity.verifyEmailChange', { token, email: contested, otp })),
    ).toEqual({ status: 409, message: AuthText.emailTaken });
    expect((await identity.currentUser(fan.user._id)).email).toBe(fan.email);
    // A resend now reaches the address's owner as a notice, with the same answer.
    expect(
      await identity.send('identity.resendEmailChange', { userId: fan.user._id, id: fan.user._id }),
    ).toEqual({ message: AccountText.emailChangeSent, token, email: contested });
    expect((await identity.mail.waitForMail(contested, 3)).subject).toBe(
      'Someone tried to use your Lobby email',
    );
  });

  it('replaces an open change by a newer one', async () => {
    const fan = await identity.verifiedUser();
    const first = await change(fan.user._id, `first_${fan.username}@example.com`);
    const firstCode = await codeSentTo(first.email);
    const second = await change(fan.user._id, `second_${fan.username}@example.com`);
    expect(second.token).not.toBe(first.token);
    expect(
      await refusal(
        identity.send('identity.verifyEmailChange', {
          token: first.token,
          email: first.email,
          otp: firstCode,
        }),
      ),
    ).toEqual({ status: 400, message: AuthText.invalidLink });
  });
});
