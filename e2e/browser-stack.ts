import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import type {
  AuditEntryDto,
  AuditLogPage,
  CheckoutSessionDto,
  GigDto,
  OrderDto,
  PendingVerification,
  SlotDto,
} from '@lobby/contracts';
import { databaseUrl, onboardingForm, otpFrom, waitFor } from '@lobby/test-kit';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, renderOffscreenSections } from './axe';
import { launchChromium, RunningStack, type StackEnv } from './stack';

/** The password of every demo account the seed makes. */
export const DEMO_PASSWORD = 'LobbyDemo!2026';
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
/** Where browser tests save their screenshots; `useBrowserStack` makes the folder. */
export const SCREENSHOTS = join(tmpdir(), 'lobby-e2e');

/** What a streamer's test gig and its one slot are made of; the gig is for the first game and its first mode. */
export interface GigWithSlot {
  title: string;
  /** Per player, in the streamer's currency. */
  price: number;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  seats: number;
  startTime?: string;
  cancellationPolicy?: GigDto['cancellationPolicy'];
}

/** A staff member made through the API and the identity database, with read-only grants. */
export interface ReadOnlyStaff {
  /** The identity service's database prefix the stack was started with (its `DATABASE_PREFIX`). */
  databasePrefix: string;
  role: string;
  services: string[];
  /** Starts the username (`<prefix>_<random>`) and the email (`<prefix>-<random>@example.com`). */
  namePrefix: string;
  fullName: string;
}

/**
 * The stack and the Chromium a browser test file shares (`browser` is there once `beforeAll` has run), and the
 * set-up steps its tests repeat: signed-in pages, API calls that must succeed, gigs, paid orders, staff.
 */
export class BrowserStack {
  browser!: Browser;

  constructor(readonly stack: RunningStack) {}

  /** A desktop-sized page signed in on the login page, as a demo account unless another password is given. */
  async signedInPage(
    email: string,
    { password = DEMO_PASSWORD, ...pageOptions }: { password?: string } & BrowserContextOptions = {},
  ): Promise<Page> {
    const page = await this.browser.newPage({ viewport: DESKTOP, ...pageOptions });
    await logIn(page, this.stack.url, email, password);
    return page;
  }

  /** A desktop-sized page signed in at /admin/login, as the demo admin unless told otherwise. */
  async staffPage(username = 'demo_admin', password = DEMO_PASSWORD): Promise<Page> {
    const page = await this.browser.newPage({ viewport: DESKTOP });
    await logInAsStaff(page, this.stack.url, username, password);
    return page;
  }

  /** One API request that must succeed: its body; an answer of 300 or more throws with its status and body. */
  async api<T = unknown>(path: string, token: string, body?: unknown, method?: string): Promise<T> {
    const answer = await this.stack.call<T>(path, { token, body, ...(method ? { method } : {}) });
    if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /**
   * The streamer sends their onboarding (bank account ending 6789) and staff verify it: payouts are made only to
   * verified bank details.
   */
  async verifyBankDetails(streamer: { token: string; userId: string }, staffToken: string): Promise<void> {
    const form = onboardingForm({
      fullName: 'Demo Streamer',
      gamingName: 'DemoPlays',
      accountHolderName: 'Demo Streamer',
    });
    const submitted = await fetch(`${this.stack.url}/api/post/streamer/onboard`, {
      method: 'POST',
      headers: { authorization: `Bearer ${streamer.token}` },
      body: form,
    });
    if (submitted.status !== 200) throw new Error(`onboard: ${submitted.status} ${await submitted.text()}`);
    await this.api('/api/admin/onboarding-submissions/verify', staffToken, {
      streamerIds: [streamer.userId],
    });
  }

  /** The streamer adds a gig and one slot of it; the slot is retried until booking has heard of the gig. */
  async addGigWithSlot(
    streamerToken: string,
    { title, price, day, seats, startTime = '18:00', cancellationPolicy }: GigWithSlot,
  ): Promise<{ gig: GigDto; slot: SlotDto }> {
    const games = await this.api<{ data: { _id: string; modes: { _id: string }[] }[] }>(
      '/api/get/paginatedGames?page=1&limit=5',
      streamerToken,
    );
    const { gig } = await this.api<{ gig: GigDto }>('/api/influencer/add/product', streamerToken, {
      gameId: games.data[0]._id,
      gameModeId: games.data[0].modes[0]?._id ?? null,
      price,
      gig_title: title,
      ...(cancellationPolicy ? { cancellationPolicy } : {}),
    });
    const { slots } = await waitFor(
      () =>
        this.api<{ slots: SlotDto[] }>('/api/post/influencer/slots/add', streamerToken, {
          gigId: gig._id,
          date: day,
          startTime,
          timeZone: 'UTC',
          seats,
        }),
      { what: 'booking to know the gig', intervalMs: 250 },
    );
    return { gig, slot: slots[0] };
  }

  /**
   * The fan opens a sandbox checkout for one seat of the slot per gamer tag and pays it; answers the session at
   * once (the order is marked paid a moment later).
   */
  async payForSeats(fanToken: string, slotId: string, gamerTags: string[]): Promise<CheckoutSessionDto> {
    const session = await this.api<CheckoutSessionDto>('/api/create-checkout-session', fanToken, {
      slotId,
      numberOfPlayers: gamerTags.length,
      gamerTags,
      provider: 'sandbox',
    });
    await this.payInSandbox(fanToken, session);
    return session;
  }

  /** Pays an open sandbox checkout on the fan's behalf. */
  async payInSandbox(fanToken: string, session: CheckoutSessionDto): Promise<void> {
    await this.api(`/api/checkout/sandbox/${session.sessionId}`, fanToken, { outcome: 'pay' });
  }

  /** `payForSeats`, then waits until booking marks the order paid: the paid order. */
  async paidOrder(fanToken: string, slotId: string, gamerTags: string[]): Promise<OrderDto> {
    const session = await this.payForSeats(fanToken, slotId, gamerTags);
    return waitFor(
      async () => {
        const order = await this.api<OrderDto>(`/api/get/order_by_orderid/${session.orderId}`, fanToken);
        return order.status === 'paid' ? order : undefined;
      },
      { what: 'booking to mark the order paid', intervalMs: 200 },
    );
  }

  /** The audit log's entries of one action on one target, read as the demo admin. */
  async auditEntries(action: string, targetId: string): Promise<AuditEntryDto[]> {
    const admin = await this.stack.signIn('admin@lobby.gg');
    const answer = await this.stack.call<AuditLogPage>(
      `/api/admin/audit-log?action=${action}&targetId=${targetId}`,
      { token: admin.token },
    );
    expect(answer.status).toBe(200);
    return answer.body.data;
  }

  /**
   * A new account signed up and verified through the API, then given a staff role and read-only grants straight in
   * the identity database (no staff screen makes one without write); answers its username (password DEMO_PASSWORD).
   */
  async readOnlyStaff({
    databasePrefix,
    role,
    services,
    namePrefix,
    fullName,
  }: ReadOnlyStaff): Promise<string> {
    const suffix = randomBytes(3).toString('hex');
    const account = {
      email: `${namePrefix}-${suffix}@example.com`,
      username: `${namePrefix}_${suffix}`,
      fullName,
      password: DEMO_PASSWORD,
    };
    const signup = await this.api<PendingVerification>('/auth/signup', '', account);
    const otp = otpFrom(await this.stack.mail.waitForMail(account.email));
    await this.api('/api/auth/verify_otp', '', { token: signup.token, otp });
    const db = new Pool({ connectionString: databaseUrl(`${databasePrefix}_identity`), max: 1 });
    try {
      const { rows } = await db.query<{ id: string }>(
        'UPDATE users SET role = $2 WHERE username = $1 RETURNING id',
        [account.username, role],
      );
      for (const service of services)
        await db.query(
          'INSERT INTO staff_permissions (user_id, service, can_read, can_write) VALUES ($1, $2, true, false)',
          [rows[0].id, service],
        );
    } finally {
      await db.end();
    }
    return account.username;
  }
}

/**
 * Starts one stack and one Chromium for the whole file (in `beforeAll`) and closes them after it (in
 * `afterAll`). Call it at the top of the `describe`.
 */
export function useBrowserStack(env: StackEnv = {}): BrowserStack {
  const running = new BrowserStack(new RunningStack());
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await running.stack.start(env);
    running.browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await running.browser?.close();
    await running.stack.stop();
  });
  return running;
}

/** Signs in on the login page and waits until the app has moved on from it. */
export async function logIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Signs in on the staff login page and waits until the app has moved on from it. */
export async function logInAsStaff(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
}

/**
 * Screenshots are for people looking at what a change built; no assertion reads them, and encoding full-page PNGs
 * is a real part of a browser test's CPU. They are saved only when E2E_SCREENSHOTS is set (see the README).
 */
export const SAVE_SCREENSHOTS = Boolean(process.env.E2E_SCREENSHOTS);

/** Saves the page (or the part `options` clips) as `<name>.png` in SCREENSHOTS, when screenshots are asked for. */
export async function saveScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; omitBackground?: boolean } = {},
): Promise<void> {
  if (!SAVE_SCREENSHOTS) return;
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), ...options });
}

/**
 * Saves a full-page screenshot at desktop size (`<name><desktopSuffix>.png`) and at phone size (`<name>-phone.png`),
 * and leaves the page at desktop size; only when screenshots are asked for (SAVE_SCREENSHOTS).
 */
export async function screenshotAtBothSizes(
  page: Page,
  name: string,
  { desktopSuffix = '' } = {},
): Promise<void> {
  if (!SAVE_SCREENSHOTS) return;
  await renderOffscreenSections(page);
  await saveScreenshot(page, `${name}${desktopSuffix}`, { fullPage: true });
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, `${name}-phone`, { fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/**
 * Moves the mouse off every row (a hovered row is lighter, and axe would check contrast against that), checks
 * the page for serious accessibility violations, then screenshots it at both sizes.
 */
export async function expectAccessibleThenScreenshot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothSizes(page, name);
}

/** A PNG of one colour, or of a diagonal gradient between two, painted by the page (no image file or library). */
export async function paintedPng(
  page: Page,
  { width, height, colors }: { width: number; height: number; colors: [string] | [string, string] },
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h, [from, to]]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      if (to === undefined) context.fillStyle = from;
      else {
        const gradient = context.createLinearGradient(0, 0, w, h);
        gradient.addColorStop(0, from);
        gradient.addColorStop(1, to);
        context.fillStyle = gradient;
      }
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png');
    },
    [width, height, colors] as const,
  );
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}
