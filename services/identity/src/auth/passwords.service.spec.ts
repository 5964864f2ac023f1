import { randomUUID } from 'node:crypto';
import { AuthText } from '@lobby/contracts';
import { linkTokenFrom, refusal } from '@lobby/test-kit';
import { IdentityHarness, TEST_PASSWORD } from '../test/identity-harness';
import { PasswordsService } from './passwords.service';

describe('identity: passwords', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  it('resets a forgotten password by the emailed link, once, and ends every session', async () => {
    const fan = await identity.verifiedUser();
    const session = await identity.login(fan.username);

    expect(await identity.send('identity.forgotPassword', { email: fan.email })).toEqual({
      message: AuthText.resetSent,
    });
    const mail = await identity.mail.waitForMail(fan.email, 2);
    expect(mail.subject).toBe('Reset your Lobby password');
    const token = linkTokenFrom(mail, '/reset-password');

    await identity.send('identity.resetPassword', { token, newPassword: 'a brand new secret' });
    expect((await identity.login(fan.username, 'a brand new secret')).user._id).toBe(fan.user._id);
    expect((await refusal(identity.login(fan.username))).status).toBe(401);
    expect(
      (await refusal(identity.send('identity.refreshToken', { refreshToken: session.refreshToken }))).status,
    ).toBe(401);
    expect(
      await refusal(identity.send('identity.resetPassword', { token, newPassword: 'yet another one' })),
    ).toEqual({
      status: 400,
      message: AuthText.invalidLink,
    });
  });

  it('answers the same for an unknown email, doing the same work before answering, and sends nothing', async () => {
    const fan = await identity.verifiedUser();
    const queuedBefore = await identity.queuedRequests('password-reset');
    const known = await identity.send('identity.forgotPassword', { email: fan.email });
    const unknown = await identity.send('identity.forgotPassword', { email: 'ghost@example.com' });
    expect(known).toEqual({ message: AuthText.resetSent });
    expect(unknown).toEqual(known);
    // Each answer only queued the request: the lookup and the mail come afterwards, for both alike.
    expect(await identity.queuedRequests('password-reset')).toBe(queuedBefore + 2);

    await identity.deliveriesWorked();
    expect(await identity.mail.mailsTo('ghost@example.com')).toHaveLength(0);
    expect((await identity.mail.waitForMail(fan.email, 2)).subject).toBe('Reset your Lobby password');
  });

  it('refuses an expired reset link and a too-short new password', async () => {
    const fan = await identity.verifiedUser();
    await identity.send('identity.forgotPassword', { email: fan.email });
    const token = linkTokenFrom(await identity.mail.waitForMail(fan.email, 2), '/reset-password');
    expect(
      (await refusal(identity.send('identity.resetPassword', { token, newPassword: 'short' }))).status,
    ).toBe(400);
    await identity.db.query(
      `UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE purpose = 'password_reset'`,
    );
    expect(
      await refusal(identity.send('identity.resetPassword', { token, newPassword: 'long enough now' })),
    ).toEqual({
      status: 400,
      message: AuthText.invalidLink,
    });
  });

  it('changes the password only with the current one', async () => {
    const fan = await identity.verifiedUser();
    const change = (oldPassword: string) =>
      identity.send('identity.changePassword', {
        userId: fan.user._id,
        familyId: randomUUID(),
        oldPassword,
        newPassword: 'changed password',
      });
    expect(await refusal(change('not my password'))).toEqual({
      status: 400,
      message: AuthText.wrongOldPassword,
    });
    expect(await change(TEST_PASSWORD)).toEqual({ message: AuthText.passwordChanged });
    expect((await identity.login(fan.username, 'changed password')).user._id).toBe(fan.user._id);
  });

  it('lets an invited streamer set their first password with the emailed link', async () => {
    const { rows } = await identity.db.query<{ id: string }>(
      `INSERT INTO users (id, email, username, full_name, role) VALUES (gen_random_uuid(), 'star@example.com', 'star', 'Star', 'influencer') RETURNING id`,
    );
    await identity.service.app.get(PasswordsService).inviteStreamer(rows[0].id);
    const mail = await identity.mail.waitForMail('star@example.com');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect(mail.text).toContain('http://lobby.test/streamer-password-setup/star%40example.com?token=');

    expect(
      (
        await refusal(
          identity.send('identity.setStreamerPassword', {
            email: 'other@example.com',
            token,
            password: 'x'.repeat(10),
          }),
        )
      ).status,
    ).toBe(400);
    await identity.send('identity.setStreamerPassword', {
      email: 'STAR@example.com',
      token,
      password: 'stream all day',
    });
    const session = await identity.login('star', 'stream all day');
    expect(session.user).toMatchObject({ role: 'influencer', isInfluencer: true, isVerified: true });
  });
});
