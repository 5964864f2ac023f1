import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  CheckoutSessionDto,
  GigDto,
  OrderDto,
  PlayValidationPage,
  RemainingPayoutDto,
  SlotDto,
} from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowserStack } from './browser-stack';

jest.setTimeout(240_000);

const SCREENSHOTS = join(tmpdir(), 'lobby-e2e');
const PASSWORD = 'LobbyDemo!2026';
/** A day twelve days ahead (UTC): the slot the fan pays for. */
const SLOT_DAY = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);

/**
 * Spec §2 /admin/validations/influencer-game-playing-validations/{influencerId} (issue 16 item 2): a fan pays
 * for two bookings of the demo streamer; the demo admin (every staff permission, Payouts among them) signs in
 * as staff, marks one played and the other not played, saves both at once, and filters the list by play status.
 */
describe('staff validating played orders in the browser', () => {
  const running = useBrowserStack();

  beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

  async function call<T>(path: string, token: string, body?: unknown): Promise<T> {
    const answer = await running.stack.call<T>(path, { token, body });
    if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** The fan books one seat of the slot and pays in the sandbox; answers the order once booking has it paid. */
  async function paidBooking(fanToken: string, slotId: string, gamerTag: string): Promise<OrderDto> {
    const session = await call<CheckoutSessionDto>('/api/create-checkout-session', fanToken, {
      slotId,
      numberOfPlayers: 1,
      gamerTags: [gamerTag],
      provider: 'sandbox',
    });
    await call(`/api/checkout/sandbox/${session.sessionId}`, fanToken, { outcome: 'pay' });
    return waitFor(
      async () => {
        const order = await call<OrderDto>(`/api/get/order_by_orderid/${session.orderId}`, fanToken);
        return order.status === 'paid' ? order : undefined;
      },
      { what: 'booking to mark the order paid', intervalMs: 200 },
    );
  }

  async function staffPage(): Promise<Page> {
    const page = await running.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${running.stack.url}/admin/login`);
    await page.getByLabel('Username').fill('demo_admin');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
    return page;
  }

  it('marks one order played and another not played, saves both at once, and filters by play status', async () => {
    const streamer = await running.stack.signIn('streamer@lobby.gg');
    const fan = await running.stack.signIn('fan@lobby.gg');
    const games = await call<{ data: { _id: string; modes: { _id: string }[] }[] }>(
      '/api/get/paginatedGames?page=1&limit=5',
      streamer.token,
    );
    const { gig } = await call<{ gig: GigDto }>('/api/influencer/add/product', streamer.token, {
      gameId: games.data[0]._id,
      gameModeId: games.data[0].modes[0]?._id ?? null,
      price: 150,
      gig_title: 'Validated squad',
    });
    const { slots } = await waitFor(
      () =>
        call<{ slots: SlotDto[] }>('/api/post/influencer/slots/add', streamer.token, {
          gigId: gig._id,
          date: SLOT_DAY,
          startTime: '18:00',
          timeZone: 'UTC',
          seats: 5,
        }),
      { what: 'booking to know the gig', intervalMs: 250 },
    );
    const played = await paidBooking(fan.token, slots[0]._id, 'ShowedUp');
    const missed = await paidBooking(fan.token, slots[0]._id, 'NoShow');

    const page = await staffPage();
    await page.goto(
      `${running.stack.url}/admin/validations/influencer-game-playing-validations/${streamer.userId}`,
    );
    await page.getByRole('heading', { name: 'Game-played validations', level: 1 }).waitFor();
    const playedButton = page.getByRole('button', { name: `Played: order ${played.order_id}`, exact: true });
    const notPlayedButton = page.getByRole('button', { name: `Not played: order ${missed.order_id}` });
    await playedButton.waitFor();
    await page.getByText('ShowedUp').waitFor();
    await page.getByText('NoShow').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'play-validations-before.png'), fullPage: true });

    await playedButton.click();
    await notPlayedButton.click();
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes('/validations/'),
    );
    await page.getByRole('button', { name: 'Save validations (2)' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Validations saved (2 orders)').waitFor();
    await page.getByRole('button', { name: 'Save validations', exact: true }).waitFor();
    await expect(playedButton.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(notPlayedButton.getAttribute('aria-pressed')).resolves.toBe('true');
    await page
      .getByText(/by @demo_admin/)
      .first()
      .waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'play-validations-saved.png'), fullPage: true });

    // What payments will pay out: the played order only.
    const admin = await running.stack.signIn('admin@lobby.gg');
    const playedOnly = await call<PlayValidationPage>(
      `/api/admin/validations/influencer-game-playing-validations/${streamer.userId}?playStatus=played`,
      admin.token,
    );
    expect(playedOnly.data.map((order) => order._id)).toEqual([played._id]);
    // Payments hears order-play-validated through booking's outbox: the played order can be paid out, the other not.
    await waitFor(
      async () => {
        const remaining = await call<RemainingPayoutDto[]>(
          `/api/admin/payouts/influencer/${streamer.userId}/remaining`,
          admin.token,
        );
        const payable = remaining.flatMap((group) => group.lines.map((line) => line.orderId));
        return payable.includes(played._id) && !payable.includes(missed._id);
      },
      { what: 'payments to pay out the played order only', intervalMs: 250 },
    );

    // The filter shows the not-played order alone.
    await page.getByRole('radiogroup', { name: 'Play status' }).getByText('Not played').click();
    await page
      .getByRole('button', { name: `Played: order ${played.order_id}`, exact: true })
      .waitFor({ state: 'detached' });
    await notPlayedButton.waitFor();
    await expectNoSeriousA11yViolations(page);

    // Phones get a card per order, with the same buttons.
    await page.setViewportSize({ width: 390, height: 844 });
    await notPlayedButton.waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'play-validations-phone.png'), fullPage: true });
  });
});
