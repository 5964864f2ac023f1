import { ALL_PERMISSIONS, AuthText, ErrorText } from '@lobby/contracts';
import { refusal } from '@lobby/test-kit';
import { IdentityHarness } from '../test/identity-harness';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';

describe('identity: accounts', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start({ SEED_DEMO_DATA: 'true' }), 30_000);
  afterAll(() => identity.stop());

  it('returns the signed-in user with the spec fields', async () => {
    const fan = await identity.verifiedUser({ fullName: 'Fan Person' });
    const user = await identity.send('identity.currentUser', { userId: fan.user._id });
    expect(user).toMatchObject({
      _id: fan.user._id,
      fullName: 'Fan Person',
      username: fan.username,
      email: fan.email,
      baseCurrency: 'USD',
      favorites: { gigs: [], stars: [], games: [] },
      role: 'user',
      isActive: true,
      isInfluencer: false,
      isAdmin: false,
      isModerator: false,
      isLive: false,
      _live_session_id: null,
      modStreamers: [],
      images: { url: null },
      gamerTags: [],
    });
  });

  it("refuses to show another user's account, except to staff with User Management access", async () => {
    const fan = await identity.verifiedUser();
    const other = await identity.verifiedUser();
    expect(
      await refusal(identity.send('identity.getUser', { userId: other.user._id, id: fan.user._id })),
    ).toEqual({
      status: 403,
      message: AuthText.forbidden,
    });
    const admin = await identity.send('identity.adminLogin', {
      username: 'demo_admin',
      password: DEMO_PASSWORD,
    });
    expect((await identity.send('identity.getUser', { userId: admin.user._id, id: fan.user._id }))._id).toBe(
      fan.user._id,
    );
    expect(
      await refusal(
        identity.send('identity.getUser', {
          userId: admin.user._id,
          id: '0190d7a0-0000-7000-8000-000000000000',
        }),
      ),
    ).toEqual({ status: 404, message: ErrorText.userNotFound });
  });

  it('sets the billing country and base currency, and returns a fresh token pair', async () => {
    const fan = await identity.verifiedUser();
    const result = await identity.send('identity.saveCountry', {
      userId: fan.user._id,
      id: fan.user._id,
      billingCountry: 'in',
      familyId: null,
    });
    expect(result.user).toMatchObject({ billingCountry: 'IN', baseCurrency: 'INR' });
    expect(result.accessToken).toBeTruthy();
    expect(result.refreshToken).toBeTruthy();

    const back = await identity.send('identity.saveCountry', {
      userId: fan.user._id,
      id: fan.user._id,
      billingCountry: 'DE',
      familyId: null,
    });
    expect(back.user.baseCurrency).toBe('USD');
  });

  it("refuses to set another user's country, or a country that isn't a code", async () => {
    const fan = await identity.verifiedUser();
    const other = await identity.verifiedUser();
    expect(
      (
        await refusal(
          identity.send('identity.saveCountry', {
            userId: other.user._id,
            id: fan.user._id,
            billingCountry: 'IN',
            familyId: null,
          }),
        )
      ).status,
    ).toBe(403);
    expect(
      await refusal(
        identity.send('identity.saveCountry', {
          userId: fan.user._id,
          id: fan.user._id,
          billingCountry: 'India',
          familyId: null,
        }),
      ),
    ).toEqual({ status: 400, message: AuthText.countryInvalid });
  });

  it('saves an email only for an account without one, and only for the account itself', async () => {
    const { rows } = await identity.db.query<{ id: string }>(
      `INSERT INTO users (id, username, full_name, is_verified) VALUES (gen_random_uuid(), 'social_user', 'Social', true) RETURNING id`,
    );
    const id = rows[0].id;
    const fan = await identity.verifiedUser();
    expect(
      (await refusal(identity.send('identity.saveEmail', { userId: fan.user._id, id, email: 'a@b.co' })))
        .status,
    ).toBe(403);
    expect(await refusal(identity.send('identity.saveEmail', { userId: id, id, email: fan.email }))).toEqual({
      status: 409,
      message: AuthText.emailTaken,
    });
    const saved = await identity.send('identity.saveEmail', { userId: id, id, email: 'Social@Example.com' });
    expect(saved.user.email).toBe('social@example.com');
    expect(
      (await refusal(identity.send('identity.saveEmail', { userId: id, id, email: 'new@example.com' })))
        .status,
    ).toBe(409);
  });

  it('seeds the demo accounts once, with the moderator managing the streamer and the admin holding every permission', async () => {
    const { rows } = await identity.db.query<{ count: string }>(
      `SELECT count(*) FROM users WHERE email LIKE '%@lobby.gg'`,
    );
    expect(Number(rows[0].count)).toBe(DEMO_ACCOUNTS.length);

    const moderator = await identity.login('demo_mod', DEMO_PASSWORD);
    const streamer = await identity.login('streamer@lobby.gg', DEMO_PASSWORD);
    expect(moderator.user).toMatchObject({ isModerator: true, modStreamers: [streamer.user._id] });
    expect(streamer.user).toMatchObject({ isInfluencer: true, baseCurrency: 'INR' });

    const details = await identity.send('identity.moderatorDetails', { userId: moderator.user._id });
    expect(details.streamers).toEqual([
      {
        streamerId: {
          _id: streamer.user._id,
          username: 'demo_streamer',
          fullName: 'Demo Streamer',
          images: { url: null },
          isLive: false,
          _live_session_id: null,
          baseCurrency: 'INR',
          upcomingSlot: null,
        },
      },
    ]);
    const admin = await identity.send('identity.adminLogin', {
      username: 'demo_admin',
      password: DEMO_PASSWORD,
    });
    expect(admin.user.permissions).toHaveLength(ALL_PERMISSIONS.length);

    // A second start with seeding on changes nothing.
    await identity.service.close();
    await identity.startService({ SEED_DEMO_DATA: 'true' });
    const again = await identity.db.query<{ count: string }>(
      `SELECT count(*) FROM users WHERE email LIKE '%@lobby.gg'`,
    );
    expect(again.rows[0].count).toBe(rows[0].count);
  });

  it('stores the caller IP on the account', async () => {
    const fan = await identity.verifiedUser();
    expect(await identity.send('identity.storeUserIp', { userId: fan.user._id, ip: '203.0.113.9' })).toEqual({
      ip: '203.0.113.9',
    });
    const { rows } = await identity.db.query('SELECT last_ip FROM users WHERE id = $1', [fan.user._id]);
    expect(rows[0].last_ip).toBe('203.0.113.9');
  });
});
