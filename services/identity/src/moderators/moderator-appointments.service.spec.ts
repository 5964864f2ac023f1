import { ModeratorLimits, ModeratorText } from '@lobby/contracts';
import { refusal } from '@lobby/test-kit';
import { IdentityHarness } from '../test/identity-harness';

describe('identity: moderator appointments', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  const streamer = async () => {
    const account = await identity.verifiedUser();
    await identity.setRole(account.user._id, 'influencer');
    return account;
  };
  const roleOf = async (userId: string) => (await identity.userRow(userId)).role;
  const sentDaysAgo = (invitationId: string, days: number) =>
    identity.db.query(
      `UPDATE moderator_invitations SET created_at = now() - make_interval(days => $2) WHERE id = $1`,
      [invitationId, days],
    );

  it('makes the moderators of a deleted streamer fans again, unless they moderate for someone else', async () => {
    const staff = await identity.staffUser(
      [
        { service: 'Influencers', read: true, write: true },
        { service: 'Delete Requests', read: true, write: true },
      ],
      'developer',
    );
    const [leaving, other, onlyHers, alsoOthers] = await Promise.all([
      streamer(),
      streamer(),
      identity.verifiedUser(),
      identity.verifiedUser(),
    ]);
    const appoint = (streamerId: string, username: string) =>
      identity.send('identity.appointModerator', {
        userId: staff.user._id,
        streamerId,
        identifier: username,
      });
    await appoint(leaving.user._id, onlyHers.username);
    await appoint(leaving.user._id, alsoOthers.username);
    await appoint(other.user._id, alsoOthers.username);
    expect([await roleOf(onlyHers.user._id), await roleOf(alsoOthers.user._id)]).toEqual([
      'moderator',
      'moderator',
    ]);

    await identity.send('identity.requestAccountDeletion', {
      userId: leaving.user._id,
      reason: 'done streaming',
    });
    const { rows } = await identity.db.query(
      `SELECT id FROM deletion_requests WHERE user_id = $1 AND status = 'pending'`,
      [leaving.user._id],
    );
    await identity.send('identity.approveAccountDeletion', { userId: staff.user._id, requestId: rows[0].id });

    expect(await roleOf(onlyHers.user._id)).toBe('user');
    expect(await identity.currentUser(onlyHers.user._id)).toMatchObject({
      isModerator: false,
      modStreamers: [],
    });
    expect(await roleOf(alsoOthers.user._id)).toBe('moderator');
    expect(await identity.currentUser(alsoOthers.user._id)).toMatchObject({
      isModerator: true,
      modStreamers: [other.user._id],
    });
  });

  it(`lets an invitation be accepted for ${ModeratorLimits.invitationValidDays} days, then lists it no more and answers 410`, async () => {
    const [inviter, fan] = await Promise.all([streamer(), identity.verifiedUser()]);
    const invite = () =>
      identity.send('identity.inviteModerator', { userId: inviter.user._id, identifier: fan.email });
    const listedIds = async () => ({
      fan: (await identity.send('identity.myModeratorInvitations', { userId: fan.user._id })).invitations.map(
        (invitation) => invitation._id,
      ),
      streamer: (
        await identity.send('identity.streamerModerators', { userId: inviter.user._id })
      ).invitations.map((invitation) => invitation._id),
    });
    const accept = (invitationId: string) =>
      identity.send('identity.answerModeratorInvitation', {
        userId: fan.user._id,
        invitationId,
        accept: true,
      });

    const { invitation: expired } = await invite();
    await sentDaysAgo(expired._id, ModeratorLimits.invitationValidDays);
    expect(await listedIds()).toEqual({ fan: [], streamer: [] });
    expect(await refusal(accept(expired._id))).toEqual({
      status: 410,
      message: ModeratorText.invitationExpired,
    });
    expect(
      await refusal(
        identity.send('identity.cancelModeratorInvitation', {
          userId: inviter.user._id,
          invitationId: expired._id,
        }),
      ),
    ).toEqual({ status: 410, message: ModeratorText.invitationExpired });
    expect(await roleOf(fan.user._id)).toBe('user');

    // The expired one no longer holds the pair's place: the streamer invites again, and a day short of the limit
    // the new invitation is still listed and accepted.
    const { invitation: fresh } = await invite();
    await sentDaysAgo(fresh._id, ModeratorLimits.invitationValidDays - 1);
    expect(await listedIds()).toEqual({ fan: [fresh._id], streamer: [fresh._id] });
    expect(await accept(fresh._id)).toEqual({ message: ModeratorText.accepted });
    expect(await roleOf(fan.user._id)).toBe('moderator');
    expect(await refusal(accept(expired._id))).toEqual({
      status: 409,
      message: ModeratorText.invitationClosed,
    });
  });
});
