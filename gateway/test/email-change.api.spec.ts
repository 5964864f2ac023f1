import { randomBytes } from 'node:crypto';
import { AccountText, AuthLimits, AuthText, ErrorText } from '@lobby/contracts';
import { otpFrom } from '@lobby/test-kit';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { forbidden, invalid, signInRequired } from './support/answers';

const newAddress = () => `moved_${randomBytes(4).toString('hex')}@example.com`;

describe('gateway: changing the email with a code', () => {
  const stack = new GatewayHarness();
  let other: SignedInUser;
  beforeAll(async () => {
    await stack.start();
    other = await stack.signedInUser();
  }, 60_000);
  afterAll(() => stack.stop());

  /** The signed-in fan asks for the email of account `userId` (their own unless given) to change. */
  const askChange = (fan: SignedInUser, body: { email: string }, userId = fan.id) =>
    stack.post(`/api/auth/user/change-email/${userId}`, body, { token: fan.accessToken });
  const askAgain = (fan: SignedInUser, userId = fan.id) =>
    stack.post(`/api/auth/user/rechange-email/${userId}`, undefined, { token: fan.accessToken });
  const verify = (body: Record<string, unknown>) => stack.post('/api/auth/change-email-verify_otp', body);
  const currentEmail = async (fan: SignedInUser) =>
    (await stack.get('/api/current_user', { token: fan.accessToken })).body.email;

  /** A fresh fan who has asked to move to a new address, with the code that reached it. */
  async function fanMoving() {
    const fan = await stack.signedInUser();
    const email = newAddress();
    const asked = await askChange(fan, { email });
    const otp = otpFrom(await stack.mail.waitForMail(email));
    return { fan, email, asked, token: asked.body.token as string, otp };
  }

  it('changes the email once the code sent to the new address comes back; the old one works until then', async () => {
    const { fan, email, asked, token, otp } = await fanMoving();
    expect(asked).toMatchObject({
      status: 200,
      body: { message: AccountText.emailChangeSent, token: expect.any(String), email },
    });
    expect(await currentEmail(fan)).toBe(fan.email);

    expect(await stack.post('/api/auth/change-email-verify_otp/', { email, token, otp })).toMatchObject({
      status: 200,
      body: { message: AccountText.emailChanged, user: { _id: fan.id, email } },
    });
    expect((await stack.post('/auth/login', { email, password: fan.password })).status).toBe(200);
  });

  it('sends a new code under the same token on rechange-email', async () => {
    const { fan, email, token } = await fanMoving();

    expect(await askAgain(fan)).toMatchObject({ status: 200, body: { token, email } });
    const otp = otpFrom(await stack.mail.waitForMail(email, 2));
    expect((await verify({ email, token, otp })).status).toBe(200);
  });

  it('keeps the spent code tries across a resend: rechange-email is no fresh set of guesses', async () => {
    const { fan, email, token, otp } = await fanMoving();
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= AuthLimits.otpMaxAttempts; attempt += 1) {
      expect(await verify({ email, token, otp: wrong })).toMatchObject(invalid(AuthText.invalidOtp));
    }
    expect((await askAgain(fan)).status).toBe(200);
    const resent = otpFrom(await stack.mail.waitForMail(email, 2));
    expect(await verify({ email, token, otp: resent })).toMatchObject({
      status: 429,
      body: { error: AuthText.otpAttemptsExceeded },
    });
  });

  it('mails an address a few codes an hour, then refuses with 429 and leaves the last code working', async () => {
    const { fan, email, token } = await fanMoving();
    // Each code's mail is awaited before the next is asked for: mails of codes asked for at once can arrive in any
    // order, and only the newest code works.
    let last = '';
    for (let mail = 2; mail <= AuthLimits.codeMailsPerAddressPerHour; mail += 1) {
      expect((await askAgain(fan)).status).toBe(200);
      last = otpFrom(await stack.mail.waitForMail(email, mail));
    }
    expect(await askAgain(fan)).toMatchObject({ status: 429, body: { error: AuthText.codeMailsExceeded } });
    // Asking for the change again is the same address's budget.
    expect(await askChange(fan, { email })).toMatchObject({
      status: 429,
      body: { error: AuthText.codeMailsExceeded },
    });
    expect(await stack.mail.mailsTo(email)).toHaveLength(AuthLimits.codeMailsPerAddressPerHour);
    expect((await verify({ email, token, otp: last })).status).toBe(200);
  });

  it('answers an address another account holds as a free one, and mails its owner instead of a code', async () => {
    const fan = await stack.signedInUser();
    const mailsBefore = (await stack.mail.mailsTo(other.email)).length;
    expect(await askChange(fan, { email: other.email })).toMatchObject({
      status: 200,
      body: { message: AccountText.emailChangeSent, token: expect.any(String), email: other.email },
    });
    const notice = await stack.mail.waitForMail(other.email, mailsBefore + 1);
    expect(notice.subject).toBe('Someone tried to use your Lobby email');
    expect(await currentEmail(fan)).toBe(fan.email);
  });

  it("refuses another user's id with 403, a bad email or id with 400 and no token with 401", async () => {
    const fan = await stack.signedInUser();
    const email = newAddress();
    expect(await askChange(fan, { email }, other.id)).toMatchObject(forbidden);
    expect(await askAgain(fan, other.id)).toMatchObject(forbidden);
    expect(await askChange(fan, { email: 'nope' })).toMatchObject(invalid('Please enter a valid email'));
    expect(await askChange(fan, { email }, 'not-an-id')).toMatchObject(invalid('Invalid user id'));
    expect(await stack.post(`/api/auth/user/change-email/${fan.id}`, { email })).toMatchObject(
      signInRequired,
    );
    expect(await stack.post(`/api/auth/user/rechange-email/${fan.id}`)).toMatchObject(signInRequired);
  });

  it('answers rechange-email without an open change with the spec text', async () => {
    const fan = await stack.signedInUser();
    expect(await askAgain(fan)).toMatchObject(invalid(ErrorText.errorChangingEmail));
  });

  it('refuses a wrong code, a code for another address, and malformed fields', async () => {
    const { fan, email, token, otp } = await fanMoving();
    const wrong = otp === '000000' ? '111111' : '000000';

    const refused: [Record<string, unknown>, string][] = [
      [{ email, token, otp: wrong }, AuthText.invalidOtp],
      [{ email: newAddress(), token, otp }, AuthText.invalidLink],
      [{ email, token, otp: '12' }, 'The code must be 6 digits'],
      [{ email, otp }, AuthText.invalidLink],
    ];
    for (const [body, error] of refused) expect(await verify(body)).toMatchObject(invalid(error));
    expect(await currentEmail(fan)).toBe(fan.email);
  });
});
