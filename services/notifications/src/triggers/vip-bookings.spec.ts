import { BookingEventSubjects, type OrderPaidEvent } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { NotificationsHarness } from '../test/notifications-harness';

/** A paid VIP place is an order: the same confirmation and invoice mail, and no reminder (the queue calls). */
describe('notifications: a VIP place is paid', () => {
  const harness = new NotificationsHarness();
  beforeAll(() => harness.start(), 30_000);
  afterAll(() => harness.stop());

  it('tells the fan and the streamer once, mails the invoice, and sets no reminder', async () => {
    const star = harness.person({ username: 'vip_star', fullName: 'Vip Star' });
    const fan = harness.person({ username: 'vip_fan' });
    const paidAt = new Date().toISOString();
    const order: OrderPaidEvent = {
      orderId: newId(),
      order_id: 'LB-VIPPLACE1',
      holdKind: 'vip',
      userId: fan.userId,
      slotId: null,
      gigId: null,
      liveSessionId: newId(),
      streamerId: star.userId,
      numberOfPlayers: 1,
      paymentRef: 'sandbox_vip',
      amountPaid: 1000,
      currency: 'USD',
      paidAt,
      gigTitle: 'Ranked with chat',
      gigSlug: '',
      slotStartsAt: paidAt,
      slotEndsAt: paidAt,
      amount: 1000,
      discount: 0,
      promoCode: null,
      provider: 'sandbox',
    };
    const first = await harness.events.publish(BookingEventSubjects.orderPaid, order);
    const again = await harness.events.publish(BookingEventSubjects.orderPaid, order);
    await harness.settled('booking-paid', [first, again]);

    expect(await harness.notificationsOf(fan.userId)).toEqual([
      expect.objectContaining({
        title: 'Booking confirmed: VIP place · Ranked with chat with Vip Star',
        url: `/profile?tab=orders&order=${order.orderId}`,
      }),
    ]);
    expect(await harness.notificationsOf(star.userId)).toEqual([
      expect.objectContaining({
        title: 'vip_fan booked VIP place · Ranked with chat',
        url: '/stars/vip_star/live',
      }),
    ]);
    const mail = await harness.mail.waitForMail(fan.email);
    expect(mail.subject).toBe('Booking confirmed: VIP place · Ranked with chat (LB-VIPPLACE1)');
    for (const line of ['Order: LB-VIPPLACE1', 'Total paid: $10']) expect(mail.text).toContain(line);
    const { rows } = await harness.db.query('SELECT 1 FROM reminders WHERE order_id = $1', [order.orderId]);
    expect(rows).toEqual([]);
  });
});
