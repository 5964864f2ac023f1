import type { OrderDto, WalletBalanceDto } from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import { expectNoSeriousA11yViolations } from './axe';
import { PHONE, saveScreenshot, useBrowserStack } from './browser-stack';

jest.setTimeout(240_000);

/** Ten days ahead (UTC): well before a moderate policy's 48 hours. */
const SLOT_DAY = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 16 item 5: the streamer gives a gig the moderate cancellation policy, a fan pays for a booking in the
 * sandbox, then cancels it from their orders: the dialog shows the policy and the full refund, the fan sends it
 * to the wallet, and sees the order refunded and the money in the wallet.
 */
describe('a fan cancelling a paid booking in the browser', () => {
  const running = useBrowserStack();

  it('shows the policy and the refund, cancels to the wallet, and the refund is in the wallet', async () => {
    const streamer = await running.stack.signIn('streamer@lobby.gg');
    const fan = await running.stack.signIn('fan@lobby.gg');
    const { gig, slot } = await running.addGigWithSlot(streamer.token, {
      title: 'Cancelled from the browser',
      price: 20,
      day: SLOT_DAY,
      seats: 4,
      cancellationPolicy: 'moderate',
    });
    expect(gig.cancellationPolicy).toBe('moderate');
    const order = await running.paidOrder(fan.token, slot._id, ['CancelledFan']);
    const balanceOf = async () =>
      (await running.api<WalletBalanceDto>('/api/user/wallet', fan.token)).balances.find(
        (balance) => balance.currency === gig.baseCurrency,
      )?.amount ?? 0;
    const before = await balanceOf();
    const price = gig.baseCurrency === 'INR' ? '₹20' : '$20';

    const page = await running.signedInPage('fan@lobby.gg', { timezoneId: 'UTC' });
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
    await saveScreenshot(page, 'cancel-booking-modal');

    // The toast closes after 3 s, and polling for it can miss it on a loaded machine: the page records every
    // toast as it is added, and the test reads the record once the cancellation has answered.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of Array.from(mutation.addedNodes))
            if (node instanceof HTMLElement && node.closest('.mantine-Notifications-root'))
              seen.push(node.innerText);
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Nothing the page asks after the cancel is refused: the quote of the cancelled order is not asked again (409).
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
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
    expect(refused).toEqual([]);

    // The refund reaches the wallet through payments (booking's order-refund-due), and the wallet tab shows it.
    await waitFor(async () => (await balanceOf()) === before + 2000, { what: 'the refund in the wallet' });
    await page.getByRole('tab', { name: 'Wallet' }).click();
    const total = (before + 2000) / 100;
    const balance = gig.baseCurrency === 'INR' ? `₹${total}` : `$${total}`;
    await page
      .getByRole('region', { name: `${gig.baseCurrency} balance` })
      .getByText(balance, { exact: true })
      .waitFor();
    await saveScreenshot(page, 'cancel-booking-wallet', { fullPage: true });
    expect((await running.api<OrderDto>(`/api/get/order_by_orderid/${order._id}`, fan.token)).status).toBe(
      'refunded',
    );
  });
  it('tops the wallet up through the sandbox card page, then pays an order with the wallet (issue 33)', async () => {
    const streamer = await running.stack.signIn('streamer@lobby.gg');
    const fan = await running.stack.signIn('fan@lobby.gg');
    const { gig } = await running.addGigWithSlot(streamer.token, {
      title: 'Paid from the wallet',
      price: 20,
      day: SLOT_DAY,
      seats: 4,
      startTime: '20:00',
    });
    const currency = gig.baseCurrency;
    const symbol = currency === 'INR' ? '₹' : '$';
    const topUp = currency === 'INR' ? 500 : 50;
    const balanceOf = async () =>
      (await running.api<WalletBalanceDto>('/api/user/wallet', fan.token)).balances.find(
        (balance) => balance.currency === currency,
      )?.amount ?? 0;
    const before = await balanceOf();

    const page = await running.signedInPage('fan@lobby.gg', { timezoneId: 'UTC' });
    await page.goto(`${running.stack.url}/profile?tab=wallet`);
    await page.getByRole('button', { name: 'Add money' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add money to your wallet' });
    await dialog.getByText(currency, { exact: true }).click();
    await dialog.getByText(currency === 'INR' ? 'From ₹100 to ₹50,000' : 'From $5 to $500').waitFor();
    await dialog.getByRole('textbox', { name: 'Amount' }).fill(String(topUp));
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'wallet-add-money-modal');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();

    await page.waitForURL(/\/checkout\/sandbox\//);
    await page.getByRole('button', { name: `Pay ${symbol}${topUp}` }).click();
    await page.waitForURL(/\/profile\?tab=wallet&top_up=/);
    await page.getByText(`${symbol}${topUp} added to your wallet.`).waitFor();
    const topped = (before + topUp * 100) / 100;
    await page
      .getByRole('region', { name: `${currency} balance` })
      .getByText(`${symbol}${topped.toLocaleString('en-US')}`, { exact: true })
      .waitFor();
    await page
      .getByLabel('Wallet movement')
      .filter({ hasText: 'Top-up' })
      .filter({ hasText: `+${symbol}${topUp}` })
      .first()
      .waitFor();
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, 'wallet-topped-up-phone', { fullPage: true });

    // The same fan books a seat and pays it from the wallet.
    await page.goto(`${running.stack.url}/stars/demo_streamer/gigs/${gig.slug}`);
    await page.getByRole('button', { name: /20:00/ }).first().click();
    await page.getByRole('combobox', { name: 'Your gamer tag' }).fill('WalletFan');
    await page.getByRole('radio', { name: 'Wallet' }).click({ force: true });
    await page.getByRole('button', { name: 'Book and pay' }).click();
    await page.waitForURL(/\/checkout\/success/);
    await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor({ timeout: 30_000 });
    expect(await balanceOf()).toBe(before + topUp * 100 - 2000);
  });
});
