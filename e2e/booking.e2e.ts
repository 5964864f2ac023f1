import {
  cancellationPolicyWords,
  type CheckoutSessionDto,
  type OrderDto,
  type SlotDto,
} from '@lobby/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { waitFor } from '@lobby/test-kit';
import { DEMO_PASSWORD, DESKTOP, logIn, screenshotAtBothSizes, useBrowserStack } from './browser-stack';
import { expectNoSeriousA11yViolations } from './axe';

jest.setTimeout(240_000);

const FAN = 'fan@lobby.gg';
const STREAMER = 'streamer@lobby.gg';

/** A day three weeks ahead (UTC), far from any slot another test adds. */
const SLOT_DAY = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);

describe('a fan booking and paying for a gig in the browser', () => {
  const running = useBrowserStack();
  const { stack } = running;
  let fanContext: BrowserContext;
  let streamerContext: BrowserContext;

  const signInByApi = (email: string) =>
    running.api<{ accessToken: string; user: { _id: string; username: string } }>('/auth/login', '', {
      email,
      password: DEMO_PASSWORD,
    });

  /** The streamer adds a gig at 20.00 per player and one slot of it on SLOT_DAY. */
  const addGigWithSlot = (
    streamerToken: string,
    { title, startTime, seats }: { title: string; startTime: string; seats: number },
  ) => running.addGigWithSlot(streamerToken, { title, price: 20, day: SLOT_DAY, startTime, seats });

  /** A new page in the context (its own cookies), signed in as the demo account. */
  async function signedInPageIn(context: BrowserContext, email: string): Promise<Page> {
    const page = await context.newPage();
    await logIn(page, stack.url, email, DEMO_PASSWORD);
    return page;
  }

  beforeAll(async () => {
    const options = { viewport: DESKTOP, timezoneId: 'UTC', acceptDownloads: true };
    fanContext = await running.browser.newContext(options);
    streamerContext = await running.browser.newContext(options);
  });

  it('picks a slot, applies a promo code, pays in the sandbox, sees the order and its invoice; the streamer sees the fan on the slot', async () => {
    // The streamer's side, through the API: a gig at 20.00 per player, a slot of 4 seats and a 10% code.
    const { accessToken: streamerToken, user: streamer } = await signInByApi(STREAMER);
    const { gig } = await addGigWithSlot(streamerToken, {
      title: 'Booked from the browser test',
      startTime: '18:00',
      seats: 4,
    });
    const promoCode = `BROWSER${Date.now() % 100_000}`;
    await running.api('/api/streamer/promo-codes', streamerToken, {
      code: promoCode,
      discountType: 'percent',
      percentOff: 10,
      maxUses: 3,
    });
    const unitPrice = gig.baseCurrency === 'INR' ? '₹20' : '$20';
    const total = gig.baseCurrency === 'INR' ? '₹18' : '$18';

    // The fan books on the gig page.
    const fan = await signedInPageIn(fanContext, FAN);
    await fan.goto(`${stack.url}/stars/${streamer.username}/gigs/${gig.slug}`);
    await fan.getByRole('button', { name: /18:00/ }).first().waitFor();
    await expectNoSeriousA11yViolations(fan);
    await fan.getByRole('button', { name: /18:00/ }).first().click();
    await fan.getByRole('combobox', { name: 'Your gamer tag' }).fill('FanInTheBrowser');
    await fan.getByLabel('Promo code').fill(promoCode);
    await fan.getByRole('button', { name: 'Apply' }).click();
    await fan.getByText(`Code ${promoCode} applied`).waitFor();
    const summary = fan.getByLabel('Price summary');
    await expect(summary.innerText()).resolves.toContain(`${unitPrice} × 1 player`);
    await expect(summary.innerText()).resolves.toMatch(new RegExp(`Total\\s+${escape(total)}`));
    await expectNoSeriousA11yViolations(fan);
    // The gig's cancellation policy, in words, on the gig page and again beside 'Book and pay'.
    const policy = fan.getByTestId('cancellation-policy');
    await expect(policy.count()).resolves.toBe(2);
    for (const text of await policy.allInnerTexts())
      expect(text).toContain(cancellationPolicyWords(gig.cancellationPolicy));
    await screenshotAtBothSizes(fan, 'gig-booking-policy');
    await fan.getByRole('button', { name: 'Book and pay' }).click();

    // The sandbox's hosted page charges the discounted total.
    await fan.waitForURL(/\/checkout\/sandbox\//);
    await fan.getByRole('button', { name: `Pay ${total}` }).waitFor();
    await expectNoSeriousA11yViolations(fan);
    await fan.getByRole('button', { name: `Pay ${total}` }).click();
    await fan.waitForURL(/\/checkout\/success/);
    await fan.getByRole('heading', { name: 'Booking confirmed' }).waitFor({ timeout: 30_000 });
    const confirmation = await fan.locator('main').innerText();
    expect(confirmation).toContain('Booked from the browser test');
    expect(confirmation).toContain('FanInTheBrowser');
    expect(confirmation).toContain(total);
    await expectNoSeriousA11yViolations(fan);

    // The order and its invoice in the profile; the PDF downloads.
    await fan.getByRole('link', { name: 'View invoice' }).click();
    const invoice = fan.getByRole('dialog', { name: 'Invoice' });
    await invoice.getByText('Demo Fan').waitFor();
    const invoiceText = await invoice.innerText();
    expect(invoiceText).toContain('Demo Fan');
    expect(invoiceText).toContain('Demo Streamer');
    expect(invoiceText).toContain(`Discount (${promoCode})`);
    expect(invoiceText).toMatch(new RegExp(`Total \\(${gig.baseCurrency}\\)\\s+${escape(total)}`));
    await expectNoSeriousA11yViolations(fan);
    const download = fan.waitForEvent('download');
    await invoice.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await (await download).createReadStream();
    const firstBytes = await new Promise<string>((resolve) =>
      pdf.once('data', (chunk) => resolve(String(chunk).slice(0, 5))),
    );
    expect(firstBytes).toBe('%PDF-');
    await invoice.getByRole('button', { name: 'Close' }).click();
    await fan.getByRole('tab', { name: 'Upcoming sessions' }).click();
    await fan.getByText('Booked from the browser test').first().waitFor();
    await expectNoSeriousA11yViolations(fan);

    // The streamer opens the slot in the calendar dashboard and sees the fan on it.
    const streamerPage = await signedInPageIn(streamerContext, STREAMER);
    await streamerPage.goto(`${stack.url}/influencer/calendar-dashboard`);
    const slotMonth = new Date(`${SLOT_DAY}T00:00:00Z`).getUTCMonth();
    if (slotMonth !== new Date().getUTCMonth()) {
      await streamerPage.getByRole('button', { name: 'Next month' }).click();
    }
    await streamerPage.getByText('18:00 · 1/4').waitFor();
    await expectNoSeriousA11yViolations(streamerPage);
    await streamerPage.getByText('18:00 · 1/4').click();
    const slotDialog = streamerPage.getByRole('dialog', { name: 'Booked from the browser test' });
    await slotDialog.getByText('demo_fan').waitFor();
    await expectNoSeriousA11yViolations(streamerPage);
    expect(await slotDialog.innerText()).toContain('FanInTheBrowser');
  });

  it('back from a cancelled checkout, the seats are free at once and the fan tries again in one click; after a failed payment the seats stay theirs and Try again pays the same order with the same code', async () => {
    const { accessToken: streamerToken, user: streamer } = await signInByApi(STREAMER);
    const { accessToken: fanToken } = await signInByApi(FAN);
    const { gig, slot } = await addGigWithSlot(streamerToken, {
      title: 'Tried again from the browser test',
      startTime: '21:00',
      seats: 2,
    });
    const promoCode = `AGAIN${Date.now() % 100_000}`;
    await running.api('/api/streamer/promo-codes', streamerToken, {
      code: promoCode,
      discountType: 'percent',
      percentOff: 10,
      maxUses: 1,
    });
    // Two players at 20.00 less 10 %.
    const total = gig.baseCurrency === 'INR' ? '₹36' : '$36';
    // The fan leaves the provider's page by its back link: arriving on the cancel page gives the two seats back.
    const first = await running.api<CheckoutSessionDto>('/api/create-checkout-session', fanToken, {
      slotId: slot._id,
      numberOfPlayers: 2,
      gamerTags: ['TryAgainOne', 'TryAgainTwo'],
      provider: 'sandbox',
      promoCode,
    });
    // The same signed-in fan as before.
    const fan = await fanContext.newPage();
    const seatsLeft = async () =>
      (
        await running.api<SlotDto[]>(
          `/api/get/slots-by-slug/${gig.slug}?${new URLSearchParams({ username: streamer.username })}`,
          '',
        )
      ).find((each) => each._id === slot._id)?.seatsLeft;
    const sessionOf = (url: string) =>
      running.api<CheckoutSessionDto>(`/api/checkout/sandbox/${url.split('/').pop()}`, fanToken);
    expect(await seatsLeft()).toBe(0);
    await fan.goto(`${stack.url}/checkout/cancel?session_id=${first.sessionId}`);
    await fan.getByText('You were not charged, and the seats you picked were given back').waitFor();
    await waitFor(async () => (await seatsLeft()) === 2, { what: 'the cancelled seats back on the slot' });
    await expectNoSeriousA11yViolations(fan);

    // Try again books the same slot, players, gamer tags and promo code as a new order.
    await fan.getByRole('button', { name: 'Try again' }).click();
    await fan.waitForURL(
      (url) => url.pathname.startsWith('/checkout/sandbox/') && !url.pathname.endsWith(first.sessionId),
    );
    const second = await sessionOf(fan.url());
    expect(second).toMatchObject({ promoCode, discount: first.discount, amount: first.amount });
    expect(second.orderId).not.toBe(first.orderId);
    expect(await seatsLeft()).toBe(0);

    // The card is declined: nothing is charged, the order keeps its seats, and the lookup finds it (no 404).
    const notFound: string[] = [];
    fan.on('response', (response) => {
      if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
    });
    await fan.getByRole('button', { name: 'Fail payment' }).click();
    await fan.waitForURL(/\/checkout\/cancel/);
    await fan
      .getByText('Your payment did not go through and you were not charged. Your seats stay yours until')
      .waitFor({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(fan);
    await screenshotAtBothSizes(fan, 'payment-failed-try-again');
    expect(notFound).toEqual([]);
    expect(await seatsLeft()).toBe(0);
    const held = await running.api<OrderDto>(`/api/get/order_by_orderid/${second.orderId}`, fanToken);
    expect(held).toMatchObject({ status: 'held', numberOfPlayers: 2 });

    // Try again pays that same order, with the same code, and it goes through.
    await fan.getByRole('button', { name: 'Try again' }).click();
    await fan.waitForURL(
      (url) => url.pathname.startsWith('/checkout/sandbox/') && !url.pathname.endsWith(second.sessionId),
    );
    expect(await sessionOf(fan.url())).toMatchObject({
      orderId: second.orderId,
      promoCode,
      status: 'created',
    });
    await fan.getByRole('button', { name: `Pay ${total}` }).click();
    await fan.getByRole('heading', { name: 'Booking confirmed' }).waitFor({ timeout: 30_000 });
    const confirmation = await fan.locator('main').innerText();
    expect(confirmation).toContain('TryAgainOne, TryAgainTwo');
    expect(confirmation).toContain(total);
    expect(await seatsLeft()).toBe(0);
  });

  it("an abandoned checkout waits in the fan's orders with Pay, which resumes it, and Cancel, which frees the seat at once", async () => {
    const { accessToken: streamerToken } = await signInByApi(STREAMER);
    const { accessToken: fanToken } = await signInByApi(FAN);
    const toPay = await addGigWithSlot(streamerToken, {
      title: 'Paid later from the orders',
      startTime: '15:00',
      seats: 1,
    });
    const toCancel = await addGigWithSlot(streamerToken, {
      title: 'Given up from the orders',
      startTime: '16:00',
      seats: 1,
    });
    const price = toPay.gig.baseCurrency === 'INR' ? '₹20' : '$20';
    // Both checkouts are opened and left: the fan closed the tab on the provider's page.
    for (const { slot } of [toPay, toCancel])
      await running.api<CheckoutSessionDto>('/api/create-checkout-session', fanToken, {
        slotId: slot._id,
        numberOfPlayers: 1,
        gamerTags: ['LeftBehind'],
        provider: 'sandbox',
      });
    const seatsLeft = async (slotId: string) =>
      (await running.api<{ seatsLeft: number }>(`/api/post/check-slot-available-to-book/${slotId}`, '', {}))
        .seatsLeft;
    expect(await seatsLeft(toCancel.slot._id)).toBe(0);

    const fan = await fanContext.newPage();
    await fan.goto(`${stack.url}/profile?tab=orders`);
    const cardOf = (title: string) =>
      fan.locator('.mantine-Paper-root', { hasText: title, has: fan.getByText('Awaiting payment') }).last();
    await cardOf('Given up from the orders').getByRole('button', { name: 'Cancel', exact: true }).waitFor();
    await cardOf('Paid later from the orders').getByRole('button', { name: 'Pay', exact: true }).waitFor();
    expect(await cardOf('Given up from the orders').innerText()).toContain('Seat held until');
    await expectNoSeriousA11yViolations(fan);
    await screenshotAtBothSizes(fan, 'orders-awaiting-payment');

    // Cancel asks first, then the seat is free at once.
    await cardOf('Given up from the orders').getByRole('button', { name: 'Cancel', exact: true }).click();
    const confirm = fan.getByRole('dialog', { name: 'Cancel this order?' });
    await confirm.getByText('The seat you hold on this slot goes back at once').waitFor();
    await expectNoSeriousA11yViolations(fan);
    const cancelled = fan.waitForResponse((response) =>
      /\/api\/orders\/cancel\//.test(new URL(response.url()).pathname),
    );
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    expect((await cancelled).status()).toBe(200);
    expect(await seatsLeft(toCancel.slot._id)).toBe(1);
    await fan
      .locator('.mantine-Paper-root', {
        hasText: 'Given up from the orders',
        has: fan.getByText('Cancelled'),
      })
      .last()
      .waitFor();

    // Pay opens a new checkout for the same order and pays it.
    await cardOf('Paid later from the orders').getByRole('button', { name: 'Pay', exact: true }).click();
    await fan.waitForURL(/\/checkout\/sandbox\//);
    await fan.getByRole('button', { name: `Pay ${price}` }).click();
    await fan.getByRole('heading', { name: 'Booking confirmed' }).waitFor({ timeout: 30_000 });
    expect(await fan.locator('main').innerText()).toContain('Paid later from the orders');
    expect(await seatsLeft(toPay.slot._id)).toBe(0);
  });

  it("a visitor's header Sign in comes back to the page; a sign-in redirect with a tab goes home", async () => {
    const context = await running.browser.newContext({ viewport: DESKTOP, timezoneId: 'UTC' });
    const visitor = await context.newPage();
    await visitor.goto(`${stack.url}/stars/demo_streamer`);
    await visitor.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await visitor.waitForURL(/\/login\?redirect=/);
    await visitor.getByLabel('Email or username').fill(FAN);
    await visitor.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await visitor.getByRole('button', { name: 'Log in' }).click();
    await visitor.waitForURL((url) => url.pathname === '/stars/demo_streamer');

    // Signed in, the login page sends them on at once: a tab after the slash would make '//evil' of it.
    const errors: string[] = [];
    visitor.on('pageerror', (error) => errors.push(error.message));
    await visitor.goto(`${stack.url}/login?redirect=/%09/evil.example/x`);
    await visitor.waitForURL((url) => url.origin === stack.url && url.pathname === '/');
    await visitor.locator('main').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');
}
