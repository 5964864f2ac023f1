import { AuditEventSubjects, AuthText, ModerationText, type StaffActionEvent } from '@lobby/contracts';
import { refusal } from '@lobby/test-kit';
import { IdentityHarness } from '../test/identity-harness';

describe('identity: staff read reports per account, mark them reviewed, and ban', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  const reportsStaff = () =>
    identity.staffUser([
      { service: 'Reported Users', read: true, write: true },
      { service: 'Banned Users', read: true, write: true },
    ]);
  const report = (userId: string, reportedUserId: string, reason: string) =>
    identity.send('identity.reportUser', { userId, reportedUserId, reason });
  const listed = (userId: string, status: 'pending' | 'reviewed' | 'banned', page = 1, limit = 10) =>
    identity.send('identity.reportedUsers', { userId, status, page, limit });
  /** Only the accounts of this test (others share the database). */
  const rowsFor = async (userId: string, status: 'pending' | 'reviewed' | 'banned', ids: string[]) =>
    (await listed(userId, status, 1, 100)).data.filter((row) => ids.includes(row.user._id));
  async function auditEntries(action: string, targetId: string): Promise<StaffActionEvent[]> {
    const { rows } = await identity.db.query<{ payload: StaffActionEvent }>(
      `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->>'action' = $2
         AND payload->'target'->>'id' = $3 ORDER BY created_at`,
      [AuditEventSubjects.staffAction, action, targetId],
    );
    return rows.map((row) => row.payload);
  }

  it('lists pending reports grouped per account, newest first, and marks many reviewed at once, once', async () => {
    const staff = await reportsStaff();
    const [first, second, third] = [
      await identity.verifiedUser(),
      await identity.verifiedUser(),
      await identity.verifiedUser(),
    ];
    const rude = await identity.verifiedUser();
    const alsoRude = await identity.verifiedUser();
    await report(first.user._id, rude.user._id, 'Abusive in voice chat');
    await report(second.user._id, rude.user._id, 'Cheating');
    await report(third.user._id, alsoRude.user._id, 'Spam');
    const ids = [rude.user._id, alsoRude.user._id];

    const pending = await rowsFor(staff.user._id, 'pending', ids);
    expect(pending.map((row) => [row.user.username, row.reportCount])).toEqual([
      [alsoRude.username, 1],
      [rude.username, 2],
    ]);
    const rudeRow = pending[1];
    expect(rudeRow).toMatchObject({
      status: 'pending',
      user: { _id: rude.user._id, isBanned: false, role: 'user' },
      reports: [
        { reason: 'Cheating', status: 'pending', reporter: { username: second.username } },
        { reason: 'Abusive in voice chat', status: 'pending', reporter: { username: first.username } },
      ],
    });
    expect(rudeRow.reportIds).toEqual(rudeRow.reports.map((row) => row._id));

    const allIds = pending.flatMap((row) => row.reportIds);
    expect(
      await identity.send('identity.reviewReports', { userId: staff.user._id, reportIds: allIds }),
    ).toEqual({
      message: ModerationText.reportsReviewed,
      reportIds: expect.arrayContaining(allIds),
    });
    expect(await rowsFor(staff.user._id, 'pending', ids)).toEqual([]);
    const reviewed = await rowsFor(staff.user._id, 'reviewed', ids);
    expect(reviewed.map((row) => [row.user._id, row.reportCount])).toEqual([
      [alsoRude.user._id, 1],
      [rude.user._id, 2],
    ]);
    expect(reviewed[1].reports.every((row) => row.reviewedAt !== null)).toBe(true);

    // Again: nothing changes, and no second audit entry.
    expect(
      await identity.send('identity.reviewReports', { userId: staff.user._id, reportIds: allIds }),
    ).toEqual({ message: ModerationText.reportsReviewed, reportIds: [] });
    const entries = await auditEntries('identity.reports.review', rude.user._id);
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: staff.user._id,
        target: { type: 'user', id: rude.user._id, label: rude.username },
        before: { status: 'pending', reportIds: expect.arrayContaining(rudeRow.reportIds) },
        after: { status: 'reviewed', reportIds: expect.arrayContaining(rudeRow.reportIds) },
      }),
    ]);
  });

  it('pages accounts ten at a time by default, with the total of accounts', async () => {
    const staff = await reportsStaff();
    const reporter = await identity.verifiedUser();
    for (let i = 0; i < 3; i++)
      await report(reporter.user._id, (await identity.verifiedUser()).user._id, 'x');
    const first = await listed(staff.user._id, 'pending', 1, 2);
    const second = await listed(staff.user._id, 'pending', 2, 2);
    expect(first).toMatchObject({ page: 1, limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.totalPages).toBe(Math.ceil(first.total / 2));
    const firstIds = first.data.map((row) => row.user._id);
    expect(second.data.every((row) => !firstIds.includes(row.user._id))).toBe(true);
    expect(
      (await identity.send('identity.reportedUsers', { userId: staff.user._id, status: 'pending' })).limit,
    ).toBe(10);
  });

  it('report → review → ban → unban: a ban settles the pending reports, lists the ban, and unbanning lifts it', async () => {
    const staff = await reportsStaff();
    const reporter = await identity.verifiedUser();
    const rude = await identity.verifiedUser();
    await report(reporter.user._id, rude.user._id, 'Abusive');
    const [row] = await rowsFor(staff.user._id, 'pending', [rude.user._id]);
    await identity.send('identity.reviewReports', { userId: staff.user._id, reportIds: row.reportIds });
    const again = await identity.verifiedUser();
    await report(again.user._id, rude.user._id, 'Abusive again');

    await identity.send('identity.banUsers', {
      userId: staff.user._id,
      userIds: [rude.user._id],
      reason: 'Abuse',
    });
    expect(await rowsFor(staff.user._id, 'pending', [rude.user._id])).toEqual([]);
    expect(await rowsFor(staff.user._id, 'banned', [rude.user._id])).toEqual([
      expect.objectContaining({ reportCount: 1, user: expect.objectContaining({ isBanned: true }) }),
    ]);
    expect(await rowsFor(staff.user._id, 'reviewed', [rude.user._id])).toHaveLength(1);

    const bans = await identity.send('identity.bannedUsers', { userId: staff.user._id, page: 1, limit: 100 });
    expect(bans.data.find((ban) => ban.user._id === rude.user._id)).toMatchObject({
      reason: 'Abuse',
      bannedBy: { _id: staff.user._id, username: staff.username },
      user: { username: rude.username, isBanned: true },
    });

    await identity.send('identity.unbanUsers', { userId: staff.user._id, userIds: [rude.user._id] });
    const after = await identity.send('identity.bannedUsers', {
      userId: staff.user._id,
      page: 1,
      limit: 100,
    });
    expect(after.data.some((ban) => ban.user._id === rude.user._id)).toBe(false);
  });

  it("is for active staff with 'Reported Users': read lists, write marks reviewed", async () => {
    const fan = await identity.verifiedUser();
    const reader = await identity.staffUser([{ service: 'Reported Users', read: true, write: false }]);
    const banner = await identity.staffUser([{ service: 'Banned Users', read: true, write: true }]);
    const reporter = await identity.verifiedUser();
    const rude = await identity.verifiedUser();
    await report(reporter.user._id, rude.user._id, 'x');
    const [row] = await rowsFor(reader.user._id, 'pending', [rude.user._id]);

    for (const actor of [fan, banner]) {
      expect(await refusal(listed(actor.user._id, 'pending'))).toEqual({
        status: 403,
        message: AuthText.forbidden,
      });
    }
    for (const actor of [fan, reader, banner]) {
      expect(
        await refusal(
          identity.send('identity.reviewReports', { userId: actor.user._id, reportIds: row.reportIds }),
        ),
      ).toEqual({ status: 403, message: AuthText.forbidden });
    }
    expect(await refusal(identity.send('identity.bannedUsers', { userId: reader.user._id }))).toEqual({
      status: 403,
      message: AuthText.forbidden,
    });
    expect(await rowsFor(reader.user._id, 'pending', [rude.user._id])).toHaveLength(1);
  });
});
