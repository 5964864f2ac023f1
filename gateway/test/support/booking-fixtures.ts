import type { CheckoutSessionDto, GameDto, GigDto, OrderDto, SlotDto } from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import type { GatewayHarness } from '../gateway-harness';

export const TIME_ZONE = 'Asia/Kolkata';

/**
 * Every service with the demo accounts and catalog; the sweepers are off so nothing expires behind a test. Content
 * too: payments splits each sale (and works out an invoice's GST) at the rates configured there.
 */
export function startBookingStack(stack: GatewayHarness): Promise<unknown> {
  return stack.start(
    {},
    { SEED_DEMO_DATA: 'true' },
    {
      content: true,
      catalog: { SEED_DEMO_DATA: 'true' },
      booking: { HOLD_SWEEP_INTERVAL_MS: '0' },
      payments: BOOKING_STACK_PAYMENTS_ENV,
    },
  );
}
/** The payments settings of startBookingStack, to start payments again with after stopping it. */
export const BOOKING_STACK_PAYMENTS_ENV = { CHECKOUT_SWEEP_INTERVAL_MS: '0' };
/** What a gig's price of 150 (INR, the demo streamer's currency) is per player, in minor units. */
export const PRICE_MINOR = 15_000;

/** YYYY-MM-DD some days from now (far enough ahead to be in the future in every zone). */
export function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A Valorant gig of the signed-in streamer at a price of 150, created through the gateway. */
export async function newGig(
  stack: GatewayHarness,
  streamerToken: string,
  title: string,
  fields: Record<string, unknown> = {},
): Promise<GigDto> {
  const valorant: GameDto = (await stack.get('/api/get/game/valorant')).body;
  const added = await stack.post(
    '/api/influencer/add/product',
    {
      gig_title: title,
      gig_desc: 'Play with me',
      gameId: valorant._id,
      gameModeId: valorant.modes[0]._id,
      platformId: valorant.platforms_available[0]._id,
      price: 150,
      ...fields,
    },
    { token: streamerToken },
  );
  if (added.status !== 201) throw new Error(`adding the gig failed: ${added.status} ${added.text}`);
  return added.body.gig;
}

/** A slot of the gig at 18:00 `daysAhead` days from now, as long as its game mode. */
export async function newSlot(
  stack: GatewayHarness,
  streamerToken: string,
  gigId: string,
  daysAhead: number,
  seats = 5,
): Promise<SlotDto> {
  const input = {
    gigId,
    date: dayAhead(daysAhead),
    startTime: '18:00',
    timeZone: TIME_ZONE,
    seats,
  };
  const added = await stack.post('/api/post/influencer/slots/add', input, { token: streamerToken });
  if (added.status !== 201) throw new Error(`adding a slot failed: ${added.status} ${added.text}`);
  return added.body.slots[0];
}

/** A held order of the fan on the slot, one gamer tag per player. */
export async function heldOrder(
  stack: GatewayHarness,
  fanToken: string,
  slotId: string,
  numberOfPlayers: number,
): Promise<OrderDto> {
  const gamerTags = Array.from({ length: numberOfPlayers }, (_, index) => `Player#${index + 1}`);
  const created = await stack.post(
    '/api/book-slot/create-order',
    { slotId, numberOfPlayers, gamerTags },
    { token: fanToken },
  );
  if (created.status !== 201) throw new Error(`booking failed: ${created.status} ${created.text}`);
  return created.body;
}

/** The order a checkout session paid for, once booking has taken the payment event (a moment after paying). */
export function paidOrderOf(stack: GatewayHarness, fanToken: string, sessionId: string): Promise<OrderDto> {
  return waitFor(
    async () => {
      const response = await stack.get(`/api/get/orders_by_stipe_session_id/${sessionId}`, {
        token: fanToken,
      });
      return response.status === 200 && response.body.status === 'paid'
        ? (response.body as OrderDto)
        : undefined;
    },
    { what: 'booking to mark the order paid', intervalMs: 100 },
  );
}

/** Checks the held order out with the sandbox (and a promo code), pays on its page and waits for it to be paid. */
export async function payWithSandbox(
  stack: GatewayHarness,
  fanToken: string,
  orderId: string,
  promoCode?: string,
): Promise<{ session: CheckoutSessionDto; order: OrderDto }> {
  const session = await paidInSandbox(stack, fanToken, '/api/create-checkout-session', {
    orderId,
    provider: 'sandbox',
    promoCode,
  });
  return { session, order: await paidOrderOf(stack, fanToken, session.sessionId) };
}

/** Opens a sandbox checkout at `path` (a gig order's or a VIP place's) and pays on its page. */
export async function paidInSandbox(
  stack: GatewayHarness,
  fanToken: string,
  path: string,
  body: Record<string, unknown>,
): Promise<CheckoutSessionDto> {
  const opened = await stack.post(path, body, { token: fanToken });
  if (opened.status !== 201) throw new Error(`checkout failed: ${opened.status} ${opened.text}`);
  const session: CheckoutSessionDto = opened.body;
  const paid = await stack.post(
    `/api/checkout/sandbox/${session.sessionId}`,
    { outcome: 'pay' },
    { token: fanToken },
  );
  if (paid.status !== 200) throw new Error(`paying failed: ${paid.status} ${paid.text}`);
  return session;
}

/** The fan's wallet balance in a currency, in minor units. */
export async function walletBalance(stack: GatewayHarness, token: string, currency: string): Promise<number> {
  const wallet = await stack.get('/api/user/wallet', { token });
  if (wallet.status !== 200) throw new Error(`reading the wallet failed: ${wallet.status} ${wallet.text}`);
  return (wallet.body.balances as { currency: string; amount: number }[]).find(
    (balance) => balance.currency === currency,
  )!.amount;
}

/** A percent-off promo code of the signed-in streamer. */
export async function newPromoCode(
  stack: GatewayHarness,
  streamerToken: string,
  code: string,
  percentOff: number,
): Promise<void> {
  const created = await stack.post(
    '/api/streamer/promo-codes',
    { code, discountType: 'percent', percentOff },
    { token: streamerToken },
  );
  if (created.status !== 201)
    throw new Error(`adding the promo code failed: ${created.status} ${created.text}`);
}
