import { AuthText } from '@lobby/contracts';
import { CLOCK, type Clock } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { claims, IdentityHarness, TEST_PASSWORD } from '../test/identity-harness';

describe('identity: sign-in, tokens and sessions', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  const setRole = (userId: string, role: string) =>
    identity.db.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]);

  it('signs in by email or username and returns the user with a token pair', async () => {
    const fan = await identity.verifiedUser();
    const byEmail = await identity.login(fan.email.toUpperCase());
    const byUsername = await identity.login(fan.username);
    expect(byEmail.user._id).toBe(fan.user._id);
    expect(byUsername.user._id).toBe(fan.user._id);
    expect(byEmail.accessToken.split('.')).toHaveLength(3);
    expect(byEmail.refreshToken).not.toBe(byUsername.refreshToken);
    expect(byEmail.user).toMatchObject({
      role: 'user',
      isInfluencer: false,
      isAdmin: false,
      baseCurrency: 'USD',
    });
  });

  it('refuses a wrong password and an unknown account with the same answer', async () => {
    const fan = await identity.verifiedUser();
    const wrong = await refusal(identity.login(fan.username, 'wrong password!'));
    const unknown = await refusal(identity.login('nobody_here', TEST_PASSWORD));
    expect(wrong).toEqual({ status: 401, message: AuthText.invalidCredentials });
    expect(unknown).toEqual(wrong);
  });

  it('refuses inactive and banned accounts', async () => {
    const inactive = await identity.verifiedUser();
    await identity.db.query('UPDATE users SET is_active = false WHERE id = $1', [inactive.user._id]);
    expect(await refusal(identity.login(inactive.username))).toEqual({
      status: 403,
      message: AuthText.inactive,
    });

    const banned = await identity.verifiedUser();
    await identity.db.query('UPDATE users SET is_banned = true WHERE id = $1', [banned.user._id]);
    expect(await refusal(identity.login(banned.username))).toEqual({
      status: 403,
      message: AuthText.banned,
    });
  });

  it('lets only active staff through the admin login', async () => {
    const fan = await identity.verifiedUser();
    expect(
      await refusal(
        identity.send('identity.adminLogin', { username: fan.username, password: TEST_PASSWORD }),
      ),
    ).toEqual({ status: 403, message: AuthText.notStaff });

    const staff = await identity.verifiedUser();
    await setRole(staff.user._id, 'finance');
    const session = await identity.send('identity.adminLogin', {
      username: staff.username,
      password: TEST_PASSWORD,
    });
    expect(session.user).toMatchObject({ role: 'finance', isAdmin: true });

    await identity.db.query('UPDATE users SET is_active = false WHERE id = $1', [staff.user._id]);
    expect(
      await refusal(
        identity.send('identity.adminLogin', { username: staff.username, password: TEST_PASSWORD }),
      ),
    ).toEqual({ status: 403, message: AuthText.inactive });
  });

  it('refuses staff at the fan login and social sign-in, pointing them to the staff sign-in', async () => {
    const staff = await identity.verifiedUser();
    await setRole(staff.user._id, 'developer');
    const staffDoor = { status: 403, message: AuthText.staffUseStaffSignIn };
    expect(await refusal(identity.login(staff.email))).toEqual(staffDoor);
    expect(await refusal(identity.login(staff.username))).toEqual(staffDoor);
    // A provider vouching for the staff email links no social account to it.
    expect(await refusal(identity.oauthSignIn({ email: staff.email, emailVerified: true }))).toEqual(
      staffDoor,
    );
    const { rows } = await identity.db.query('SELECT 1 FROM oauth_accounts WHERE user_id = $1', [
      staff.user._id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('rotates the refresh token on every use', async () => {
    const fan = await identity.verifiedUser();
    const first = await identity.login(fan.username);
    const second = await identity.send('identity.refreshToken', { refreshToken: first.refreshToken });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const third = await identity.send('identity.refreshToken', { refreshToken: second.refreshToken });
    expect(third.accessToken).toBeTruthy();
  });

  it('revokes the whole family when a rotated refresh token is reused', async () => {
    const fan = await identity.verifiedUser();
    const first = await identity.login(fan.username);
    const second = await identity.send('identity.refreshToken', { refreshToken: first.refreshToken });

    expect(
      await refusal(identity.send('identity.refreshToken', { refreshToken: first.refreshToken })),
    ).toEqual({
      status: 401,
      message: AuthText.sessionExpired,
    });
    // The thief's copy is dead, and so is the newest token of that family.
    expect(
      (await refusal(identity.send('identity.refreshToken', { refreshToken: second.refreshToken }))).status,
    ).toBe(401);
    const familyId = claims(second.accessToken).fam;
    const state = await identity.send('identity.authState', { userId: fan.user._id, familyId });
    expect(state.familyRevoked).toBe(true);

    // Another sign-in of the same user is a different family and keeps working.
    const other = await identity.login(fan.username);
    expect(
      (await identity.send('identity.refreshToken', { refreshToken: other.refreshToken })).accessToken,
    ).toBeTruthy();
  });

  it('refuses a made-up refresh token', async () => {
    expect((await refusal(identity.send('identity.refreshToken', { refreshToken: 'nope' }))).status).toBe(
      401,
    );
  });

  it('logs out by revoking the session family, leaving other sessions alone', async () => {
    const fan = await identity.verifiedUser();
    const phone = await identity.login(fan.username);
    const laptop = await identity.login(fan.username);
    const phoneFamily = claims(phone.accessToken).fam;

    expect(await identity.send('identity.logout', { userId: fan.user._id, familyId: phoneFamily })).toEqual({
      message: AuthText.loggedOut,
    });
    expect(
      (await identity.send('identity.authState', { userId: fan.user._id, familyId: phoneFamily }))
        .familyRevoked,
    ).toBe(true);
    expect(
      (await refusal(identity.send('identity.refreshToken', { refreshToken: phone.refreshToken }))).status,
    ).toBe(401);
    expect(
      (await identity.send('identity.refreshToken', { refreshToken: laptop.refreshToken })).accessToken,
    ).toBeTruthy();
  });

  it("does not let one user log out another user's session", async () => {
    const victim = await identity.verifiedUser();
    const attacker = await identity.verifiedUser();
    const session = await identity.login(victim.username);
    const familyId = claims(session.accessToken).fam;
    await identity.send('identity.logout', { userId: attacker.user._id, familyId });
    expect(
      (await identity.send('identity.authState', { userId: victim.user._id, familyId })).familyRevoked,
    ).toBe(false);
  });

  it('issues a new access token carrying the current role', async () => {
    const fan = await identity.verifiedUser();
    const session = await identity.login(fan.username);
    await setRole(fan.user._id, 'influencer');
    const { accessToken } = await identity.send('identity.generateNewToken', {
      userId: fan.user._id,
      familyId: claims(session.accessToken).fam,
    });
    expect(claims(accessToken)).toMatchObject({ sub: fan.user._id, role: 'influencer' });
  });

  it('reports the live account state, so a ban applies to tokens already issued', async () => {
    const staff = await identity.verifiedUser();
    await setRole(staff.user._id, 'admin');
    await identity.db.query(
      `INSERT INTO staff_permissions (user_id, service, can_read, can_write) VALUES ($1, 'FAQ', true, false)`,
      [staff.user._id],
    );
    const session = await identity.send('identity.adminLogin', {
      username: staff.username,
      password: TEST_PASSWORD,
    });
    const familyId = claims(session.accessToken).fam;
    expect(await identity.send('identity.authState', { userId: staff.user._id, familyId })).toEqual({
      userId: staff.user._id,
      role: 'admin',
      isActive: true,
      isBanned: false,
      permissions: [{ service: 'FAQ', read: true, write: false }],
      modStreamers: [],
      familyRevoked: false,
    });
    await identity.db.query('UPDATE users SET is_banned = true WHERE id = $1', [staff.user._id]);
    expect((await identity.send('identity.authState', { userId: staff.user._id, familyId })).isBanned).toBe(
      true,
    );
  });

  describe('the per-account limit on wrong passwords', () => {
    let now: number;
    beforeEach(() => {
      now = Date.now();
      jest.spyOn(identity.service.app.get<Clock>(CLOCK), 'now').mockImplementation(() => new Date(now));
    });
    afterEach(() => jest.restoreAllMocks());

    const wrongPassword = { status: 401, message: AuthText.invalidCredentials };
    const failTimes = async (username: string, times: number) => {
      for (let attempt = 1; attempt <= times; attempt += 1) {
        expect(await refusal(identity.login(username, `wrong password ${attempt}`))).toEqual(wrongPassword);
      }
    };
    const lockSecondsLeft = async (userId: string) => {
      const { rows } = await identity.db.query<{ locked_until: Date | null }>(
        'SELECT locked_until FROM sign_in_failures WHERE user_id = $1',
        [userId],
      );
      return rows[0]?.locked_until ? (rows[0].locked_until.getTime() - now) / 1000 : null;
    };

    it('refuses even the right password, like a wrong one, for 30 s after five wrong ones', async () => {
      const fan = await identity.verifiedUser();
      await failTimes(fan.username, 5);
      expect(await refusal(identity.login(fan.username))).toEqual(wrongPassword);
      expect(await refusal(identity.login(fan.email))).toEqual(wrongPassword);
      now += 29_000;
      expect(await refusal(identity.login(fan.username))).toEqual(wrongPassword);
      now += 1_000;
      expect((await identity.login(fan.username)).user._id).toBe(fan.user._id);
    });

    it('forgets the failures on a sign-in, and four wrong passwords lock nothing', async () => {
      const fan = await identity.verifiedUser();
      await failTimes(fan.username, 4);
      expect((await identity.login(fan.username)).user._id).toBe(fan.user._id);
      expect(await lockSecondsLeft(fan.user._id)).toBeNull();
      await failTimes(fan.username, 4);
      expect((await identity.login(fan.username)).user._id).toBe(fan.user._id);
    });

    it('doubles the lock with each further wrong password, up to 15 minutes, and ignores tries while locked', async () => {
      const fan = await identity.verifiedUser();
      await failTimes(fan.username, 5);
      expect(await lockSecondsLeft(fan.user._id)).toBe(30);
      // A wrong password while locked is not even checked: the lock stays as it was.
      await failTimes(fan.username, 3);
      expect(await lockSecondsLeft(fan.user._id)).toBe(30);

      now += 30_000;
      await failTimes(fan.username, 1);
      expect(await lockSecondsLeft(fan.user._id)).toBe(60);
      now += 60_000;
      await failTimes(fan.username, 1);
      expect(await lockSecondsLeft(fan.user._id)).toBe(120);

      await identity.db.query(
        'UPDATE sign_in_failures SET failures = 40, locked_until = NULL WHERE user_id = $1',
        [fan.user._id],
      );
      await failTimes(fan.username, 1);
      expect(await lockSecondsLeft(fan.user._id)).toBe(15 * 60);
    });

    it('counts wrong passwords sent at once, and locks staff sign-in the same way', async () => {
      const staff = await identity.verifiedUser();
      await setRole(staff.user._id, 'admin');
      const adminLogin = (password: string) =>
        identity.send('identity.adminLogin', { username: staff.username, password });
      const tries = await Promise.allSettled(
        Array.from({ length: 5 }, (_, attempt) => adminLogin(`wrong password ${attempt}`)),
      );
      expect(tries.every((attempt) => attempt.status === 'rejected')).toBe(true);
      expect(await refusal(adminLogin(TEST_PASSWORD))).toEqual(wrongPassword);
      expect(await refusal(identity.login(staff.username))).toEqual(wrongPassword);
    });
  });
});
