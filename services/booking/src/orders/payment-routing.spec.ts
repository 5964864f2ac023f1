import type { HoldKind, PaymentSucceededEvent } from '@lobby/contracts';
import { type EventBus, type EventTransaction, newId } from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { QueuePlacesService } from '../queues/queue-places.service';
import type { OrdersService } from './orders.service';
import { PaymentEventsConsumer } from './payment-events.consumer';

/** A payment event names its hold's kind, so the consumer pays the right hold without reading any table. */
describe('payment events: routed by the hold they name', () => {
  const orders = { markPaid: jest.fn() };
  const queuePlaces = { markVipPaid: jest.fn(), isQueueEntry: jest.fn() };
  const consumer = new PaymentEventsConsumer(
    {} as EventBus,
    orders as unknown as OrdersService,
    queuePlaces as unknown as QueuePlacesService,
    { warn: jest.fn(), info: jest.fn() } as unknown as Logger,
  );
  const event = (holdKind: HoldKind): PaymentSucceededEvent => {
    const holdId = newId();
    return {
      sessionId: newId(),
      holdKind,
      holdId,
      orderId: holdId,
      userId: newId(),
      amount: 2500,
      currency: 'USD',
      provider: 'sandbox',
      providerRef: 'sandbox_ref',
      discount: 0,
      promoCode: null,
    };
  };

  beforeEach(() => jest.clearAllMocks());

  it('pays a gig order for a slot hold', async () => {
    const payment = event('slot');
    await consumer.applyPayment(payment, {} as EventTransaction);
    expect(orders.markPaid).toHaveBeenCalledWith(payment.holdId, payment.sessionId, {
      amountPaid: 2500,
      discount: 0,
      promoCode: null,
      provider: 'sandbox',
    });
    expect(queuePlaces.markVipPaid).not.toHaveBeenCalled();
    expect(queuePlaces.isQueueEntry).not.toHaveBeenCalled();
  });

  it('pays a VIP place for a vip hold', async () => {
    const payment = event('vip');
    await consumer.applyPayment(payment, {} as EventTransaction);
    expect(queuePlaces.markVipPaid).toHaveBeenCalledWith(
      payment.holdId,
      payment.sessionId,
      expect.objectContaining({ amountPaid: 2500 }),
    );
    expect(orders.markPaid).not.toHaveBeenCalled();
    expect(queuePlaces.isQueueEntry).not.toHaveBeenCalled();
  });
});
