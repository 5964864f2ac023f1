import { AccountFieldText, AccountText, AuthText, ErrorText, ProfileLimits } from '@lobby/contracts';
import { refusal } from '@lobby/test-kit';
import { claims, IdentityHarness } from '../test/identity-harness';

describe('identity: account deletion', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  const requestDeletion = (userId: string, reason = 'I no longer play') =>
    identity.send('identity.requestAccountDeletion', { userId, reason });
  const userManager = (write = true) =>
    identity.staffUser([{ service: 'Delete Requests', read: true, write }], 'developer');
  const pendingRequestId = async (userId: string) => {
    const { rows } = await identity.db.query(
      `SELECT id FROM deletion_requests WHERE user_id = $1 AND status = 'pending'`,
      [userId],
    );
    return rows[0].id as string;
  };

  it('records the request while the account keeps working, once', async () => {
    const fan = await identity.verifiedUser();
    expect(await requestDeletion(fan.user._id)).toEqual({ message: AccountText.deletionRequested });
    expect((await identity.login(fan.username)).user.isActive).toBe(true);
    expect(await refusal(requestDeletion(fan.user._id))).toEqual({
      status: 409,
      message: AccountText.deletionAlreadyRequested,
    });
    for (const reason of ['', 'x'.repeat(ProfileLimits.deletionReasonMax + 1)]) {
      expect(await refusal(requestDeletion(fan.user._id, reason))).toEqual({
        status: 400,
        message: AccountFieldText.deletionReason,
      });
    }
  });

  it('lists requests newest first for staff with User Management access', async () => {
    const staff = await userManager(false);
    const first = await identity.verifiedUser();
    const second = await identity.verifiedUser();
    await requestDeletion(first.user._id, 'first reason');
    await requestDeletion(second.user._id, 'second reason');

    const page = await identity.send('identity.listDeletionRequests', {
      userId: staff.user._id,
      page: 1,
      limit: 1,
      status: 'pending',
    });
    expect(page).toMatchObject({ page: 1, limit: 1 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.totalPages).toBe(page.total);
    expect(page.data).toEqual([
      {
        _id: expect.any(String),
        userId: second.user._id,
        username: second.username,
        email: second.email,
        reason: 'second reason',
        status: 'pending',
        createdAt: expect.any(String),
        decidedAt: null,
      },
    ]);
    const next = await identity.send('identity.listDeletionRequests', {
      userId: staff.user._id,
      page: 2,
      limit: 1,
    });
    expect(next.data[0].userId).toBe(first.user._id);

    const fan = await identity.verifiedUser();
    expect(
      await refusal(
        identity.send('identity.listDeletionRequests', { userId: fan.user._id, page: 1, limit: 10 }),
      ),
    ).toEqual({ status: 403, message: AuthText.forbidden });
  });

  it('anonymises the account on approval and keeps its row and id', async () => {
    const staff = await userManager();
    const streamer = await identity.verifiedUser();
    const moderator = await identity.verifiedUser();
    await identity.db.query('INSERT INTO moderator_streamers (moderator_id, streamer_id) VALUES ($1, $2)', [
      moderator.user._id,
      streamer.user._id,
    ]);
    const social = await identity.oauthSignIn({ email: streamer.email, emailVerified: true });
    const { rows: links } = await identity.db.query(
      'SELECT provider_user_id FROM oauth_accounts WHERE user_id = $1',
      [streamer.user._id],
    );
    const session = await identity.login(streamer.username);
    const id = streamer.user._id;
    await identity.send('identity.updateBio', { userId: id, bio: 'my bio' });
    await identity.send('identity.updateGamerTags', {
      userId: id,
      gamerTags: [{ platform: 'PC', gamerTag: 'me' }],
    });
    await identity.send('identity.updateSocialLinks', {
      userId: id,
      updatedLinks: [{ platform: 'twitch', url: 'https://twitch.tv/me' }],
    });
    await identity.send('identity.updateProfilePicture', { userId: id, imageUrl: '/uploads/avatars/me.png' });
    await identity.send('identity.storeUserIp', { userId: id, ip: '203.0.113.7' });
    await requestDeletion(id);

    const requestId = await pendingRequestId(id);
    expect(
      await identity.send('identity.approveAccountDeletion', { userId: staff.user._id, requestId }),
    ).toEqual({
      message: AccountText.accountDeleted,
    });

    expect(await identity.userRow(id)).toMatchObject({
      id,
      email: null,
      username: `deleted_${id.replace(/-/g, '').slice(-8)}`,
      full_name: 'Deleted user',
      password_hash: null,
      image_url: null,
      bio: null,
      profession: null,
      gamer_tags: [],
      social_links: [],
      last_ip: null,
      is_active: false,
    });
    const { rows: leftovers } = await identity.db.query(
      `SELECT (SELECT count(*) FROM oauth_accounts WHERE user_id = $1)::int AS oauth,
              (SELECT count(*) FROM moderator_streamers WHERE streamer_id = $1 OR moderator_id = $1)::int AS mods,
              (SELECT count(*) FROM token_families WHERE user_id = $1 AND revoked_at IS NULL)::int AS sessions`,
      [id],
    );
    expect(leftovers[0]).toEqual({ oauth: 0, mods: 0, sessions: 0 });
    const { rows: decided } = await identity.db.query(
      'SELECT status, decided_by FROM deletion_requests WHERE id = $1',
      [requestId],
    );
    expect(decided[0]).toEqual({ status: 'approved', decided_by: staff.user._id });

    expect(
      await identity.send('identity.authState', { userId: id, familyId: claims(session.accessToken).fam }),
    ).toMatchObject({ isActive: false, familyRevoked: true });
    expect((await refusal(identity.login(streamer.email))).status).toBe(401);
    // Signing in with the same Google account again starts a new, empty account.
    const again = await identity.oauthSignIn({ providerUserId: links[0].provider_user_id });
    expect(again.isNewUser).toBe(true);
    expect(again.user._id).not.toBe(social.user._id);
  });

  it('approves a request once, and only for staff with write access', async () => {
    const staff = await userManager();
    const reader = await userManager(false);
    const fan = await identity.verifiedUser();
    await requestDeletion(fan.user._id);
    const requestId = await pendingRequestId(fan.user._id);

    expect(
      await refusal(identity.send('identity.approveAccountDeletion', { userId: reader.user._id, requestId })),
    ).toEqual({ status: 403, message: AuthText.forbidden });
    expect(
      await refusal(identity.send('identity.approveAccountDeletion', { userId: fan.user._id, requestId })),
    ).toEqual({ status: 403, message: AuthText.forbidden });

    const outcomes = await Promise.allSettled([
      identity.send('identity.approveAccountDeletion', { userId: staff.user._id, requestId }),
      identity.send('identity.approveAccountDeletion', { userId: staff.user._id, requestId }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(
      await refusal(identity.send('identity.approveAccountDeletion', { userId: staff.user._id, requestId })),
    ).toEqual({ status: 409, message: ErrorText.errorDeletingAccountRequest });
    expect(
      await refusal(
        identity.send('identity.approveAccountDeletion', {
          userId: staff.user._id,
          requestId: '0190d7a0-0000-7000-8000-000000000000',
        }),
      ),
    ).toEqual({ status: 404, message: ErrorText.errorDeletingAccountRequest });
  });
});
