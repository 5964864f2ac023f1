import { mkdirSync } from 'node:fs';
import {
  NotificationLimits,
  NotificationsText,
  NotificationTitles,
  type GiveawayDrawDto,
  type LiveSessionDto,
} from '@lobby/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BrowserStack, logIn, SCREENSHOTS, screenshotAtBothSizes } from './browser-stack';
import { goLiveThroughTheModal } from './live-helpers';
import { launchChromium, RunningStack } from './stack';
import { expectNoSeriousA11yViolations } from './axe';

jest.setTimeout(240_000);

const PASSWORD = 'LobbyDemo!2026';

/** What the bell and the pop-up show of a title: its first `max` characters and an ellipsis. */
const trimmed = (title: string, max: number) =>
  title.length > max ? `${title.slice(0, max).trimEnd()}…` : title;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

declare global {
  interface Window {
    systemNotifications?: string[];
  }
}

/** Runs in the page before the app: records the titles of the system notifications the app creates. */
function recordSystemNotifications() {
  const shown: string[] = [];
  window.systemNotifications = shown;
  const Native = window.Notification;
  class Recorded extends Native {
    constructor(title: string, options?: NotificationOptions) {
      shown.push(title);
      super(title, options);
    }
  }
  Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
}

/** A fan favourites a star in one browser; the star goes live in another; the fan's bell hears of it. */
describe('notifications in the browser', () => {
  const stack = new RunningStack();
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function signedInPage(email: string, allowSystemNotifications = false): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1320, height: 900 }, timezoneId: 'UTC' });
    contexts.push(context);
    if (allowSystemNotifications) {
      await context.grantPermissions(['notifications'], { origin: stack.url });
      await context.addInitScript(recordSystemNotifications);
    }
    const page = await context.newPage();
    await logIn(page, stack.url, email, PASSWORD);
    return page;
  }

  const bell = (page: Page, name = 'Notifications') =>
    page.getByRole('banner').getByRole('button', { name, exact: true });

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
    browser = await launchChromium();
  }, 150_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stack.stop();
  });

  it('tells a fan their favourite star went live without a reload, and opening the bell clears the count', async () => {
    const fan = await signedInPage('fan@lobby.gg', true);
    await fan.goto(`${stack.url}/stars/demo_streamer`);
    const saved = fan.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/save_favoriteStars',
    );
    await fan.getByRole('button', { name: 'Add Demo Streamer to favorites' }).waitFor();
    await expectNoSeriousA11yViolations(fan);
    await fan.getByRole('button', { name: 'Add Demo Streamer to favorites' }).click();
    expect((await saved).ok()).toBe(true);
    await bell(fan).waitFor();
    // In another tab the fan waits on the star's live page, which says they aren't live yet.
    const liveTab = await fan.context().newPage();
    await liveTab.goto(`${stack.url}/stars/demo_streamer/live`);
    await liveTab.getByText(/isn.t live right now/).waitFor();

    const streamer = await signedInPage('streamer@lobby.gg');
    const started = streamer.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/post/influencer/liveSession',
    );
    await goLiveThroughTheModal(streamer, '150');
    const { liveSession } = (await (await started).json()) as { liveSession: LiveSessionDto };
    const title = NotificationTitles.starLive('Demo Streamer', liveSession.title);

    // The count rises and the pop-up shows, with the title cut to 30; a system notification too (allowed here).
    await bell(fan, 'Notifications, 1 unread').waitFor({ timeout: 20_000 });
    const popupTitle = trimmed(title, NotificationLimits.popupTitleMax);
    await fan.getByRole('alert').getByText(popupTitle, { exact: true }).waitFor();
    expect(await fan.evaluate(() => window.systemNotifications)).toEqual([popupTitle]);
    // The live page switches to the session at once, told by the star's public room (not at the 30 s backstop poll).
    await liveTab.getByRole('heading', { level: 1, name: liveSession.title }).waitFor({ timeout: 5_000 });
    await liveTab.close();
    await expectNoSeriousA11yViolations(fan);

    // Opening the bell clears the count and lists the notification, its title cut to 40, linking to the live page.
    await bell(fan, 'Notifications, 1 unread').click();
    await bell(fan).waitFor();
    expect(await fan.getByRole('banner').locator('.mantine-Indicator-indicator').count()).toBe(0);
    const listTitle = trimmed(title, NotificationLimits.listTitleMax);
    const item = fan
      .getByRole('dialog')
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(listTitle)}`) });
    expect(await item.getAttribute('href')).toBe('/stars/demo_streamer/live');
    await expectNoSeriousA11yViolations(fan);
    await item.click();
    await fan.waitForURL(`${stack.url}/stars/demo_streamer/live`);

    // The server marked it read: after a reload the bell has no count and the notification is no longer new.
    await fan.reload();
    await bell(fan).click();
    const reloaded = fan
      .getByRole('dialog')
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(listTitle)}`) });
    await reloaded.waitFor();
    expect(await reloaded.textContent()).not.toContain('(unread)');
    expect(await bell(fan, 'Notifications, 1 unread').count()).toBe(0);
  });

  it('leads a giveaway winner to their profile, which says they won and what happens next', async () => {
    const helpers = new BrowserStack(stack);
    const streamer = await stack.signIn('streamer@lobby.gg');
    const fanAccount = await stack.signIn('fan@lobby.gg');
    const { slot } = await helpers.addGigWithSlot(streamer.token, {
      title: 'Giveaway night',
      price: 150,
      day: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10),
      seats: 3,
    });
    // Only this booking falls in the giveaway's window with this star, so the fan is its one winner.
    const bookedFrom = new Date().toISOString();
    await helpers.paidOrder(fanAccount.token, slot._id, ['GiveawayFan']);

    const fan = await signedInPage('fan@lobby.gg');
    await fan.goto(`${stack.url}/`);
    // The bell is there, with or without the paid booking's own notice already counted.
    await fan.getByRole('banner').getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).waitFor();
    const admin = await stack.signIn('admin@lobby.gg');
    const draw = await helpers.api<GiveawayDrawDto>('/api/admin/giveaways', admin.token, {
      title: 'Summer squad',
      from: bookedFrom,
      to: new Date(Date.now() + 3_600_000).toISOString(),
      streamerId: streamer.userId,
      winners: 1,
    });
    expect(draw.winners.map((winner) => winner.userId)).toEqual([fanAccount.userId]);

    // The winner's bell hears of it (beside the booking's own notices); its notification leads to the profile.
    const unread = fan.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await unread.waitFor({ timeout: 20_000 });
    await unread.click();
    const item = fan.getByRole('dialog').getByRole('link', { name: /^You won a giveaway: Summer squad!/ });
    await item.waitFor();
    expect(await item.getAttribute('href')).toBe('/profile');
    await item.click();
    await fan.waitForURL(`${stack.url}/profile`);

    // The profile says so, from the server's record of the caller's wins (the address names no giveaway).
    const banner = fan.getByRole('region', { name: 'You won this giveaway: Summer squad' });
    await banner.getByText('Summer squad', { exact: true }).waitFor();
    await banner.getByText('What happens next: our team will email you at').waitFor();
    await banner.getByText('fan@lobby.gg').waitFor();
    await fan.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(fan);
    await screenshotAtBothSizes(fan, 'profile-giveaway-win');

    // Another account's profile shows no win once its (empty) wins have come.
    const other = await signedInPage('moderator@lobby.gg');
    const otherWins = other.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/user/giveaway-wins',
    );
    await other.goto(`${stack.url}/profile`);
    expect(await (await otherWins).json()).toEqual([]);
    await other.getByRole('tab', { name: 'Account' }).waitFor();
    expect(await other.getByRole('region', { name: /You won this giveaway/ }).count()).toBe(0);
  });

  it('keeps Discord and browser notification settings in the profile', async () => {
    const fan = await signedInPage('fan@lobby.gg', true);
    await fan.goto(`${stack.url}/profile`);
    await fan.getByRole('tab', { name: 'Notifications' }).click();
    await fan.waitForURL(/\?tab=notifications/);

    const section = (title: string) =>
      fan.locator('section', { has: fan.getByRole('heading', { name: title, exact: true }) });
    await section('Browser notifications').getByText('On', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(fan);

    // Discord can't be turned on without a webhook; a link that is not a Discord webhook is refused by the server.
    const discord = section('Discord');
    const flip = (label: string) => discord.getByRole('switch', { name: label }).click();
    const discordSwitch = discord.getByRole('switch', { name: 'Send my notifications to Discord' });
    await flip('Send my notifications to Discord');
    await discord.getByText(NotificationsText.webhookRequired).waitFor();
    await discord.getByLabel('Discord webhook URL').fill('https://example.com/hooks/123');
    const refused = fan.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/change-discord-bot-status',
    );
    await flip('Send my notifications to Discord');
    expect((await refused).status()).toBe(400);
    await discord.getByText(NotificationsText.invalidWebhook).waitFor();
    expect(await discordSwitch.isChecked()).toBe(false);

    // A flag is saved at once and is still set after a reload.
    const promotions = discord.getByRole('switch', { name: 'New promo codes from my favourite creators' });
    const before = await promotions.isChecked();
    const flagSaved = fan.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/set-discord-notifications-preferences',
    );
    await flip('New promo codes from my favourite creators');
    expect((await flagSaved).ok()).toBe(true);
    await fan.getByText(NotificationsText.preferencesSaved).first().waitFor();
    await fan.reload();
    await promotions.waitFor({ state: 'attached' });
    expect(await promotions.isChecked()).toBe(!before);
  });
});
