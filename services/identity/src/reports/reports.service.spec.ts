import { AccountFieldText, AccountText, ErrorText, ProfileLimits } from '@lobby/contracts';
import { refusal } from '@lobby/test-kit';
import { IdentityHarness } from '../test/identity-harness';

describe('identity: reporting an account', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  const report = (userId: string, reportedUserId: string, reason = 'Abusive in voice chat') =>
    identity.send('identity.reportUser', { userId, reportedUserId, reason });

  it('records a pending report with its reason', async () => {
    const fan = await identity.verifiedUser();
    const rude = await identity.verifiedUser();
    expect(await report(fan.user._id, rude.user._id, '  Abusive in voice chat ')).toEqual({
      message: AccountText.reportSent,
    });
    const { rows } = await identity.db.query('SELECT * FROM reports WHERE reporter_id = $1', [fan.user._id]);
    expect(rows).toEqual([
      expect.objectContaining({
        reported_id: rude.user._id,
        reason: 'Abusive in voice chat',
        status: 'pending',
      }),
    ]);
  });

  it('allows one open report per reporter and account, even when sent at once', async () => {
    const fan = await identity.verifiedUser();
    const other = await identity.verifiedUser();
    const rude = await identity.verifiedUser();
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => report(fan.user._id, rude.user._id)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await refusal(report(fan.user._id, rude.user._id))).toEqual({
      status: 409,
      message: AccountText.reportAlreadyOpen,
    });
    // Someone else may report the same account, and the same reporter again once staff reviewed the first.
    await report(other.user._id, rude.user._id);
    await identity.db.query(`UPDATE reports SET status = 'reviewed' WHERE reporter_id = $1`, [fan.user._id]);
    expect(await report(fan.user._id, rude.user._id)).toEqual({ message: AccountText.reportSent });
  });

  it('refuses reporting yourself, an unknown account, and an empty or overlong reason', async () => {
    const fan = await identity.verifiedUser();
    const rude = await identity.verifiedUser();
    expect(await refusal(report(fan.user._id, fan.user._id))).toEqual({
      status: 400,
      message: AccountText.cannotReportSelf,
    });
    expect(await refusal(report(fan.user._id, '0190d7a0-0000-7000-8000-000000000000'))).toEqual({
      status: 404,
      message: ErrorText.userNotFound,
    });
    // The gateway's ReportUserDto refuses a malformed id first; one reaching identity gets the kit's 400.
    expect(await refusal(report(fan.user._id, 'not-an-id'))).toEqual({
      status: 400,
      message: ErrorText.badRequest,
    });
    for (const reason of ['   ', 'x'.repeat(ProfileLimits.reportReasonMax + 1)]) {
      expect(await refusal(report(fan.user._id, rude.user._id, reason))).toEqual({
        status: 400,
        message: AccountFieldText.reportReason,
      });
    }
    const { rows } = await identity.db.query('SELECT 1 FROM reports WHERE reporter_id = $1', [fan.user._id]);
    expect(rows).toHaveLength(0);
  });
});
