import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEMO_STARS, type MarketingBeacon, type MarketingEvent } from '@lobby/contracts';
import { FakeHttpServer, waitFor } from '@lobby/test-kit';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe';
import { logIn, saveScreenshot, SCREENSHOTS, useBrowserStack } from './browser-stack';

jest.setTimeout(180_000);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'LobbyDemo!2026';
const PIXEL_ID = 'px-e2e';

/**
 * Ad-pixel events (issue 18 item 7, spec §7 Other): with the cookie banner allowed, page views, login, a follow,
 * sign-up, OTP and link verification reach the configured pixel endpoint (a local fake) as beacons;
 * refused, none does, until the visitor changes their mind under Cookie settings.
 */
describe('marketing events, the cookie banner and link previews on the real stack', () => {
  const beacons: MarketingBeacon[] = [];
  const pixel = new FakeHttpServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/collect') beacons.push(JSON.parse(body));
      response.writeHead(204, { 'access-control-allow-origin': '*' }).end();
    });
  });
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await pixel.start();
  });
  afterAll(() => pixel.stop());
  // The stack starts after the fake (hooks run in order), so the endpoint is known.
  const running = useBrowserStack(() => ({
    MARKETING_PIXEL_ID: PIXEL_ID,
    MARKETING_PIXEL_ENDPOINT: `${pixel.url}/collect`,
  }));

  const arrived = (event: MarketingEvent, match: (beacon: MarketingBeacon) => boolean = () => true) =>
    waitFor(async () => beacons.find((beacon) => beacon.event === event && match(beacon)), {
      what: `a ${event} beacon`,
      timeoutMs: 15_000,
    });

  async function newPage(viewport = DESKTOP): Promise<Page> {
    const context = await running.browser.newContext({ viewport });
    return context.newPage();
  }

  async function signUp(page: Page): Promise<string> {
    const suffix = randomBytes(3).toString('hex');
    const email = `pixel_${suffix}@example.com`;
    await page.goto(`${running.stack.url}/signup`);
    await page.getByLabel('Full name').fill('Pixel Fan');
    await page.getByLabel('Username').fill(`pixel_${suffix}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('pixel secret 42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/signup\/verifyotp\//);
    return email;
  }

  it('sends every event to the pixel once the visitor allowed cookies', async () => {
    const page = await newPage();
    await page.goto(`${running.stack.url}/browse`);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    await page.getByText(/^\d+ gigs$/).waitFor();
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'cookie-banner');
    // Nothing before an answer.
    expect(beacons).toEqual([]);

    await banner.getByRole('button', { name: 'Allow cookies' }).click();
    await banner.waitFor({ state: 'detached' });
    const view = await arrived('page_view', (beacon) => beacon.path === '/browse');
    expect(view).toMatchObject({ pixelId: PIXEL_ID, props: {} });

    // The answer is kept: a reload shows no banner and counts the page again.
    await page.reload();
    await waitFor(async () => beacons.filter((beacon) => beacon.path === '/browse').length === 2, {
      what: 'the reloaded page counted',
    });
    expect(await banner.count()).toBe(0);

    await logIn(page, running.stack.url, 'fan@lobby.gg', PASSWORD);
    expect(await arrived('login')).toMatchObject({ props: { method: 'password' } });

    const star = DEMO_STARS[0];
    await page.goto(`${running.stack.url}/stars/${star.username}`);
    await arrived('page_view', (beacon) => beacon.path === `/stars/${star.username}`);
    const favorite = page.getByRole('button', { name: /^Favorite: / }).first();
    await favorite.click();
    await page
      .getByRole('button', { name: /^Favorited: / })
      .first()
      .waitFor();
    expect(await arrived('follow')).toMatchObject({ props: { kind: 'star' } });
    // Put the demo fan's favourites back as they were.
    await page
      .getByRole('button', { name: /^Favorited: / })
      .first()
      .click();

    // A new visitor signs up and verifies by the code; another by the emailed link.
    await page.context().clearCookies();
    await page.evaluate(() => {
      const consent = window.localStorage.getItem('lobby-marketing-consent');
      window.localStorage.clear();
      if (consent) window.localStorage.setItem('lobby-marketing-consent', consent);
    });
    const byCode = await signUp(page);
    expect(await arrived('sign_up')).toMatchObject({ path: '/signup', props: { method: 'email' } });
    const otp = /code is (\d{6})/.exec((await running.stack.mail.waitForMail(byCode)).text)![1];
    await page.getByLabel('Verification code digit').first().click();
    await page.keyboard.type(otp);
    await page.getByRole('button', { name: 'Verify' }).click();
    await arrived('otp_verified');

    const linkPage = await newPage();
    await linkPage.goto(`${running.stack.url}/signup`);
    await linkPage.getByRole('button', { name: 'Allow cookies' }).click();
    const byLink = await signUp(linkPage);
    const mail = await running.stack.mail.waitForMail(byLink);
    await linkPage.goto(/(http\S+\/signup\/verify\/[A-Za-z0-9_-]+)/.exec(mail.text)![1]);
    await arrived('link_verified');

    expect(new Set(beacons.map((beacon) => beacon.pixelId))).toEqual(new Set([PIXEL_ID]));
    await linkPage.context().close();
    await page.context().close();
  });

  it('sends nothing after the visitor refused, until they allow cookies under Cookie settings', async () => {
    beacons.length = 0;
    const page = await newPage(PHONE);
    await page.goto(`${running.stack.url}/browse`);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    await page.getByText(/^\d+ gigs$/).waitFor();
    await saveScreenshot(page, 'cookie-banner-phone');
    await banner.getByRole('button', { name: 'Refuse cookies' }).click();
    await banner.waitFor({ state: 'detached' });

    await logIn(page, running.stack.url, 'fan@lobby.gg', PASSWORD);
    await page.goto(`${running.stack.url}/stars/${DEMO_STARS[1].username}`);
    await page
      .getByRole('button', { name: /^Favorite(d)?: / })
      .first()
      .waitFor();

    // Changing the answer: the footer reopens the banner; allowing sends this page's view, and only that.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await banner.getByRole('button', { name: 'Allow cookies' }).click();
    await arrived('page_view', (beacon) => beacon.path === `/stars/${DEMO_STARS[1].username}`);
    expect(beacons.map((beacon) => beacon.event)).toEqual(['page_view']);
    await page.context().close();
  });

  it("serves a star's and a gig's preview tags in the raw HTML, and a sitemap, from the real services", async () => {
    const star = DEMO_STARS[0];
    const raw = async (path: string) => (await fetch(`${running.stack.url}${path}`)).text();
    const starHtml = await raw(`/stars/${star.username}`);
    expect(starHtml).toContain(
      `<meta property="og:url" content="${running.stack.url}/stars/${star.username}" />`,
    );
    expect(starHtml).toContain('<meta property="og:type" content="profile" />');
    expect(starHtml).toContain('<meta name="twitter:card" content="summary_large_image" />');

    const gigs = await running.stack.call<{ slug: string; product_title: string }[]>(
      `/api/get/products-by-username/${star.username}`,
    );
    const gig = gigs.body[0];
    const gigHtml = await raw(`/stars/${star.username}/gigs/${gig.slug}`);
    expect(gigHtml).toContain('<meta property="og:type" content="product" />');
    expect(gigHtml).toContain(`<meta property="og:title" content="${gig.product_title} with`);

    const index = await raw('/sitemap.xml');
    expect(index).toContain(`<loc>${running.stack.url}/sitemaps/stars-1.xml</loc>`);
    expect(await raw('/sitemaps/stars-1.xml')).toContain(
      `<loc>${running.stack.url}/stars/${star.username}</loc>`,
    );
    expect(await raw('/sitemaps/gigs-1.xml')).toContain(`/stars/${star.username}/gigs/${gig.slug}</loc>`);
  });
});
