import { ErrorText, LiveEventSubjects, NotificationsText, PayoutEventSubjects } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal, waitFor } from '@lobby/test-kit';
import { NotificationsHarness } from '../test/notifications-harness';

describe('notifications: the bell', () => {
  const harness = new NotificationsHarness();
  beforeAll(() => harness.start(), 30_000);
  afterAll(() => harness.stop());

  /** A star with the two fans; each fan gets one notification per session the star starts. */
  async function starGoesLive(starId: string, times: number) {
    const ids: string[] = [];
    for (let n = 0; n < times; n += 1) {
      ids.push(
        await harness.events.publish(LiveEventSubjects.liveSessionChanged, {
          liveSessionId: newId(),
          streamerId: starId,
          title: `Session ${n + 1}`,
          price: 500,
          currency: 'USD',
          status: 'live',
          version: new Date().toISOString(),
        }),
      );
    }
    await harness.settled('star-live', ids);
  }

  it('lists only the caller’s own notifications, newest first, with the unread count', async () => {
    const star = harness.person({ fullName: 'Bell Star' });
    const [alice, bob] = [harness.person(), harness.person()];
    harness.follow(star.userId, [alice.userId]);
    await starGoesLive(star.userId, 3);

    const page = await harness.send('notifications.list', { userId: alice.userId, page: 1, limit: 2 });
    expect(page).toEqual({
      data: [
        expect.objectContaining({ title: 'Bell Star is live: Session 3', isRead: false, type: 'live' }),
        expect.objectContaining({ title: 'Bell Star is live: Session 2' }),
      ],
      page: 1,
      limit: 2,
      totalPages: 2,
      total: 3,
      unreadCount: 3,
    });
    expect(await harness.send('notifications.list', { userId: bob.userId })).toEqual(
      expect.objectContaining({ data: [], total: 0, unreadCount: 0 }),
    );
    expect(
      (await harness.send('notifications.recent', { userId: alice.userId })).map((n) => n.title),
    ).toEqual([
      'Bell Star is live: Session 3',
      'Bell Star is live: Session 2',
      'Bell Star is live: Session 1',
    ]);
  });

  it('marks read per user: one person reading leaves the other’s unread', async () => {
    const star = harness.person();
    const [alice, bob] = [harness.person(), harness.person()];
    harness.follow(star.userId, [alice.userId, bob.userId]);
    await starGoesLive(star.userId, 2);

    expect(await harness.send('notifications.markRead', { userId: alice.userId })).toEqual({
      message: NotificationsText.marked,
      unreadCount: 0,
    });
    const alices = await harness.send('notifications.list', { userId: alice.userId });
    expect(alices.unreadCount).toBe(0);
    expect(alices.data.every((notification) => notification.isRead)).toBe(true);
    expect((await harness.send('notifications.list', { userId: bob.userId })).unreadCount).toBe(2);
  });

  it('refuses a bad user id', async () => {
    for (const attempt of [
      harness.send('notifications.list', { userId: 'someone' }),
      harness.send('notifications.markRead', { userId: 'someone' }),
    ]) {
      expect(await refusal(attempt)).toEqual({ status: 400, message: ErrorText.badRequest });
    }
  });

  it('answers page 1 for a page below 1 and at most 100 rows for a larger limit', async () => {
    const page = await harness.send('notifications.list', { userId: newId(), page: 0, limit: 1000 });
    expect(page).toMatchObject({ page: 1, limit: 100, total: 0, totalPages: 0 });
  });
});

describe('notifications: mail that fails to send', () => {
  it('is retried until it goes through, and the notification is stored meanwhile', async () => {
    const harness = await new NotificationsHarness({ mailDownAtStart: true }).start();
    try {
      const streamer = harness.person({ fullName: 'Retry Star' });
      const payout = {
        payoutId: newId(),
        streamerId: streamer.userId,
        amount: 5000,
        currency: 'USD',
        orderCount: 1,
        completedAt: new Date().toISOString(),
      };
      const id = await harness.events.publish(PayoutEventSubjects.payoutCompleted, payout);
      await harness.settled('payout-completed', [id]);
      expect(await harness.notificationsOf(streamer.userId)).toHaveLength(1);
      await waitFor(
        async () => {
          const { rows } = await harness.db.query(
            `SELECT attempts, last_error FROM kit_deliveries WHERE channel = 'email' AND payload->>'to' = $1`,
            [streamer.email],
          );
          return rows[0]?.attempts >= 1 && rows[0]?.last_error;
        },
        { what: 'a failed first attempt' },
      );

      await harness.mailComesBack();
      const mail = await harness.mail.waitForMail(streamer.email);
      expect(mail.subject).toBe('Payout completed: $50');
    } finally {
      await harness.stop();
    }
  }, 30_000);
});
