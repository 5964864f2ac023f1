import { type FavoritesDto, LiveText, priceBelowMinimumText, type LiveSessionDto } from '@lobby/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import {
  type BrowserStack,
  DESKTOP,
  logIn,
  PHONE,
  saveScreenshot,
  screenshotAtBothSizes,
} from '../browser-stack';
import { chooseGameToPrice } from '../live-helpers';
import { expectNoSeriousA11yViolations } from '../axe';

const DEMO_STREAMER = { email: 'streamer@lobby.gg', password: 'LobbyDemo!2026' };

type Started = { res_live_session_id: string; liveSession: LiveSessionDto };

export const goingLiveInTheBrowser = (running: BrowserStack) =>
  describe('a streamer going live', () => {
    const { stack } = running;
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
    });

    it('starts from the header after a price check and "looks good", then ends it from the session page', async () => {
      // Waiting for the star: a signed-in fan who doesn't follow them, on their live page (its backstop poll is 30 s),
      // and a visitor on their page (which doesn't poll). Neither gets a notification; the star's public room tells both.
      const fan = await running.signedInPage('fan@lobby.gg');
      await fan.goto(`${stack.url}/stars/demo_streamer/live`);
      await fan.getByText(/isn.t live right now/).waitFor();
      const visitor = await running.browser.newPage({ viewport: DESKTOP });
      // A visitor's tab opens a socket only to follow the star's room.
      const visitorSocket = visitor.waitForEvent('websocket');
      await visitor.goto(`${stack.url}/stars/demo_streamer`);
      await visitorSocket;
      await visitor.getByRole('heading', { level: 1, name: 'Demo Streamer' }).waitFor();
      expect(await visitor.getByRole('link', { name: 'Watch live' }).count()).toBe(0);
      const fanAccount = await stack.signIn('fan@lobby.gg');
      const favorites = await running.api<FavoritesDto>('/api/get_allfavorites', fanAccount.token);
      expect(favorites.stars.map((star) => star.username)).not.toContain('demo_streamer');

      await logIn(page, stack.url, DEMO_STREAMER.email, DEMO_STREAMER.password);
      await page.getByRole('button', { name: 'Start Playing Live' }).click();

      // The demo streamer is in India: under ₹100 is refused and the field cleared.
      const dialog = await chooseGameToPrice(page, '50');
      await page.getByText(priceBelowMinimumText('INR', 100)).waitFor();
      expect(await dialog.getByLabel(/^Price per fan/).inputValue()).toBe('');
      await dialog.getByLabel(/^Price per fan/).fill('150');
      await dialog.getByLabel(/^Price per fan/).press('Enter');

      await dialog.getByText(/^Check the gig details - Make sure/).waitFor();
      await expectNoSeriousA11yViolations(page);
      const start = dialog.getByRole('button', { name: 'START LIVE SESSION NOW' });
      expect(await start.isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: 'Edit title' }).click();
      await dialog.getByRole('textbox', { name: 'Title' }).fill('Valorant comp nights');
      await dialog.getByRole('button', { name: 'Done editing title' }).click();
      await dialog.getByLabel('Looks good').check();

      const started = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/post/influencer/liveSession',
      );
      await start.click();
      const { res_live_session_id: id, liveSession } = (await (await started).json()) as Started;
      expect(liveSession).toMatchObject({ title: 'Valorant comp nights', price: 150, status: 'live' });

      await page.getByRole('heading', { name: LiveText.liveSessionStarted }).waitFor();
      await expectNoSeriousA11yViolations(page);

      // Both switch at once, without a reload.
      await fan.getByRole('heading', { level: 1, name: 'Valorant comp nights' }).waitFor({ timeout: 5_000 });
      await visitor.getByRole('link', { name: 'Watch live' }).waitFor({ timeout: 5_000 });
      await screenshotAtBothSizes(visitor, 'star-page-went-live');
      expect(await page.getByRole('textbox', { name: 'Your live page link' }).inputValue()).toBe(
        `${stack.url}/stars/demo_streamer/live`,
      );
      await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
      await page.waitForURL(`**/influencer/live/session/${id}`);
      await page.getByRole('banner').getByRole('button', { name: 'End Session' }).waitFor();
      await expectNoSeriousA11yViolations(page);

      // Elsewhere the header leads back to the session; on it, it ends the session.
      await page.goto(`${stack.url}/influencer/products`);
      await page.getByRole('link', { name: 'Manage Live Session' }).click();
      await page.waitForURL(`**/influencer/live/session/${id}`);
      await page.getByRole('banner').getByRole('button', { name: 'End Session' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'End Session' }).click();
      await page.waitForURL('**/influencer/dashboard');
      await page.getByRole('button', { name: 'Start Playing Live' }).waitFor();

      // The visitor's page hears the end too: the link to the live page goes.
      await visitor.getByRole('link', { name: 'Watch live' }).waitFor({ state: 'detached', timeout: 5_000 });
      await fan.getByText(/isn.t live right now/).waitFor({ timeout: 5_000 });
      await fan.context().close();
      await visitor.context().close();
    });

    it('signs an OBS dock in with a one-time code and starts in OBS mode', async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Stream with OBS' }).click();
      await page.getByRole('button', { name: 'Get a code' }).click();
      const code = (await page.locator('[aria-label^="Code "]').innerText()).trim();
      await expectNoSeriousA11yViolations(page);
      expect(code).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);

      const dock = await (
        await running.browser.newContext({ viewport: { width: 420, height: 820 } })
      ).newPage();
      await dock.goto(`${stack.url}/influencer/obs/live/otp-verification`);
      await dock.getByRole('button', { name: 'Connect' }).waitFor();
      await expectNoSeriousA11yViolations(dock);
      await dock.keyboard.type(code);
      await dock.waitForURL('**/influencer/obs/live/go-live');

      const dialog = await chooseGameToPrice(dock, '150');
      await dialog.getByLabel('Looks good').check();
      await dialog.getByRole('button', { name: 'START LIVE SESSION NOW' }).click();
      await dock.waitForURL('**/influencer/obs/live/queue-management/*');
      await dock.getByRole('button', { name: 'Call next' }).waitFor();
      await expectNoSeriousA11yViolations(dock);
    });

    it('lists the signed-in OBS docks on the setup page and revokes them; a revoked token is refused', async () => {
      const streamer = await stack.signIn(DEMO_STREAMER.email);
      const { code } = await running.api<{ code: string }>('/api/obs/code', streamer.token, {});
      const obs = await running.api<{ accessToken: string }>('/api/obs/verify-code', '', { code });

      const setup = await running.signedInPage(DEMO_STREAMER.email);
      await setup.goto(`${stack.url}/influencer/obs/setup/${streamer.userId}`);
      await setup.getByText('Signed-in OBS docks').waitFor();
      const revoke = setup.getByRole('button', { name: 'Revoke' });
      await revoke.first().waitFor();
      await saveScreenshot(setup, 'obs-sessions-desktop', { fullPage: true });
      await setup.setViewportSize(PHONE);
      await saveScreenshot(setup, 'obs-sessions-phone', { fullPage: true });

      // The dock signed in by the test above is listed too: revoke every one.
      while (await revoke.count()) {
        const before = await revoke.count();
        await revoke.first().click();
        await setup.waitForFunction(
          (count) =>
            Array.from(document.querySelectorAll('button')).filter(
              (button) => button.textContent === 'Revoke',
            ).length < count,
          before,
        );
      }
      await setup.getByText('No OBS dock is signed in.').waitFor();
      expect((await stack.call('/api/current_user', { token: obs.accessToken })).status).toBe(401);
    });
  });
