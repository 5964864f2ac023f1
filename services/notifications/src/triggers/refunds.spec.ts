import { BookingEventSubjects, type OrderPaidEvent, type OrderRefundDueEvent } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { NotificationsHarness } from '../test/notifications-harness';

const HOUR = 3_600_000;

describe('notifications: refunds of cancelled bookings', () => {
  const harness = new NotificationsHarness();
  beforeAll(() => harness.start(), 30_000);
  afterAll(() => harness.stop());

  const orderPaid = (fanId: string, streamerId: string): OrderPaidEvent => {
    const startsAt = new Date(Date.now() + 3 * HOUR);
    return {
      orderId: newId(),
      order_id: 'LB-REFUND01',
      userId: fanId,
      slotId: newId(),
      gigId: newId(),
      streamerId,
      numberOfPlayers: 1,
      paymentRef: 'cs_test_refund',
      amountPaid: 149_900,
      currency: 'INR',
      paidAt: new Date().toISOString(),
      gigTitle: 'Ranked duo',
      gigSlug: 'ranked-duo',
      slotStartsAt: startsAt.toISOString(),
      slotEndsAt: new Date(startsAt.getTime() + HOUR).toISOString(),
      amount: 149_900,
      discount: 0,
      promoCode: null,
      provider: 'stripe',
    };
  };
  const reminderCancelled = async (orderId: string) =>
    (await harness.db.query('SELECT cancelled_at FROM reminders WHERE order_id = $1', [orderId])).rows[0]
      ?.cancelled_at as Date | null | undefined;

  it('tells the fan once, in-app and by mail, how much goes back where, and drops the reminder', async () => {
    const star = harness.person({ fullName: 'Refund Star' });
    const fan = harness.person();
    const paid = orderPaid(fan.userId, star.userId);
    await harness.settled('booking-paid', [
      await harness.events.publish(BookingEventSubjects.orderPaid, paid),
    ]);
    const refund: OrderRefundDueEvent = {
      orderId: paid.orderId,
      userId: fan.userId,
      amount: 74_950,
      currency: 'INR',
      amountPaid: 149_900,
      refundTo: 'card',
      reason: 'fan-cancelled',
      streamerId: star.userId,
      title: 'Ranked duo',
    };
    // The same refund twice (a re-published event): told once.
    const ids = [
      await harness.events.publish(BookingEventSubjects.orderRefundDue, refund),
      await harness.events.publish(BookingEventSubjects.orderRefundDue, refund),
    ];
    await harness.settled('refund-notice', ids);
    await harness.settled('booking-refunded', ids);

    const notices = (await harness.notificationsOf(fan.userId)).filter((row) =>
      row.dedupe_key.startsWith('refund:'),
    );
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Refund of ₹749.50 for Ranked duo on its way to your card',
        url: `/profile?tab=orders&order=${paid.orderId}`,
      }),
    ]);
    // The booking confirmation, then the refund.
    const mail = await harness.mail.waitForMail(fan.email, 2);
    expect(mail.subject).toBe('Refund of ₹749.50: Ranked duo');
    expect(mail.text).toContain('You cancelled your booking. We are refunding ₹749.50 for Ranked duo.');
    expect(await reminderCancelled(paid.orderId)).toBeInstanceOf(Date);
  });

  it('drops the reminder of a booking cancelled with nothing back, telling nobody', async () => {
    const star = harness.person();
    const fan = harness.person();
    const paid = orderPaid(fan.userId, star.userId);
    await harness.settled('booking-paid', [
      await harness.events.publish(BookingEventSubjects.orderPaid, paid),
    ]);
    expect(await reminderCancelled(paid.orderId)).toBeNull();
    const id = await harness.events.publish(BookingEventSubjects.orderCancelled, {
      orderId: paid.orderId,
      userId: fan.userId,
      streamerId: star.userId,
      refundAmount: 0,
      currency: 'INR',
      reason: 'fan-cancelled',
      cancelledAt: new Date().toISOString(),
    });
    await harness.settled('booking-cancelled', [id]);
    expect(await reminderCancelled(paid.orderId)).toBeInstanceOf(Date);
    const notices = (await harness.notificationsOf(fan.userId)).filter((row) =>
      row.dedupe_key.startsWith('refund:'),
    );
    expect(notices).toEqual([]);
  });
});
