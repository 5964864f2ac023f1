import {
  AccountFieldText,
  AccountText,
  AuditEventSubjects,
  AuthText,
  ErrorText,
  ModerationText,
} from '@lobby/contracts';
import { refusal } from '@lobby/test-kit';
import { claims, IdentityHarness } from '../test/identity-harness';

describe('identity: banning and unbanning', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  const moderatorOfBans = () => identity.staffUser([{ service: 'Banned Users', read: true, write: true }]);
  const ban = (userId: string, userIds: string[], reason = 'Repeated abuse') =>
    identity.send('identity.banUsers', { userId, userIds, reason });
  const authState = (userId: string, accessToken: string) =>
    identity.send('identity.authState', { userId, familyId: claims(accessToken).fam });

  it('bans accounts, ends their sessions, and settles their open reports', async () => {
    const staff = await moderatorOfBans();
    const rude = await identity.verifiedUser();
    const alsoRude = await identity.verifiedUser();
    const reporter = await identity.verifiedUser();
    const innocent = await identity.verifiedUser();
    const session = await identity.login(rude.username);
    await identity.send('identity.reportUser', {
      userId: reporter.user._id,
      reportedUserId: rude.user._id,
      reason: 'x',
    });
    await identity.send('identity.reportUser', {
      userId: reporter.user._id,
      reportedUserId: innocent.user._id,
      reason: 'y',
    });

    expect(await ban(staff.user._id, [rude.user._id, alsoRude.user._id, rude.user._id])).toEqual({
      message: AccountText.usersBanned,
      userIds: expect.arrayContaining([rude.user._id, alsoRude.user._id]),
    });

    // The access token still in the browser is refused on its next request: the gateway reads this.
    expect(await authState(rude.user._id, session.accessToken)).toMatchObject({
      isBanned: true,
      familyRevoked: true,
    });
    expect(
      (await refusal(identity.send('identity.refreshToken', { refreshToken: session.refreshToken }))).status,
    ).toBe(401);
    expect(await refusal(identity.login(rude.username))).toEqual({ status: 403, message: AuthText.banned });

    const { rows: reports } = await identity.db.query(
      'SELECT reported_id, status FROM reports WHERE reporter_id = $1 ORDER BY status',
      [reporter.user._id],
    );
    expect(reports).toEqual([
      { reported_id: rude.user._id, status: 'banned' },
      { reported_id: innocent.user._id, status: 'pending' },
    ]);
    const { rows: bans } = await identity.db.query('SELECT reason, banned_by FROM bans WHERE user_id = $1', [
      rude.user._id,
    ]);
    expect(bans).toEqual([{ reason: 'Repeated abuse', banned_by: staff.user._id }]);
  });

  it('records one audit entry per account it bans or unbans, and none when nothing changes', async () => {
    const staff = await moderatorOfBans();
    const rude = await identity.verifiedUser();
    const alsoRude = await identity.verifiedUser();
    const entries = async (userId: string) =>
      (
        await identity.db.query(
          `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->'target'->>'id' = $2 ORDER BY created_at`,
          [AuditEventSubjects.staffAction, userId],
        )
      ).rows.map((row) => row.payload);

    await ban(staff.user._id, [rude.user._id, alsoRude.user._id], 'Spam');
    await ban(staff.user._id, [rude.user._id], 'Spam');
    await identity.send('identity.unbanUsers', { userId: staff.user._id, userIds: [rude.user._id] });
    await identity.send('identity.unbanUsers', { userId: staff.user._id, userIds: [rude.user._id] });

    expect(await entries(rude.user._id)).toEqual([
      expect.objectContaining({
        actorId: staff.user._id,
        action: 'identity.user.ban',
        target: { type: 'user', id: rude.user._id, label: rude.username },
        before: { isBanned: false },
        after: { isBanned: true, reason: 'Spam' },
      }),
      expect.objectContaining({
        action: 'identity.user.unban',
        before: { isBanned: true, reason: 'Spam' },
        after: { isBanned: false },
      }),
    ]);
    expect(await entries(alsoRude.user._id)).toEqual([
      expect.objectContaining({ action: 'identity.user.ban' }),
    ]);
  });

  it('refuses to ban staff, the caller included, and bans no one of the list then', async () => {
    const staff = await moderatorOfBans();
    const otherStaff = await identity.staffUser([{ service: 'FAQ', read: true, write: true }], 'marketing');
    const rude = await identity.verifiedUser();
    for (const target of [staff, otherStaff])
      expect(await refusal(ban(staff.user._id, [rude.user._id, target.user._id]))).toEqual({
        status: 409,
        message: ModerationText.staffNotBannable,
      });
    expect((await identity.userRow(rude.user._id)).is_banned).toBe(false);
  });

  it('returns only the accounts it changed', async () => {
    const staff = await moderatorOfBans();
    const rude = await identity.verifiedUser();
    await ban(staff.user._id, [rude.user._id]);
    expect(await ban(staff.user._id, [rude.user._id, '0190d7a0-0000-7000-8000-000000000000'])).toEqual({
      message: AccountText.usersBanned,
      userIds: [],
    });
  });

  it('unbans, after which the account signs in again', async () => {
    const staff = await moderatorOfBans();
    const rude = await identity.verifiedUser();
    await ban(staff.user._id, [rude.user._id]);
    expect(
      await identity.send('identity.unbanUsers', { userId: staff.user._id, userIds: [rude.user._id] }),
    ).toEqual({
      message: AccountText.usersUnbanned,
      userIds: [rude.user._id],
    });
    const session = await identity.login(rude.username);
    expect(await authState(rude.user._id, session.accessToken)).toMatchObject({
      isBanned: false,
      familyRevoked: false,
    });
    const { rows } = await identity.db.query('SELECT lifted_by FROM bans WHERE user_id = $1', [
      rude.user._id,
    ]);
    expect(rows).toEqual([{ lifted_by: staff.user._id }]);
    expect(
      await identity.send('identity.unbanUsers', { userId: staff.user._id, userIds: [rude.user._id] }),
    ).toEqual({ message: AccountText.usersUnbanned, userIds: [] });
  });

  it('is for active staff with write access to Banned Users only', async () => {
    const target = await identity.verifiedUser();
    const fan = await identity.verifiedUser();
    const reader = await identity.staffUser([{ service: 'Banned Users', read: true, write: false }]);
    const otherWriter = await identity.staffUser([{ service: 'FAQ', read: true, write: true }]);
    const inactive = await moderatorOfBans();
    await identity.db.query('UPDATE users SET is_active = false WHERE id = $1', [inactive.user._id]);
    const notStaff = await identity.verifiedUser();
    await identity.db.query(
      `INSERT INTO staff_permissions (user_id, service, can_read, can_write) VALUES ($1, 'Banned Users', true, true)`,
      [notStaff.user._id],
    );

    for (const actor of [fan, reader, otherWriter, inactive, notStaff]) {
      expect(await refusal(ban(actor.user._id, [target.user._id]))).toEqual({
        status: 403,
        message: AuthText.forbidden,
      });
      expect(
        await refusal(
          identity.send('identity.unbanUsers', { userId: actor.user._id, userIds: [target.user._id] }),
        ),
      ).toEqual({ status: 403, message: AuthText.forbidden });
    }
    expect((await identity.userRow(target.user._id)).is_banned).toBe(false);
  });

  // The gateway's BanUsersDto refuses an empty list and a malformed id first; one reaching identity gets the kit's 400.
  it('refuses a blank reason and answers a malformed id with 400', async () => {
    const staff = await moderatorOfBans();
    const rude = await identity.verifiedUser();
    expect(await refusal(ban(staff.user._id, ['not-an-id']))).toEqual({
      status: 400,
      message: ErrorText.badRequest,
    });
    expect(await refusal(ban(staff.user._id, [rude.user._id], ' '))).toEqual({
      status: 400,
      message: AccountFieldText.reportReason,
    });
  });
});
