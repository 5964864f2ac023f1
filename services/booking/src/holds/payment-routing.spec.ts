import type { HoldKind, PaymentSucceededEvent } from '@lobby/contracts';
import { type EventBus, type EventTransaction, newId } from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { HoldsService } from './holds.service';
import { PaymentEventsConsumer } from './payment-events.consumer';

/**
 * Both kinds of hold are orders, so a payment event reaches its hold by id with nothing else to read: the
 * consumer has no queue or order table to probe (its only dependency is holds).
 */
describe('payment events: routed by the hold they name', () => {
  const holds = { markPaid: jest.fn(), release: jest.fn().mockResolvedValue({ released: true }) };
  const consumer = new PaymentEventsConsumer(
    {} as EventBus,
    holds as unknown as HoldsService,
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
    expect(holds.markPaid).toHaveBeenCalledTimes(1);
    expect(holds.markPaid).toHaveBeenCalledWith(payment.holdId, payment.sessionId, {
      amountPaid: 2500,
      discount: 0,
      promoCode: null,
      provider: 'sandbox',
    });
  });

  it('pays a VIP place for a vip hold', async () => {
    const payment = event('vip');
    await consumer.applyPayment(payment, {} as EventTransaction);
    expect(holds.markPaid).toHaveBeenCalledTimes(1);
    expect(holds.markPaid).toHaveBeenCalledWith(
      payment.holdId,
      payment.sessionId,
      expect.objectContaining({ amountPaid: 2500 }),
    );
  });

  it.each(['slot', 'vip'] as const)('releases a %s hold whose payment failed', async (holdKind) => {
    const holdId = newId();
    await consumer.releaseFailedHold({
      sessionId: newId(),
      holdKind,
      holdId,
      userId: newId(),
      reason: 'declined',
    });
    expect(holds.release).toHaveBeenCalledWith(holdId);
  });
});
