import { randomBytes } from 'node:crypto';
import { AccountText, AuthText, ErrorText } from '@lobby/contracts';
import { otpFrom } from '@lobby/test-kit';
import { GatewayHarness, type SignedInUser } from './gateway-harness';

const newAddress = () => `moved_${randomBytes(4).toString('hex')}@example.com`;

describe('gateway: changing the email with a code', () => {
  const stack = new GatewayHarness();
  let other: SignedInUser;
  beforeAll(async () => {
    await stack.start();
    other = await stack.signedInUser();
  }, 60_000);
  afterAll(() => stack.stop());

  const forbidden = { status: 403, body: { error: AuthText.forbidden } };
  const signInRequired = { status: 401, body: { error: AuthText.signInRequired } };

  it('changes the email once the code sent to the new address comes back; the old one works until then', async () => {
    const fan = await stack.signedInUser();
    const email = newAddress();

    const asked = await stack.post(
      `/api/auth/user/change-email/${fan.id}`,
      { email },
      { token: fan.accessToken },
    );
    expect(asked).toMatchObject({
      status: 200,
      body: { message: AccountText.emailChangeSent, token: expect.any(String), email },
    });
    const otp = otpFrom(await stack.mail.waitForMail(email));
    expect((await stack.get('/api/current_user', { token: fan.accessToken })).body.email).toBe(fan.email);

    const verified = await stack.post('/api/auth/change-email-verify_otp/', {
      email,
      token: asked.body.token,
      otp,
    });
    expect(verified).toMatchObject({
      status: 200,
      body: { message: AccountText.emailChanged, user: { _id: fan.id, email } },
    });
    expect((await stack.post('/auth/login', { email, password: fan.password })).status).toBe(200);
  });

  it('sends a new code under the same token on rechange-email', async () => {
    const fan = await stack.signedInUser();
    const email = newAddress();
    const asked = await stack.post(
      `/api/auth/user/change-email/${fan.id}`,
      { email },
      { token: fan.accessToken },
    );
    await stack.mail.waitForMail(email);

    const again = await stack.post(`/api/auth/user/rechange-email/${fan.id}`, undefined, {
      token: fan.accessToken,
    });
    expect(again).toMatchObject({ status: 200, body: { token: asked.body.token, email } });
    const otp = otpFrom(await stack.mail.waitForMail(email, 2));
    expect(
      (await stack.post('/api/auth/change-email-verify_otp', { email, token: asked.body.token, otp })).status,
    ).toBe(200);
  });

  it('refuses an address another account holds', async () => {
    const fan = await stack.signedInUser();
    expect(
      await stack.post(
        `/api/auth/user/change-email/${fan.id}`,
        { email: other.email },
        { token: fan.accessToken },
      ),
    ).toMatchObject({ status: 409, body: { error: AuthText.emailTaken } });
  });

  it("refuses another user's id with 403, a bad email or id with 400 and no token with 401", async () => {
    const fan = await stack.signedInUser();
    const email = newAddress();
    expect(
      await stack.post(`/api/auth/user/change-email/${other.id}`, { email }, { token: fan.accessToken }),
    ).toMatchObject(forbidden);
    expect(
      await stack.post(`/api/auth/user/rechange-email/${other.id}`, undefined, { token: fan.accessToken }),
    ).toMatchObject(forbidden);
    expect(
      await stack.post(
        `/api/auth/user/change-email/${fan.id}`,
        { email: 'nope' },
        { token: fan.accessToken },
      ),
    ).toMatchObject({ status: 400, body: { error: 'Please enter a valid email' } });
    expect(
      await stack.post('/api/auth/user/change-email/not-an-id', { email }, { token: fan.accessToken }),
    ).toMatchObject({ status: 400, body: { error: 'Invalid user id' } });
    expect(await stack.post(`/api/auth/user/change-email/${fan.id}`, { email })).toMatchObject(
      signInRequired,
    );
    expect(await stack.post(`/api/auth/user/rechange-email/${fan.id}`)).toMatchObject(signInRequired);
  });

  it('answers rechange-email without an open change with the spec text', async () => {
    const fan = await stack.signedInUser();
    expect(
      await stack.post(`/api/auth/user/rechange-email/${fan.id}`, undefined, { token: fan.accessToken }),
    ).toMatchObject({ status: 400, body: { error: ErrorText.errorChangingEmail } });
  });

  it('refuses a wrong code, a code for another address, and malformed fields', async () => {
    const fan = await stack.signedInUser();
    const email = newAddress();
    const asked = await stack.post(
      `/api/auth/user/change-email/${fan.id}`,
      { email },
      { token: fan.accessToken },
    );
    const otp = otpFrom(await stack.mail.waitForMail(email));
    const wrong = otp === '000000' ? '111111' : '000000';
    const token = asked.body.token;

    expect(await stack.post('/api/auth/change-email-verify_otp', { email, token, otp: wrong })).toMatchObject(
      {
        status: 400,
        body: { error: AuthText.invalidOtp },
      },
    );
    expect(
      await stack.post('/api/auth/change-email-verify_otp', { email: newAddress(), token, otp }),
    ).toMatchObject({ status: 400, body: { error: AuthText.invalidLink } });
    expect(await stack.post('/api/auth/change-email-verify_otp', { email, token, otp: '12' })).toMatchObject({
      status: 400,
      body: { error: 'The code must be 6 digits' },
    });
    expect(await stack.post('/api/auth/change-email-verify_otp', { email, otp })).toMatchObject({
      status: 400,
      body: { error: AuthText.invalidLink },
    });
    expect((await stack.get('/api/current_user', { token: fan.accessToken })).body.email).toBe(fan.email);
  });
});
