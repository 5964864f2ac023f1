import {
  BookingEventSubjects,
  LiveEventSubjects,
  type LiveSessionChangedEvent,
  type OrderPaidEvent,
  PayoutEventSubjects,
  type SlotsAddedEvent,
  streamerRoom,
} from '@lobby/contracts';
import { newId, startService } from '@lobby/service-kit';
import { clusterUrl, waitFor } from '@lobby/test-kit';
import { notificationsService } from '../notifications.definition';
import { NotificationsHarness } from '../test/notifications-harness';
import { RemindersScheduler } from './reminders.scheduler';

const HOUR = 3_600_000;

describe('notifications: what rings the bell', () => {
  const harness = new NotificationsHarness();
  beforeAll(() => harness.start(), 30_000);
  afterAll(() => harness.stop());

  const liveEvent = (
    streamerId: string,
    overrides: Partial<LiveSessionChangedEvent> = {},
  ): LiveSessionChangedEvent => ({
    liveSessionId: newId(),
    streamerId,
    title: 'Ranked grind with viewers',
    price: 500,
    currency: 'USD',
    status: 'live',
    version: new Date().toISOString(),
    ...overrides,
  });

  const orderPaid = (fanId: string, streamerId: string, startsInMs: number): OrderPaidEvent => {
    const startsAt = new Date(Date.now() + startsInMs);
    return {
      orderId: newId(),
      order_id: `LB-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      userId: fanId,
      slotId: newId(),
      gigId: newId(),
      streamerId,
      numberOfPlayers: 2,
      paymentRef: 'cs_test_1',
      amountPaid: 4000,
      currency: 'USD',
      paidAt: new Date().toISOString(),
      gigTitle: 'Duo queue coaching',
      gigSlug: 'duo-queue-coaching',
      slotStartsAt: startsAt.toISOString(),
      slotEndsAt: new Date(startsAt.getTime() + HOUR).toISOString(),
      amount: 5000,
      discount: 1000,
      promoCode: 'SAVE10',
      provider: 'stripe',
    };
  };

  describe('a favourite star goes live', () => {
    it('tells each follower once, with the live page link, even when the event comes twice; nobody else', async () => {
      const star = harness.person({ username: 'nova_live', fullName: 'Nova', imageUrl: '/uploads/nova.png' });
      const fans = [harness.person(), harness.person(), harness.person()];
      const stranger = harness.person();
      harness.follow(
        star.userId,
        fans.map((fan) => fan.userId),
      );
      const session = liveEvent(star.userId);

      const first = await harness.events.publish(LiveEventSubjects.liveSessionChanged, session);
      await harness.events.publish(LiveEventSubjects.liveSessionChanged, session, first);
      const edited = await harness.events.publish(LiveEventSubjects.liveSessionChanged, {
        ...session,
        title: 'Renamed while live',
        version: new Date(Date.now() + 1000).toISOString(),
      });
      await harness.settled('star-live', [first, edited]);

      for (const fan of fans) {
        expect(await harness.notificationsOf(fan.userId)).toEqual([
          expect.objectContaining({
            title: 'Nova is live: Ranked grind with viewers',
            type: 'live',
            url: '/stars/nova_live/live',
            is_read: false,
          }),
        ]);
        await waitFor(async () => harness.pushesTo(fan.userId).length > 0, { what: 'the push' });
        expect(harness.pushesTo(fan.userId)).toEqual([
          {
            event: 'newNotification',
            data: expect.objectContaining({
              title: 'Nova is live: Ranked grind with viewers',
              type: 'live',
              _url: '/stars/nova_live/live',
              isRead: false,
              _influencer_id: {
                _id: star.userId,
                username: 'nova_live',
                images: { url: '/uploads/nova.png' },
              },
            }),
          },
        ]);
      }
      expect(await harness.notificationsOf(stranger.userId)).toEqual([]);
      expect(harness.pushesTo(stranger.userId)).toEqual([]);
    });

    it('fans out to thousands of followers in a few statements and a few realtime messages', async () => {
      const star = harness.person({ username: 'big_star' });
      const fans = Array.from({ length: 2500 }, () => newId());
      harness.follow(star.userId, fans);
      const pushesBefore = harness.pushes.length;
      const requestsBefore = harness.peers.requestsOf('catalog.starFollowers').length;

      const id = await harness.events.publish(LiveEventSubjects.liveSessionChanged, liveEvent(star.userId));
      await harness.settled('star-live', [id]);

      const { rows } = await harness.db.query(
        `SELECT count(*)::int AS n FROM notifications WHERE star_id = $1`,
        [star.userId],
      );
      expect(rows[0].n).toBe(2500);
      expect(harness.peers.requestsOf('catalog.starFollowers').length - requestsBefore).toBe(3);
      await waitFor(async () => harness.pushes.length - pushesBefore >= 5, { what: 'the batches' });
      const batches = harness.pushes.slice(pushesBefore).filter((push) => 'batch' in push);
      expect(batches).toHaveLength(5);
      expect(
        new Set(batches.flatMap((push) => ('batch' in push ? push.batch.map((item) => item.userId) : [])))
          .size,
      ).toBe(2500);
    });

    it('says nothing when a session ends', async () => {
      const star = harness.person();
      const fan = harness.person();
      harness.follow(star.userId, [fan.userId]);
      const id = await harness.events.publish(
        LiveEventSubjects.liveSessionChanged,
        liveEvent(star.userId, { status: 'ended' }),
      );
      await harness.settled('star-live', [id]);
      expect(await harness.notificationsOf(fan.userId)).toEqual([]);
    });
  });

  describe('a favourite star adds slots', () => {
    it('sends followers newSlotAvailableNotification and a marketing mail with an unsubscribe link, once', async () => {
      const star = harness.person({ username: 'slot_star', fullName: 'Slot Star' });
      const reader = harness.person();
      const optedOut = harness.person({ marketingOptOut: true });
      harness.follow(star.userId, [reader.userId, optedOut.userId]);
      const startsAt = new Date(Date.now() + 48 * HOUR);
      const added: SlotsAddedEvent = {
        streamerId: star.userId,
        gigId: newId(),
        gigTitle: 'Late night customs',
        gigSlug: 'late-night-customs',
        slots: [0, 1].map((week) => ({
          slotId: newId(),
          startsAt: new Date(startsAt.getTime() + week * 7 * 24 * HOUR).toISOString(),
          endsAt: new Date(startsAt.getTime() + week * 7 * 24 * HOUR + HOUR).toISOString(),
        })),
      };
      const first = await harness.events.publish(BookingEventSubjects.slotsAdded, added);
      const again = await harness.events.publish(BookingEventSubjects.slotsAdded, added);
      await harness.settled('new-slots', [first, again]);

      for (const fan of [reader, optedOut]) {
        expect(await harness.notificationsOf(fan.userId)).toEqual([
          expect.objectContaining({
            title: 'Slot Star added 2 new slots for Late night customs',
            url: '/stars/slot_star/gigs/late-night-customs',
          }),
        ]);
      }
      await waitFor(async () => harness.pushesTo(reader.userId).length > 0, { what: 'the push' });
      expect(harness.pushesTo(reader.userId)).toEqual([
        {
          event: 'newSlotAvailableNotification',
          data: expect.objectContaining({
            _gig_id: added.gigId,
            slots: added.slots.map((slot) => ({
              _id: slot.slotId,
              startsAt: slot.startsAt,
              endsAt: slot.endsAt,
            })),
          }),
        },
      ]);
      const mail = await harness.mail.waitForMail(reader.email);
      expect(mail.subject).toBe('Slot Star opened new slots for Late night customs');
      expect(mail.text).toContain(`Unsubscribe from these emails: ${reader.unsubscribeUrl}`);
      expect(mail.html).toContain('Unsubscribe');
      expect(mail.headers['list-unsubscribe']).toContain(reader.unsubscribeUrl);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await harness.mail.mailsTo(reader.email)).toHaveLength(1);
      expect(await harness.mail.mailsTo(optedOut.email)).toEqual([]);
    });
  });

  describe('a booking is paid', () => {
    it('tells the fan and the streamer once, and mails the fan the confirmation with the invoice', async () => {
      const star = harness.person({ username: 'coach_kai', fullName: 'Coach Kai' });
      const fan = harness.person({ username: 'duo_fan' });
      const order = orderPaid(fan.userId, star.userId, 3 * 24 * HOUR);
      const first = await harness.events.publish(BookingEventSubjects.orderPaid, order);
      await harness.events.publish(BookingEventSubjects.orderPaid, order, first);
      const again = await harness.events.publish(BookingEventSubjects.orderPaid, order);
      await harness.settled('booking-paid', [first, again]);

      expect(await harness.notificationsOf(fan.userId)).toEqual([
        expect.objectContaining({
          title: 'Booking confirmed: Duo queue coaching with Coach Kai',
          url: `/profile?tab=orders&order=${order.orderId}`,
        }),
      ]);
      expect(await harness.notificationsOf(star.userId)).toEqual([
        expect.objectContaining({
          title: 'duo_fan booked Duo queue coaching for 2 players',
          url: '/influencer/calendar-dashboard',
        }),
      ]);
      const mail = await harness.mail.waitForMail(fan.email);
      expect(mail.subject).toBe(`Booking confirmed: Duo queue coaching (${order.order_id})`);
      for (const line of [
        `Order: ${order.order_id}`,
        'Players: 2',
        'Price: $50',
        'Discount (SAVE10): -$10',
        'Total paid: $40',
        'Paid with: Card',
      ]) {
        expect(mail.text).toContain(line);
      }
      expect(mail.html).not.toContain('Unsubscribe');
      expect(mail.headers['list-unsubscribe']).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await harness.mail.mailsTo(fan.email)).toHaveLength(1);
      const { rows } = await harness.db.query('SELECT starts_at FROM reminders WHERE order_id = $1', [
        order.orderId,
      ]);
      expect(rows[0].starts_at.toISOString()).toBe(order.slotStartsAt);
    });
  });

  describe('a session starts in an hour', () => {
    it('reminds the fan once even with two replicas sending at the same moment; a removed booking is not reminded', async () => {
      const star = harness.person({ fullName: 'Reminder Star' });
      const fan = harness.person();
      const removedFan = harness.person();
      const order = orderPaid(fan.userId, star.userId, 3 * HOUR);
      const removed = orderPaid(removedFan.userId, star.userId, 3 * HOUR);
      const ids = [
        await harness.events.publish(BookingEventSubjects.orderPaid, order),
        await harness.events.publish(BookingEventSubjects.orderPaid, removed),
      ];
      await harness.settled('booking-paid', ids);
      const refund = await harness.events.publish(BookingEventSubjects.orderRefundDue, {
        orderId: removed.orderId,
        userId: removedFan.userId,
        amount: 4000,
        currency: 'USD',
      });
      await harness.settled('booking-refunded', [refund]);
      // Both sessions now start in 50 minutes.
      await harness.db.query(
        `UPDATE reminders SET starts_at = now() + interval '50 minutes' WHERE order_id = ANY($1)`,
        [[order.orderId, removed.orderId]],
      );

      const replica = await startService(notificationsService, {
        DATABASE_URL: clusterUrl(),
        DATABASE_NAME: harness.databaseName,
        NATS_URL: harness.nats.url,
        HTTP_PORT: '0',
        LOG_LEVEL: 'silent',
        SMTP_URL: harness.mail.smtpUrl,
        REMINDER_TICK_MS: '3600000',
      });
      try {
        const sent = await Promise.all([
          harness.service.app.get(RemindersScheduler).sendDue(),
          replica.app.get(RemindersScheduler).sendDue(),
        ]);
        expect(sent[0] + sent[1]).toBe(1);
      } finally {
        await replica.close();
      }
      const reminders = (await harness.notificationsOf(fan.userId)).filter((row) =>
        row.dedupe_key.startsWith('reminder:'),
      );
      expect(reminders).toEqual([
        expect.objectContaining({ title: 'Duo queue coaching with Reminder Star starts in an hour' }),
      ]);
      const mail = await harness.mail.waitForMail(fan.email, 2);
      expect(mail.subject).toBe('Starting in an hour: Duo queue coaching with Reminder Star');
      expect(
        (await harness.notificationsOf(removedFan.userId)).some((row) =>
          row.dedupe_key.startsWith('reminder:'),
        ),
      ).toBe(false);
      expect(await harness.service.app.get(RemindersScheduler).sendDue()).toBe(0);
    });
  });

  describe('live queues', () => {
    it('tells a fan called to playing next (live message and bell) and the streamer who joined, once each', async () => {
      const star = harness.person({ username: 'queue_star' });
      const fan = harness.person({ username: 'queue_fan' });
      const liveSessionId = newId();
      const entryId = newId();
      const joined = {
        entryId,
        liveSessionId,
        streamerId: star.userId,
        userId: fan.userId,
        kind: 'vip',
        joinedAt: new Date().toISOString(),
      };
      const called = {
        entryId,
        liveSessionId,
        streamerId: star.userId,
        userId: fan.userId,
        lobbyCodeReady: true,
        calledAt: new Date().toISOString(),
      };
      const ids = [
        await harness.events.publish(BookingEventSubjects.queueJoined, joined),
        await harness.events.publish(BookingEventSubjects.queueJoined, joined),
      ];
      const calledIds = [
        await harness.events.publish(BookingEventSubjects.queueCalled, called),
        await harness.events.publish(BookingEventSubjects.queueCalled, called),
      ];
      await harness.settled('queue-joined', ids);
      await harness.settled('queue-called', calledIds);

      const { rows } = await harness.db.query(
        'SELECT audience, message FROM live_messages WHERE live_session_id = $1 ORDER BY audience',
        [liveSessionId],
      );
      expect(rows).toEqual([
        {
          audience: 'fan',
          message: "You're up next in queue_star's live session — your lobby code is ready",
        },
        { audience: 'streamer', message: 'queue_fan joined your VIP queue' },
      ]);
      await waitFor(async () => harness.pushesTo(fan.userId).length >= 1, { what: 'the fan push' });
      expect(harness.pushesTo(fan.userId).map((push) => push.event)).toEqual([
        'messageNotificationUserLiveSession',
      ]);
      expect(await harness.notificationsOf(fan.userId)).toEqual([
        expect.objectContaining({
          title: "You're up next in queue_star's live session — your lobby code is ready",
        }),
      ]);
      const toStreamer = harness.pushes.filter(
        (push) => 'room' in push && push.room === streamerRoom(star.userId),
      );
      expect(toStreamer).toEqual([
        expect.objectContaining({
          event: 'messageInfluencerLiveSession',
          data: expect.objectContaining({
            _user_id: fan.userId,
            _live_session_id: liveSessionId,
            message: 'queue_fan joined your VIP queue',
          }),
        }),
      ]);
    });
  });

  describe('a payout is completed', () => {
    it('tells the streamer in-app and by email', async () => {
      const star = harness.person({ fullName: 'Paid Star' });
      const payout = {
        payoutId: newId(),
        streamerId: star.userId,
        amount: 125075,
        currency: 'INR',
        orderCount: 3,
        completedAt: new Date().toISOString(),
      };
      const first = await harness.events.publish(PayoutEventSubjects.payoutCompleted, payout);
      const again = await harness.events.publish(PayoutEventSubjects.payoutCompleted, payout);
      await harness.settled('payout-completed', [first, again]);
      expect(await harness.notificationsOf(star.userId)).toEqual([
        expect.objectContaining({ title: 'Payout completed: ₹1,250.75' }),
      ]);
      const mail = await harness.mail.waitForMail(star.email);
      expect(mail.text).toContain('We have paid out ₹1,250.75 for 3 orders');
    });
  });
});
