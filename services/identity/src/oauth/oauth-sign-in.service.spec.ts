import { AccountText, AuthText, USERNAME_PATTERN, type OAuthProvider } from '@lobby/contracts';
import { refusal } from '@lobby/test-kit';
import { IdentityHarness, TEST_PASSWORD } from '../test/identity-harness';

describe('identity: Google and Discord sign-in', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  const linkCount = async (userId: string) => {
    const { rows } = await identity.db.query(
      'SELECT count(*)::int AS n FROM oauth_accounts WHERE user_id = $1',
      [userId],
    );
    return rows[0].n as number;
  };

  it('creates a verified account for a first sign-in without email, and asks for email and country', async () => {
    const session = await identity.oauthSignIn({
      provider: 'discord',
      fullName: 'Zoë Quinn-Player',
      imageUrl: 'https://cdn.discordapp.com/avatars/1/a.png',
    });
    expect(session).toMatchObject({ isNewUser: true, needsEmail: true, needsCountry: true });
    expect(session.accessToken.split('.')).toHaveLength(3);
    expect(session.refreshToken).toBeTruthy();
    expect(session.user).toMatchObject({
      fullName: 'Zoë Quinn-Player',
      email: null,
      isVerified: true,
      role: 'user',
      images: { url: 'https://cdn.discordapp.com/avatars/1/a.png' },
    });
    expect(session.user.username).toMatch(/^zoe_quinn_player/);
    expect(session.user.username).toMatch(USERNAME_PATTERN);
    expect(await linkCount(session.user._id)).toBe(1);
  });

  it('signs the same provider account in to the same user every time', async () => {
    const first = await identity.oauthSignIn({ providerUserId: 'same-google-id' });
    const second = await identity.oauthSignIn({ providerUserId: 'same-google-id', fullName: 'Renamed' });
    expect(second.isNewUser).toBe(false);
    expect(second.user._id).toBe(first.user._id);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    // The same id at another provider is another person.
    const discord = await identity.oauthSignIn({ provider: 'discord', providerUserId: 'same-google-id' });
    expect(discord.user._id).not.toBe(first.user._id);
  });

  it('links a provider-verified email to the existing account instead of creating another', async () => {
    const fan = await identity.verifiedUser();
    const session = await identity.oauthSignIn({ email: fan.email.toUpperCase(), emailVerified: true });
    expect(session).toMatchObject({ isNewUser: false, needsEmail: false, needsCountry: true });
    expect(session.user._id).toBe(fan.user._id);
    expect(await linkCount(fan.user._id)).toBe(1);
    // The account keeps its password.
    expect((await identity.login(fan.username)).user._id).toBe(fan.user._id);
  });

  it('never links by an email the provider did not verify', async () => {
    const fan = await identity.verifiedUser();
    const session = await identity.oauthSignIn({ email: fan.email, emailVerified: false });
    expect(session.isNewUser).toBe(true);
    expect(session.user._id).not.toBe(fan.user._id);
    expect(session).toMatchObject({ needsEmail: true, user: { email: null } });
    expect(await linkCount(fan.user._id)).toBe(0);
  });

  it('keeps a verified email that no account uses, so no email capture is needed', async () => {
    const session = await identity.oauthSignIn({ email: 'New.Social@Example.com', emailVerified: true });
    expect(session).toMatchObject({
      isNewUser: true,
      needsEmail: false,
      user: { email: 'new.social@example.com' },
    });
  });

  it('takes an unverified sign-up over for the proven owner of its email, dropping the password chosen for it', async () => {
    await identity.send('identity.signup', {
      email: 'squatted@example.com',
      username: 'squatter',
      fullName: 'Squatter',
      password: TEST_PASSWORD,
    });
    const session = await identity.oauthSignIn({ email: 'squatted@example.com', emailVerified: true });
    expect(session).toMatchObject({ isNewUser: false, user: { username: 'squatter', isVerified: true } });
    expect(await refusal(identity.login('squatter'))).toEqual({
      status: 401,
      message: AuthText.invalidCredentials,
    });
  });

  it('does not link by an email that was saved without proof', async () => {
    const first = await identity.oauthSignIn({ provider: 'discord' });
    await identity.send('identity.saveEmail', {
      userId: first.user._id,
      id: first.user._id,
      email: 'claimed@example.com',
    });
    const owner = await identity.oauthSignIn({ email: 'claimed@example.com', emailVerified: true });
    expect(owner.isNewUser).toBe(true);
    expect(owner.user._id).not.toBe(first.user._id);
    expect(owner.user.email).toBeNull();
  });

  it('gives two people with the same name different usernames', async () => {
    const a = await identity.oauthSignIn({ fullName: 'Same Name' });
    const b = await identity.oauthSignIn({ fullName: 'Same Name' });
    expect(a.user.username).toBe('same_name');
    expect(b.user.username).toMatch(/^same_name_[0-9a-f]{6}$/);
  });

  it('refuses banned and inactive accounts, as the password login does', async () => {
    const banned = await identity.oauthSignIn();
    await identity.db.query('UPDATE users SET is_banned = true WHERE id = $1', [banned.user._id]);
    expect(
      await refusal(identity.oauthSignIn({ providerUserId: await providerIdOf(banned.user._id) })),
    ).toEqual({ status: 403, message: AuthText.banned });

    const fan = await identity.verifiedUser();
    await identity.db.query('UPDATE users SET is_active = false WHERE id = $1', [fan.user._id]);
    expect(await refusal(identity.oauthSignIn({ email: fan.email, emailVerified: true }))).toEqual({
      status: 403,
      message: AuthText.inactive,
    });
    expect(await linkCount(fan.user._id)).toBe(0);
  });

  it('creates one account when the same person signs in several times at once', async () => {
    const profile = {
      provider: 'discord' as OAuthProvider,
      providerUserId: 'racing-discord-id',
      email: 'racer@example.com',
      emailVerified: true,
      fullName: 'Racing Person',
    };
    const sessions = await Promise.all(Array.from({ length: 6 }, () => identity.oauthSignIn(profile)));
    const ids = new Set(sessions.map((session) => session.user._id));
    expect(ids.size).toBe(1);
    expect(sessions.filter((session) => session.isNewUser)).toHaveLength(1);
    const { rows } = await identity.db.query(
      `SELECT count(*)::int AS n FROM users WHERE full_name = 'Racing Person'`,
    );
    expect(rows[0].n).toBe(1);
  });

  it('refuses an unknown provider or an empty provider id', async () => {
    expect(await refusal(identity.oauthSignIn({ provider: 'myspace' as OAuthProvider }))).toEqual({
      status: 400,
      message: AccountText.oauthFailed,
    });
    expect((await refusal(identity.oauthSignIn({ providerUserId: '  ' }))).status).toBe(400);
  });

  async function providerIdOf(userId: string): Promise<string> {
    const { rows } = await identity.db.query(
      'SELECT provider_user_id FROM oauth_accounts WHERE user_id = $1',
      [userId],
    );
    return rows[0].provider_user_id;
  }
});
