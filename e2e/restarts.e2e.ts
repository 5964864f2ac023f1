import type { CheckoutSessionDto, GameDto, GigDto, OrderDto, SlotDto } from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import { type ApiAnswer, RunningStack } from './stack';

jest.setTimeout(180_000);

const PURCHASES = 12;
const AT_ONCE = 3;
/** Booking is killed once this many purchases have gone through. */
const KILL_AFTER = 4;
const PRICE_MINOR = 15_000;

/** A day four weeks ahead (UTC). */
const SLOT_DAY = new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10);

/** HH:MM `minutes` after `start` (a slot lasts its gig's mode length). */
function endOfSession(start: string, minutes: number): string {
  const [hours, mins] = start.split(':').map(Number);
  const end = hours * 60 + mins + minutes;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/**
 * `npm start` keeps services running: booking killed with SIGKILL while fans book and pay is started again by
 * the launcher, /api/health turns healthy by itself, and every order that was paid ends paid exactly once.
 */
describe('a service killed under `npm start`', () => {
  const stack = new RunningStack();
  let streamerToken: string;
  let fan: { token: string; userId: string };
  let slot: SlotDto;

  beforeAll(async () => {
    await stack.start();
    streamerToken = (await stack.signIn('streamer@lobby.gg')).token;
    fan = await stack.signIn('fan@lobby.gg');
    const valorant = (await stack.call<GameDto>('/api/get/game/valorant')).body;
    const gig = await stack.call<{ gig: GigDto }>('/api/influencer/add/product', {
      token: streamerToken,
      body: {
        gig_title: 'Restart drill',
        gig_desc: 'Play with me',
        gameId: valorant._id,
        gameModeId: valorant.modes[0]._id,
        platformId: valorant.platforms_available[0]._id,
        price: PRICE_MINOR / 100,
      },
    });
    expect(gig.status).toBe(201);
    // Booking hears of the new gig from catalog's events a moment later (404 until then).
    const added = await waitFor(
      async () => {
        const answer = await stack.call<{ slots: SlotDto[] }>('/api/post/influencer/slots/add', {
          token: streamerToken,
          body: {
            gigId: gig.body.gig._id,
            date: SLOT_DAY,
            startTime: '18:00',
            endTime: endOfSession('18:00', valorant.modes[0].duration),
            timeZone: 'UTC',
            seats: PURCHASES * 2,
          },
        });
        return answer.status === 404 ? undefined : answer;
      },
      { what: 'booking to know the gig', intervalMs: 100 },
    );
    expect(added.status).toBe(201);
    slot = added.body.slots[0];
  }, 150_000);

  afterAll(() => stack.stop());

  let unavailableAnswers = 0;

  /** A write answered 503 while booking is down is tried again (what the web app's user would do). */
  async function untilServed<T>(what: string, attempt: () => Promise<ApiAnswer<T>>, expected: number) {
    const answer = await waitFor(
      async () => {
        const current = await attempt();
        if (current.status !== 503) return current;
        unavailableAnswers += 1;
        return undefined;
      },
      { what: `${what} to be served`, timeoutMs: 90_000, intervalMs: 200 },
    );
    if (answer.status !== expected) {
      throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  }

  /** Books one seat, opens a sandbox checkout and pays it: the paid session. */
  async function bookAndPay(): Promise<CheckoutSessionDto> {
    const order = await untilServed(
      'booking',
      () =>
        stack.call<OrderDto>('/api/book-slot/create-order', {
          token: fan.token,
          body: { slotId: slot._id, numberOfPlayers: 1, gamerTags: ['Player#1'] },
        }),
      201,
    );
    const session = await untilServed(
      'checkout',
      () =>
        stack.call<CheckoutSessionDto>('/api/create-checkout-session', {
          token: fan.token,
          body: { orderId: order._id, provider: 'sandbox' },
        }),
      201,
    );
    const paid = await untilServed(
      'paying',
      () =>
        stack.call<CheckoutSessionDto>(`/api/checkout/sandbox/${session.sessionId}`, {
          token: fan.token,
          body: { outcome: 'pay' },
        }),
      200,
    );
    expect(paid).toMatchObject({ sessionId: session.sessionId, orderId: order._id, status: 'paid' });
    return paid;
  }

  it('starts booking again after a SIGKILL mid-purchases; health recovers and each paid order is paid once', async () => {
    const killedPid = stack.pidOf('booking')!;
    const outputBefore = stack.launcherOutput.length;
    const paidSessions: CheckoutSessionDto[] = [];
    let killedAt = 0;
    let next = 0;
    const buyer = async () => {
      while (next < PURCHASES) {
        next += 1;
        paidSessions.push(await bookAndPay());
        if (paidSessions.length === KILL_AFTER && !killedAt) {
          process.kill(killedPid, 'SIGKILL');
          killedAt = Date.now();
        }
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, buyer));
    expect(killedAt).toBeGreaterThan(0);
    // Purchases were under way while booking was down: some steps were answered 503 and tried again.
    expect(unavailableAnswers).toBeGreaterThan(0);

    // The launcher saw the kill, logged it with its signal, and started booking again.
    await stack.waitForOutput(
      new RegExp(
        `! booking \\(pid ${killedPid}\\) stopped: exit code none, signal SIGKILL; starting it again`,
      ),
      { from: outputBefore },
    );
    await stack.waitUntilHealthy(60_000);
    const restartedPid = stack.pidOf('booking');
    expect(restartedPid).toBeDefined();
    expect(restartedPid).not.toBe(killedPid);

    // Every paid checkout's order becomes paid (payment events the dead process held are redelivered once
    // their acknowledgement wait of 30 s has passed).
    for (const session of paidSessions) {
      const order = await waitFor(
        async () => {
          const answer = await stack.call<OrderDto>(
            `/api/get/orders_by_stipe_session_id/${session.sessionId}`,
            {
              token: fan.token,
            },
          );
          return answer.status === 200 && answer.body.status === 'paid' ? answer.body : undefined;
        },
        { what: `the order of session ${session.sessionId} to be paid`, timeoutMs: 90_000, intervalMs: 250 },
      );
      expect(order).toMatchObject({
        _id: session.orderId,
        amountPaid: PRICE_MINOR,
        stripe_session_id: session.sessionId,
      });
    }

    // Exactly once: the fan's paid orders are those orders, each once (held ones a retried booking left are not paid).
    const orders = await stack.call<{ data: OrderDto[]; total: number }>(
      `/api/get/orders/paginated/user/${fan.userId}?limit=100`,
      { token: fan.token },
    );
    expect(orders.status).toBe(200);
    const paidOrderIds = orders.body.data
      .filter((order) => order.status === 'paid')
      .map((order) => order._id);
    expect(paidOrderIds.sort()).toEqual(paidSessions.map((session) => session.orderId).sort());
    expect(paidSessions).toHaveLength(PURCHASES);
  });

  it('waits twice as long before each restart while booking keeps dying soon after starting', async () => {
    const killAndMeasureWait = async () => {
      const from = stack.launcherOutput.length;
      const pid = stack.pidOf('booking')!;
      process.kill(pid, 'SIGKILL');
      const [, seconds] = await stack.waitForOutput(
        new RegExp(`! booking \\(pid ${pid}\\) stopped: .*starting it again in (\\d+) s`),
        { from },
      );
      await stack.waitForOutput(/✓ booking\s+ready again/, { from });
      return Number(seconds);
    };
    const first = await killAndMeasureWait();
    expect(await killAndMeasureWait()).toBe(first * 2);
    await stack.waitUntilHealthy(60_000);
  });

  it('starts the gateway again when it is killed', async () => {
    const from = stack.launcherOutput.length;
    const pid = stack.pidOf('gateway')!;
    process.kill(pid, 'SIGKILL');
    const killed = new RegExp(`! gateway \\(pid ${pid}\\) stopped: exit code none, signal SIGKILL`);
    await stack.waitForOutput(killed, { from });
    await stack.waitForOutput(/✓ gateway\s+ready again/, { from });
    expect(stack.pidOf('gateway')).not.toBe(pid);
    expect((await stack.call('/api/health')).status).toBe(200);
  });
});
