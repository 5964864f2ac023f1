import type {
  CheckoutSessionDto,
  Currency,
  LiveSessionChangedEvent,
  QueueClosedDto,
  QueueEntryDto,
} from '@lobby/contracts';
import { newId, RpcClient } from '@lobby/service-kit';
import { waitFor } from '@lobby/test-kit';
import { LiveSessionsConsumer } from '../../../services/booking/src/queues/live-sessions.consumer';
import type { GatewayHarness } from '../gateway-harness';
import { paidInSandbox } from './booking-fixtures';

/**
 * A running live session of the streamer as booking knows it. The live service is not part of this stack, so
 * live's session-changed snapshot is handed to booking's consumer directly, as its durable subscription would.
 */
export async function liveSession(
  stack: GatewayHarness,
  streamerId: string,
  overrides: Partial<LiveSessionChangedEvent> = {},
): Promise<LiveSessionChangedEvent> {
  const session: LiveSessionChangedEvent = {
    liveSessionId: newId(),
    streamerId,
    title: 'Live ranked with chat',
    price: 10_000,
    currency: 'INR' as Currency,
    status: 'live',
    version: new Date().toISOString(),
    ...overrides,
  };
  await stack.booking!.app.get(LiveSessionsConsumer).applySession(session);
  return session;
}

/** A held VIP place of the fan (spec join_vip). */
export async function heldVipPlace(
  stack: GatewayHarness,
  fanToken: string,
  liveSessionId: string,
  gamerTag?: string,
): Promise<QueueEntryDto> {
  const held = await stack.post('/api/join_vip', { liveSessionId, gamerTag }, { token: fanToken });
  if (held.status !== 201) throw new Error(`join_vip failed: ${held.status} ${held.text}`);
  return held.body;
}

/**
 * Checks the held VIP place out with the sandbox (and a promo code), pays on its page, and waits until the
 * success page shows the place in line (booking takes payments' event a moment after the payment).
 */
export async function payVipWithSandbox(
  stack: GatewayHarness,
  fanToken: string,
  entryId: string,
  promoCode?: string,
): Promise<{ session: CheckoutSessionDto; entry: QueueEntryDto }> {
  const session = await paidInSandbox(stack, fanToken, '/api/create-live-checkout-session', {
    entryId,
    provider: 'sandbox',
    promoCode,
  });
  const entry = await waitFor(
    async () => {
      const success = await stack.post(
        '/api/live-payment-success',
        { sessionId: session.sessionId },
        { token: fanToken },
      );
      return success.status === 200 && success.body.status === 'waiting'
        ? (success.body as QueueEntryDto)
        : undefined;
    },
    { what: 'booking to put the paid VIP place in line', intervalMs: 100 },
  );
  return { session, entry };
}

/** What live does before ending a session: closes booking's queue (an internal call, never routed). */
export async function closeQueue(
  stack: GatewayHarness,
  streamerId: string,
  liveSessionId: string,
): Promise<QueueClosedDto> {
  const rpc = new RpcClient(stack.nats.url, 5000, 'live-queue-test');
  try {
    return await rpc.send('booking.closeLiveQueue', { userId: streamerId, liveSessionId });
  } finally {
    await rpc.close();
  }
}
