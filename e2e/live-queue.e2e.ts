import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { LiveText } from '@lobby/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe';
import { logIn, saveScreenshot, SCREENSHOTS } from './browser-stack';
import { goLiveThroughTheModal } from './live-helpers';
import { launchChromium, RunningStack } from './stack';

jest.setTimeout(300_000);

const PASSWORD = 'LobbyDemo!2026';

/**
 * Three browsers at once: the streamer runs a live session while a VIP fan (paid in the sandbox) and a regular
 * fan queue; then a moderator does the same for the streamer.
 */
describe('a live session with VIP and regular queues in the browser', () => {
  const stack = new RunningStack();
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let regularFan: { email: string; username: string; password: string };

  async function api<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${stack.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  /** A second fan, signed up and verified with the emailed code. */
  async function signUpFan() {
    const suffix = randomBytes(3).toString('hex');
    const fan = {
      email: `queuer_${suffix}@example.com`,
      username: `queuer_${suffix}`,
      password: 'queue secret 7',
    };
    const { token } = await api<{ token: string }>('/auth/signup', { ...fan, fullName: 'Queue Fan' });
    const otp = /code is (\d{6})/.exec((await stack.mail.waitForMail(fan.email)).text)![1];
    await api('/api/auth/verify_otp', { token, otp });
    return fan;
  }

  async function signedInPage(email: string, password = PASSWORD): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1320, height: 900 }, timezoneId: 'UTC' });
    contexts.push(context);
    const page = await context.newPage();
    await logIn(page, stack.url, email, password);
    return page;
  }

  /** The fan card of `username` in one of the board's lists. */
  const card = (page: Page, list: string, username: string) =>
    page.getByRole('region', { name: list }).getByRole('listitem', { name: new RegExp(`@${username}$`) });

  beforeAll(async () => {
    await stack.start();
    browser = await launchChromium();
    regularFan = await signUpFan();
    mkdirSync(SCREENSHOTS, { recursive: true });
  }, 150_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stack.stop();
  });

  it('serves the VIP fan first, shows the lobby code only once called, and ends only when nobody is playing', async () => {
    const streamer = await signedInPage('streamer@lobby.gg');
    const liveSessionId = await goLiveThroughTheModal(streamer, '150');
    await streamer.getByLabel('Lobby code').fill('VALO-7731');
    await streamer.getByRole('button', { name: 'Save lobby code' }).click();
    await streamer.getByText('Lobby code saved').waitFor();

    // The regular fan joins first, for free.
    const regular = await signedInPage(regularFan.email, regularFan.password);
    await regular.goto(`${stack.url}/stars/demo_streamer/live`);
    await regular.getByRole('combobox', { name: 'Your gamer tag' }).fill('RegularRyu');
    await regular.getByRole('button', { name: 'Join regular queue' }).click();
    await regular.getByLabel('Your position: 1').waitFor();
    await expectNoSeriousA11yViolations(regular);

    // The VIP fan pays in the sandbox and comes back to the live page ahead of the regular fan.
    const vip = await signedInPage('fan@lobby.gg');
    await vip.goto(`${stack.url}/stars/demo_streamer/live`);
    await vip.getByRole('combobox', { name: 'Your gamer tag' }).fill('VipViper');
    const answer = (path: string) =>
      vip.waitForResponse((response) => new URL(response.url()).pathname === path);
    const [held, checkout] = [answer('/api/join_vip'), answer('/api/create-live-checkout-session')];
    // The fan accepts the VIP queue terms in force; the version is recorded with the hold.
    await vip.getByRole('checkbox', { name: /I accept the VIP queue terms \(version 1\)/ }).check();
    await saveScreenshot(vip, 'live-join-vip-terms', { fullPage: true });
    await vip.getByRole('button', { name: 'Join VIP queue' }).click();
    const hold = await held;
    expect({ status: hold.status(), body: await hold.json() }).toMatchObject({
      status: 201,
      body: { status: 'held' },
    });
    expect(hold.request().postDataJSON()).toMatchObject({ acceptedTermsVersion: 1 });
    const vipFan = await stack.signIn('fan@lobby.gg');
    expect(
      await stack.call('/api/user/legal-acceptance?type=vipQueueTermsAndConditions', { token: vipFan.token }),
    ).toMatchObject({ status: 200, body: { userId: vipFan.userId, version: 1 } });
    const opened = await checkout;
    expect({ status: opened.status(), body: await opened.json() }).toMatchObject({
      status: 201,
      body: { provider: 'sandbox' },
    });
    await vip.waitForURL(/\/checkout\/sandbox\//);
    await vip.getByRole('button', { name: /^Pay / }).click();
    await vip.waitForURL(/\/stars\/demo_streamer\/live/, { timeout: 30_000 });
    await vip.getByLabel('Your position: 1').waitFor();
    await regular.getByLabel('Your position: 2').waitFor();
    expect(await vip.getByRole('region', { name: 'Lobby code' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(vip);

    // The public queue names fans by display name only, and each fan sees their own place highlighted.
    const upNextOf = (page: Page) => page.getByRole('region', { name: 'Up next' }).getByRole('listitem');
    await upNextOf(regular)
      .filter({ hasText: 'Queue Fan' })
      .and(regular.locator('[aria-current="true"]'))
      .waitFor();
    await upNextOf(vip).filter({ hasText: 'Demo Fan' }).and(vip.locator('[aria-current="true"]')).waitFor();
    expect(await upNextOf(regular).filter({ hasText: 'You' }).allInnerTexts()).toEqual([
      expect.stringContaining('Queue Fan'),
    ]);

    // The streamer sees both waiting; a regular fan can't jump a waiting VIP fan.
    await card(streamer, 'VIP queue', 'demo_fan').waitFor();
    await card(streamer, 'Regular queue', regularFan.username).waitFor();
    await expectNoSeriousA11yViolations(streamer);
    await streamer.getByRole('button', { name: `Move ${regularFan.username} to playing next` }).click();
    await streamer.getByText('VIP fans are served first').waitFor();

    // Calling next takes the VIP fan; their lobby code appears without a reload, the regular fan sees none.
    await streamer.getByRole('button', { name: 'Call next' }).click();
    await card(streamer, 'Playing next', 'demo_fan').waitFor();
    await vip.getByRole('region', { name: 'Lobby code' }).getByText('VALO-7731').waitFor();
    await expectNoSeriousA11yViolations(vip);
    expect(await regular.getByRole('region', { name: 'Lobby code' }).count()).toBe(0);
    await regular.getByLabel('Your position: 1').waitFor();

    // The OBS overlay shows the queue on a transparent page with no header or footer.
    const overlay = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    const { user: streamerUser } = await api<{ user: { _id: string } }>('/auth/login', {
      email: 'streamer@lobby.gg',
      password: PASSWORD,
    });
    await overlay.goto(`${stack.url}/influencer/obs/live/overlay/${streamerUser._id}`);
    await overlay.getByRole('region', { name: 'Playing next' }).getByText('Demo Fan').waitFor();
    await overlay.getByRole('region', { name: 'Up next' }).getByText('Queue Fan').waitFor();
    await expectNoSeriousA11yViolations(overlay);
    expect(await overlay.locator('header, footer').count()).toBe(0);
    expect(await overlay.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );
    await saveScreenshot(overlay, 'overlay', { omitBackground: true });
    await overlay.context().close();

    // The streamer plays with both fans; ending is refused while the regular fan is still to play.
    await streamer.getByRole('button', { name: 'Move demo_fan to in game' }).click();
    await card(streamer, 'In game', 'demo_fan').waitFor();
    await streamer.getByRole('button', { name: 'Move demo_fan to done' }).click();
    await streamer.getByRole('button', { name: 'Call next' }).click();
    await card(streamer, 'Playing next', regularFan.username).waitFor();
    await regular.getByRole('region', { name: 'Lobby code' }).getByText('VALO-7731').waitFor();

    await streamer.getByRole('banner').getByRole('button', { name: 'End Session' }).click();
    await streamer.getByRole('dialog').getByRole('button', { name: 'End Session' }).click();
    await streamer.getByText(LiveText.usersStillPlaying).waitFor();
    expect(streamer.url()).toContain(`/influencer/live/session/${liveSessionId}`);

    // As the message promises, finishing with the last of them ends the session and leads to the dashboard.
    await streamer.getByRole('button', { name: `Move ${regularFan.username} to done` }).click();
    await streamer.waitForURL(/\/influencer\/dashboard/);
    await streamer.getByRole('button', { name: 'Start Playing Live' }).waitFor();
    await vip.getByText(/isn.t live right now/).waitFor({ timeout: 15_000 });
  });

  it('lets a moderator go live, run the queue and end the session for their streamer', async () => {
    const moderator = await signedInPage('moderator@lobby.gg');
    await moderator.getByRole('button', { name: 'Account menu' }).click();
    await moderator.getByRole('menuitem', { name: 'Switch to Moderator' }).click();
    await moderator.waitForURL(/\/influencer\/dashboard\?streamerId=/);
    const liveSessionId = await goLiveThroughTheModal(moderator, '120');
    expect(moderator.url()).toMatch(new RegExp(`/influencer/live/session/${liveSessionId}\\?streamerId=`));

    const regular = await signedInPage(regularFan.email, regularFan.password);
    await regular.goto(`${stack.url}/stars/demo_streamer/live`);
    await regular.getByRole('combobox', { name: 'Your gamer tag' }).fill('RegularRyu');
    await regular.getByRole('button', { name: 'Join regular queue' }).click();
    await regular.getByLabel('Your position: 1').waitFor();

    await card(moderator, 'Regular queue', regularFan.username).waitFor();
    await moderator.getByRole('button', { name: 'Call next' }).click();
    await card(moderator, 'Playing next', regularFan.username).waitFor();
    await moderator.getByRole('button', { name: `Move ${regularFan.username} to done` }).click();
    await card(moderator, 'Done', regularFan.username).waitFor();

    await moderator.getByRole('banner').getByRole('button', { name: 'End Session' }).click();
    await moderator.getByRole('dialog').getByRole('button', { name: 'End Session' }).click();
    await moderator.waitForURL(/\/influencer\/dashboard\?streamerId=/);
    await regular.getByText(/isn.t live right now/).waitFor({ timeout: 15_000 });
  });
});
