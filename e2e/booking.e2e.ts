import type { CheckoutSessionDto, GigDto, SlotDto } from '@lobby/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitFor } from '@lobby/test-kit';
import { launchChromium, RunningStack } from './stack';
import { expectNoSeriousA11yViolations } from './axe';

jest.setTimeout(240_000);

const PASSWORD = 'LobbyDemo!2026';
const FAN = 'fan@lobby.gg';
const STREAMER = 'streamer@lobby.gg';

/** A day three weeks ahead (UTC), far from any slot another test adds. */
const SLOT_DAY = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);

describe('a fan booking and paying for a gig in the browser', () => {
  const stack = new RunningStack();
  let browser: Browser;
  let fanContext: BrowserContext;
  let streamerContext: BrowserContext;

  async function api<T>(path: string, token?: string, body?: unknown): Promise<T> {
    const response = await fetch(`${stack.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  const signInByApi = (email: string) =>
    api<{ accessToken: string; user: { _id: string; username: string } }>('/auth/login', undefined, {
      email,
      password: PASSWORD,
    });

  /** The streamer adds a gig at 20.00 per player for the first game and one slot of it on SLOT_DAY. */
  async function addGigWithSlot(
    streamerToken: string,
    { title, startTime, seats }: { title: string; startTime: string; seats: number },
  ): Promise<{ gig: GigDto; slot: SlotDto }> {
    const games = await api<{ data: { _id: string; modes: { _id: string }[] }[] }>(
      '/api/get/paginatedGames?page=1&limit=5',
    );
    const { gig } = await api<{ gig: GigDto }>('/api/influencer/add/product', streamerToken, {
      gameId: games.data[0]._id,
      gameModeId: games.data[0].modes[0]?._id ?? null,
      price: 20,
      gig_title: title,
    });
    // Booking learns of the gig from catalog's event: retry adding the slot until it has.
    for (let attempt = 0; ; attempt++) {
      try {
        const added = await api<{ slots: SlotDto[] }>('/api/post/influencer/slots/add', streamerToken, {
          gigId: gig._id,
          date: SLOT_DAY,
          startTime,
          timeZone: 'UTC',
          seats,
        });
        return { gig, slot: added.slots[0] };
      } catch (error) {
        if (attempt > 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  async function logIn(context: BrowserContext, email: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${stack.url}/login`);
    await page.getByLabel('Email or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return page;
  }

  beforeAll(async () => {
    await stack.start();
    browser = await launchChromium();
    const options = { viewport: { width: 1280, height: 900 }, timezoneId: 'UTC', acceptDownloads: true };
    fanContext = await browser.newContext(options);
    streamerContext = await browser.newContext(options);
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await stack.stop();
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
    await api('/api/streamer/promo-codes', streamerToken, {
      code: promoCode,
      discountType: 'percent',
      percentOff: 10,
      maxUses: 3,
    });
    const unitPrice = gig.baseCurrency === 'INR' ? '₹20' : '$20';
    const total = gig.baseCurrency === 'INR' ? '₹18' : '$18';

    // The fan books on the gig page.
    const fan = await logIn(fanContext, FAN);
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
    const streamerPage = await logIn(streamerContext, STREAMER);
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

  it('back from a cancelled checkout, the seats are free at once and the fan tries again in one click; a failed payment gives them back', async () => {
    const { accessToken: streamerToken, user: streamer } = await signInByApi(STREAMER);
    const { accessToken: fanToken } = await signInByApi(FAN);
    const { gig, slot } = await addGigWithSlot(streamerToken, {
      title: 'Tried again from the browser test',
      startTime: '21:00',
      seats: 2,
    });
    // The fan leaves the provider's page by its back link: arriving on the cancel page gives the two seats back.
    const first = await api<CheckoutSessionDto>('/api/create-checkout-session', fanToken, {
      slotId: slot._id,
      numberOfPlayers: 2,
      gamerTags: ['TryAgainOne', 'TryAgainTwo'],
      provider: 'sandbox',
    });
    // The same signed-in fan as before.
    const fan = await fanContext.newPage();
    const seatsLeft = async () =>
      (
        await api<SlotDto[]>(
          `/api/get/slots-by-slug/${gig.slug}?${new URLSearchParams({ username: streamer.username })}`,
        )
      ).find((each) => each._id === slot._id)?.seatsLeft;
    expect(await seatsLeft()).toBe(0);
    await fan.goto(`${stack.url}/checkout/cancel?session_id=${first.sessionId}`);
    await fan.getByText('You were not charged, and the seats you picked were given back').waitFor();
    await waitFor(async () => (await seatsLeft()) === 2, { what: 'the cancelled seats back on the slot' });
    await expectNoSeriousA11yViolations(fan);

    await fan.getByRole('button', { name: 'Try again' }).click();
    await fan.waitForURL(
      (url) => url.pathname.startsWith('/checkout/sandbox/') && !url.pathname.endsWith(first.sessionId),
    );
    expect(await seatsLeft()).toBe(0);
    await fan.getByRole('button', { name: 'Fail payment' }).click();
    await fan.waitForURL(/\/checkout\/cancel/);
    await fan.getByText('the seats you picked were given back').waitFor({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(fan);

    // Try again held the two seats once more; the failed payment gives them back at once.
    await waitFor(async () => (await seatsLeft()) === 2, { what: 'the two seats back on the slot' });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');
}
