import { refusal } from '@lobby/test-kit';
import { IdentityHarness } from '../test/identity-harness';

describe("identity: the staff dashboard's account figures", () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  it('counts new fans and streamers over today, 7 and 30 days in the zone asked, pending reports and waiting onboardings', async () => {
    const [fanToday, fanWeek, fanMonth, streamer, reporter, other] = [
      await identity.verifiedUser(),
      await identity.verifiedUser(),
      await identity.verifiedUser(),
      await identity.verifiedUser(),
      await identity.verifiedUser(),
      await identity.verifiedUser(),
    ];
    await identity.setRole(streamer.user._id, 'influencer');
    // Everyone older than the windows, then the accounts the figures are about at known local times.
    await identity.db.query(`UPDATE users SET created_at = now() - interval '60 days'`);
    const at = (id: string, instant: string) =>
      identity.db.query(`UPDATE users SET created_at = ${instant} WHERE id = $1`, [id]);
    const kolkataMidnight = `(date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata')`;
    await at(
      fanToday.user._id,
      `GREATEST(${kolkataMidnight} + interval '1 second', now() - interval '1 second')`,
    );
    await at(fanWeek.user._id, `${kolkataMidnight} - interval '6 days' + interval '1 minute'`);
    await at(fanMonth.user._id, `${kolkataMidnight} - interval '7 days' + interval '1 minute'`);
    await at(streamer.user._id, `${kolkataMidnight} - interval '29 days' + interval '1 minute'`);
    await identity.send('identity.reportUser', {
      userId: reporter.user._id,
      reportedUserId: other.user._id,
      reason: 'a',
    });
    await identity.send('identity.reportUser', {
      userId: fanToday.user._id,
      reportedUserId: other.user._id,
      reason: 'b',
    });

    expect(await identity.send('identity.adminFigures', { timeZone: 'Asia/Kolkata' })).toEqual({
      newFans: { today: 1, week: 2, month: 3 },
      newStreamers: { today: 0, week: 0, month: 1 },
      pendingReports: { reports: 2, accounts: 1 },
      onboardingsWaiting: 0,
    });
  });

  it('answers 400 for a zone PostgreSQL does not know', async () => {
    expect(await refusal(identity.send('identity.adminFigures', { timeZone: 'Mars/Olympus' }))).toMatchObject(
      {
        status: 400,
      },
    );
  });
});
