import { createHmac, randomBytes } from 'node:crypto';
import { AuthText, type AuthSession, type FavoritesDto, type PendingVerification } from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowserStack } from './browser-stack';

jest.setTimeout(180_000);

const DEMO_FAN = { email: 'fan@lobby.gg', password: 'LobbyDemo!2026' };
const STAR = { username: 'nova_plays', fullName: 'Nova Reyes' };
const STAR_PATH = `/stars/${STAR.username}`;
/** Known to the test so it can sign an access token that has already expired, as identity would have. */
const JWT_SECRET = randomBytes(32).toString('hex');

/** The session the web app keeps in localStorage (zustand's persisted auth store). */
const storedSession = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('lobby-auth') ?? '{}') as { state?: AuthSession }).state ?? null,
  );

/** The same access token (same user, role and session family), but expired five minutes ago. */
function expiredCopyOf(accessToken: string): string {
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as object;
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, iat: now - 1200, exp: now - 300 })}`;
  return `${unsigned}.${createHmac('sha256', JWT_SECRET).update(unsigned).digest('base64url')}`;
}

describe('a fan signing in, across tabs and reloads', () => {
  const running = useBrowserStack({ JWT_SECRET });
  const { stack } = running;
  let context: BrowserContext;

  beforeEach(async () => {
    context = await running.browser.newContext({ viewport: { width: 1280, height: 800 } });
  });

  afterEach(async () => {
    await context.close();
  });

  /** A JSON call to the running gateway: a GET, or a POST when there is a body. */
  async function call<T = unknown>(path: string, options: { token?: string; body?: object } = {}) {
    const response = await fetch(`${stack.url}${path}`, {
      method: options.body ? 'POST' : 'GET',
      headers: {
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  /** A call made with the access token the page holds now. */
  const callAsPage = async <T = unknown>(page: Page, path: string) =>
    call<T>(path, { token: (await storedSession(page))!.accessToken });

  async function signIn(page: Page, account: { email: string; password: string }) {
    await page.getByLabel('Email or username').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  it('sends a visitor who presses Favorite on a star page to sign in, then back to that page', async () => {
    const page = await context.newPage();
    await page.goto(`${stack.url}${STAR_PATH}`);
    await page.getByRole('heading', { level: 1, name: STAR.fullName }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: `Add ${STAR.fullName} to favorites` }).click();
    await page.waitForURL(`${stack.url}/login?redirect=${encodeURIComponent(STAR_PATH)}`);
    // Creating an account instead keeps the way back too.
    expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/signup?redirect=${encodeURIComponent(STAR_PATH)}`,
    );
    await expectNoSeriousA11yViolations(page);

    await signIn(page, DEMO_FAN);
    await page.waitForURL(`${stack.url}${STAR_PATH}`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.getByRole('button', { name: `Add ${STAR.fullName} to favorites` }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('keeps a favourite toggled just before the page reloads', async () => {
    const page = await context.newPage();
    await page.goto(`${stack.url}/login?redirect=${encodeURIComponent(STAR_PATH)}`);
    await signIn(page, DEMO_FAN);
    await page.waitForURL(`${stack.url}${STAR_PATH}`);
    const isFavoriteOnServer = async () => {
      const { body } = await callAsPage<FavoritesDto>(page, '/api/get_allfavorites');
      return body.stars.some((star) => star.username === STAR.username);
    };
    expect(await isFavoriteOnServer()).toBe(false);

    await page.getByRole('button', { name: `Add ${STAR.fullName} to favorites` }).click();
    await page.getByRole('button', { name: `Remove ${STAR.fullName} from favorites` }).waitFor();
    // Well within the one-second debounce: only the flush as the page goes away can send it.
    await page.reload();

    await waitFor(isFavoriteOnServer, { timeoutMs: 5_000, what: 'the favourite saved on the server' });
    await page.getByRole('button', { name: `Remove ${STAR.fullName} from favorites` }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('keeps two tabs signed in when both open with an expired access token at once, with one refresh', async () => {
    const first = await context.newPage();
    await first.goto(`${stack.url}/login`);
    await signIn(first, DEMO_FAN);
    await first.waitForURL(`${stack.url}/`);
    await first.goto(`${stack.url}/profile`);
    const second = await context.newPage();
    await second.goto(`${stack.url}/profile`);
    await second.getByRole('button', { name: 'Account menu' }).waitFor();

    // Both tabs step off the app (to a page of the same origin, so the same storage) while the stored access
    // token is swapped for an expired one: no app code can write the old one back in the meantime.
    const session = (await storedSession(first))!;
    const expired = expiredCopyOf(session.accessToken);
    expect((await call('/api/current_user', { token: expired })).status).toBe(401);
    await Promise.all([first.goto(`${stack.url}/api/health`), second.goto(`${stack.url}/api/health`)]);
    await first.evaluate((accessToken) => {
      const stored = JSON.parse(localStorage.getItem('lobby-auth')!) as { state: AuthSession };
      localStorage.setItem(
        'lobby-auth',
        JSON.stringify({ ...stored, state: { ...stored.state, accessToken } }),
      );
    }, expired);

    const refreshes: number[] = [];
    context.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/auth/refresh-token') refreshes.push(response.status());
    });
    await Promise.all([first.goto(`${stack.url}/profile`), second.goto(`${stack.url}/profile`)]);
    await Promise.all([first.waitForLoadState('networkidle'), second.waitForLoadState('networkidle')]);

    /** Where the tab ended up, and whether the tokens it holds now still work. */
    const state = async (page: Page) => ({
      path: new URL(page.url()).pathname,
      tokensWork: (await callAsPage(page, '/api/current_user')).status === 200,
    });
    const signedIn = { path: '/profile', tokensWork: true };
    expect({ refreshes, first: await state(first), second: await state(second) }).toEqual({
      refreshes: [200],
      first: signedIn,
      second: signedIn,
    });
    await second.getByRole('button', { name: 'Account menu' }).waitFor();
    const renewed = (await storedSession(second))!;
    expect(renewed.accessToken).not.toBe(expired);
    expect(renewed.refreshToken).not.toBe(session.refreshToken);
    await expectNoSeriousA11yViolations(first);
  });

  it('changes the password in the profile, refusing a wrong current one, and leaves the notification room on sign-out', async () => {
    const fan = await newVerifiedFan();
    const page = await context.newPage();
    const framesSent: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => framesSent.push(String(payload))),
    );
    await page.goto(`${stack.url}/profile?tab=account`);
    await page.waitForURL(/\/login\?redirect=/);
    await signIn(page, fan);
    await page.waitForURL(`${stack.url}/profile?tab=account`);
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Password' }) });
    await card.waitFor();
    await expectNoSeriousA11yViolations(page);

    const newPassword = 'a brand new secret 9';
    await card.getByLabel('Current password').fill('not my password');
    await card.getByLabel('New password', { exact: true }).fill(newPassword);
    await card.getByLabel('Confirm new password').fill(newPassword);
    await card.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(AuthText.wrongOldPassword).waitFor();

    await card.getByLabel('Current password').fill(fan.password);
    await card.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(AuthText.passwordChanged).waitFor();
    expect(await card.getByLabel('Current password').inputValue()).toBe('');
    expect((await call('/auth/login', { body: { email: fan.email, password: newPassword } })).status).toBe(
      200,
    );
    expect((await call('/auth/login', { body: fan })).status).not.toBe(200);

    const { user } = (await storedSession(page))!;
    await waitFor(async () => framesSent.some((frame) => frame.includes('joinNotificationSession')), {
      what: 'the socket joining the notification room',
    });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.getByText('Successfully Logged Out').waitFor();
    expect(
      framesSent.some((frame) => frame.includes(`"leaveNotificationSession",{"_user_id":"${user._id}"}`)),
    ).toBe(true);
  });

  /** A fan who signed up and entered the emailed code, with the password they chose. */
  async function newVerifiedFan() {
    const suffix = randomBytes(3).toString('hex');
    const fan = { email: `keeper_${suffix}@example.com`, password: 'first secret 42' };
    const signup = await call<PendingVerification>('/auth/signup', {
      body: { ...fan, username: `keeper_${suffix}`, fullName: 'Kim Keeper' },
    });
    expect(signup.status).toBe(201);
    const otp = /code is (\d{6})/.exec((await stack.mail.waitForMail(fan.email)).text)![1];
    expect((await call('/api/auth/verify_otp', { body: { token: signup.body.token, otp } })).status).toBe(
      200,
    );
    return fan;
  }
});
