import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CheckoutSessionDto, GigDto, OrderDto, SlotDto, WalletBalanceDto } from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import { expectNoSeriousA11yViolations } from './axe';
import { logIn, useBrowserStack } from './browser-stack';

jest.setTimeout(240_000);

const SCREENSHOTS = join(tmpdir(), 'lobby-e2e');
const PASSWORD = 'LobbyDemo!2026';
/** Ten days ahead (UTC): well before a moderate policy's 48 hours. */
const SLOT_DAY = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 16 item 5: the streamer gives a gig the moderate cancellation policy, a fan pays for a booking in the
 * sandbox, then cancels it from their orders: the dialog shows the policy and the full refund, the fan sends it
 * to the wallet, and sees the order refunded and the money in the wallet.
 */
describe('a fan cancelling a paid booking in the browser', () => {
  const running = useBrowserStack();

  beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

  async function call<T>(path: string, token: string, body?: unknown): Promise<T> {
    const answer = await running.stack.call<T>(path, { token, body });
    if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  it('shows the policy and the refund, cancels to the wallet, and the refund is in the wallet', async () => {
    const streamer = await running.stack.signIn('streamer@lobby.gg');
    const fan = await running.stack.signIn('fan@lobby.gg');
    const games = await call<{ data: { _id: string; modes: { _id: string }[] }[] }>(
      '/api/get/paginatedGames?page=1&limit=5',
      streamer.token,
    );
    const { gig } = await call<{ gig: GigDto }>('/api/influencer/add/product', streamer.token, {
      gameId: games.data[0]._id,
      gameModeId: games.data[0].modes[0]?._id ?? null,
      price: 20,
      gig_title: 'Cancelled from the browser',
      cancellationPolicy: 'moderate',
    });
    expect(gig.cancellationPolicy).toBe('moderate');
    const { slots } = await waitFor(
      () =>
        call<{ slots: SlotDto[] }>('/api/post/influencer/slots/add', streamer.token, {
          gigId: gig._id,
          date: SLOT_DAY,
          startTime: '18:00',
          timeZone: 'UTC',
          seats: 4,
        }),
      { what: 'booking to know the gig', intervalMs: 250 },
    );
    const session = await call<CheckoutSessionDto>('/api/create-checkout-session', fan.token, {
      slotId: slots[0]._id,
      numberOfPlayers: 1,
      gamerTags: ['CancelledFan'],
      provider: 'sandbox',
    });
    await call(`/api/checkout/sandbox/${session.sessionId}`, fan.token, { outcome: 'pay' });
    await waitFor(
      async () =>
        (await call<OrderDto>(`/api/get/order_by_orderid/${session.orderId}`, fan.token)).status === 'paid',
      { what: 'booking to mark the order paid', intervalMs: 200 },
    );
    const balanceOf = async () =>
      (await call<WalletBalanceDto>('/api/user/wallet', fan.token)).balances.find(
        (balance) => balance.currency === gig.baseCurrency,
      )?.amount ?? 0;
    const before = await balanceOf();
    const price = gig.baseCurrency === 'INR' ? '₹20' : '$20';

    const page = await running.browser.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
    await logIn(page, running.stack.url, 'fan@lobby.gg', PASSWORD);
    await page.goto(`${running.stack.url}/profile?tab=orders`);
    // The innermost card with the gig's title and a cancel button (order cards come after any frame around them).
    const card = page
      .locator('.mantine-Paper-root', {
        hasText: 'Cancelled from the browser',
        has: page.getByRole('button', { name: 'Cancel booking' }),
      })
      .last();
    await card.getByRole('button', { name: 'Cancel booking' }).click();

    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByText('Moderate cancellation policy').waitFor();
    await dialog.getByText(`You get back ${price} (100 %)`).waitFor();
    expect(await dialog.innerText()).toContain(
      'Full refund up to 48 hours before the slot starts, half up to 24 hours before; none after.',
    );
    await dialog.getByText('My Lobby wallet').click();
    await dialog.getByText('Straight away, to spend on your next booking.').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'cancel-booking-modal.png') });

    // The toast closes after 3 s, and polling for it can miss it on a loaded machine: the page records every
    // toast as it is added, and the test reads the record once the cancellation has answered.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.addedNodes)
            if (node instanceof HTMLElement && node.closest('.mantine-Notifications-root'))
              seen.push(node.innerText);
      }).observe(document.body, { childList: true, subtree: true });
    });
    const cancelled = page.waitForResponse((response) =>
      /\/api\/user\/orders\/[^/]+\/cancel$/.test(new URL(response.url()).pathname),
    );
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    expect((await cancelled).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(
      (text) =>
        (window as unknown as { toastsSeen: string[] }).toastsSeen.some((seen) => seen.includes(text)),
      `Booking cancelled. ${price} added to your wallet.`,
    );
    await page.getByText(`Refunded ${price} to your wallet`).first().waitFor();
    await expectNoSeriousA11yViolations(page);

    // The refund reaches the wallet through payments (booking's order-refund-due), and the wallet tab shows it.
    await waitFor(async () => (await balanceOf()) === before + 2000, { what: 'the refund in the wallet' });
    await page.getByRole('tab', { name: 'Wallet' }).click();
    const total = (before + 2000) / 100;
    const balance = gig.baseCurrency === 'INR' ? `₹${total}` : `$${total}`;
    await page.getByText(balance, { exact: true }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'cancel-booking-wallet.png'), fullPage: true });
    expect((await call<OrderDto>(`/api/get/order_by_orderid/${session.orderId}`, fan.token)).status).toBe(
      'refunded',
    );
  });
});
