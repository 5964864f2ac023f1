import { SuccessText } from '@lobby/contracts';
import type { Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { useBrowserStack } from './browser-stack';
import { expectNoSeriousA11yViolations } from './axe';

jest.setTimeout(180_000);

const DEMO_FAN = { email: 'fan@lobby.gg', password: 'LobbyDemo!2026' };

/** A response from `path` whose query matches: a value, `true` for "present", `null` for "absent". */
const isCall =
  (path: string, params: Record<string, string | true | null> = {}) =>
  (response: Response) => {
    const url = new URL(response.url());
    return (
      url.pathname === path &&
      Object.entries(params).every(([name, value]) =>
        value === null
          ? !url.searchParams.has(name)
          : value === true
            ? url.searchParams.has(name)
            : url.searchParams.get(name) === value,
      )
    );
  };

/** The number of gig cards in the list (each card is an `article`). */
const cardCount = (page: Page) => page.getByRole('article').count();

describe('a visitor discovering the catalog in the browser', () => {
  const running = useBrowserStack();
  const { stack } = running;
  let page: Page;

  beforeAll(async () => {
    page = await running.browser.newPage({ viewport: { width: 1280, height: 800 } });
  });

  it('closes the welcome, browses and filters by a game, scrolls to page 2, finds a misspelled star, and favourites a gig', async () => {
    // The landing page and its first-visit modal: a welcome that moves on by itself, then 'Enter'.
    await page.goto(`${stack.url}/`);
    const welcome = page.getByRole('dialog', { name: 'Welcome to Lobby' });
    await welcome.getByRole('heading', { name: 'What is Lobby?' }).waitFor({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(page);
    await welcome.getByRole('button', { name: 'Enter' }).click();
    await welcome.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Popular gigs' }).waitFor();
    await page.getByRole('article').first().waitFor();
    await expectNoSeriousA11yViolations(page);

    // Browse, then one game only.
    const firstPage = page.waitForResponse(isCall('/api/get/GigsForScroll', { page: '1' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
    await page.waitForURL(/\/browse$/);
    const all = (await (await firstPage).json()) as { total: number; totalPages: number };
    expect(all.totalPages).toBeGreaterThan(1);
    await page.getByText(`${all.total} gigs`, { exact: true }).waitFor();
    await page.getByRole('article').first().waitFor();
    await expectNoSeriousA11yViolations(page);

    const filtered = page.waitForResponse(isCall('/api/get/GigsForScroll', { page: '1', gameId: true }));
    const gameInput = page.getByRole('combobox', { name: 'Game', exact: true });
    await gameInput.click();
    await gameInput.fill('Valorant');
    await page.getByRole('option', { name: 'Valorant', exact: true }).click();
    const valorant = (await (await filtered).json()) as {
      total: number;
      data: { _game_id: { name: string } }[];
    };
    expect(new URL(page.url()).searchParams.get('game')).toBeTruthy();
    expect(valorant.total).toBeGreaterThan(0);
    expect(valorant.total).toBeLessThan(all.total);
    await page.getByText(`${valorant.total} gigs`, { exact: true }).waitFor();
    expect(valorant.total).toBeGreaterThan(15);
    const firstPageCards = await cardCount(page);
    expect(firstPageCards).toBe(15);

    // Still filtered by the game: scroll until the second page arrives and adds the rest of its gigs.
    const secondPage = page.waitForResponse(isCall('/api/get/GigsForScroll', { page: '2', gameId: true }));
    let secondPageArrived = false;
    void secondPage.then(() => (secondPageArrived = true));
    for (let step = 0; step < 30 && !secondPageArrived; step++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(150);
    }
    expect((await secondPage).status()).toBe(200);
    await page.waitForFunction(
      (total) => document.querySelectorAll('article').length === total,
      valorant.total,
    );
    const shownGames = await page.getByRole('article').allTextContents();
    for (const card of shownGames) expect(card).toContain('Valorant');

    // The header search forgives a typo and opens the star's page.
    await page.evaluate(() => window.scrollTo(0, 0));
    const search = page.getByRole('textbox', { name: 'Search', exact: true });
    const suggestions = page.waitForResponse(
      isCall('/api/get/stars_gigs_search', { searchQuery: 'nova plys' }),
    );
    await search.fill('nova plys');
    const found = (await (await suggestions).json()) as { name: string }[];
    expect(found.map((suggestion) => suggestion.name)).toContain('Nova Reyes');
    const nova = page.getByRole('option', { name: /^Nova Reyes Creator/ });
    await nova.waitFor();
    const searchRecorded = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/track/click' &&
        response.request().postDataJSON()?.type === 'search',
    );
    await nova.click();
    await page.waitForURL(/\/stars\/nova_plays$/);
    await page.getByRole('heading', { level: 1, name: 'Nova Reyes' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    const recorded = await searchRecorded;
    expect(recorded.status()).toBe(200);
    expect(recorded.request().postDataJSON()).toMatchObject({ type: 'search', searchTerm: 'nova plys' });

    // Sign in as the demo fan from the header (it comes back to the star's page) and favourite the first gig on Browse.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email or username').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Email or username').fill(DEMO_FAN.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_FAN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${stack.url}/stars/nova_plays`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
    await page.waitForURL(/\/browse$/);
    await page.getByText(`${all.total} gigs`, { exact: true }).waitFor();
    const card = page.getByRole('article').first();
    await card.waitFor();
    const title = (await card.getAttribute('aria-label'))!;
    const saved = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/save_favoriteGig',
    );
    await card.getByRole('button', { name: `Add ${title} to favorites` }).click();
    await page.getByText(SuccessText.gigFavorited).waitFor();
    await card.getByRole('button', { name: `Remove ${title} from favorites` }).waitFor();
    expect((await saved).status()).toBe(200);
    await expectNoSeriousA11yViolations(page);

    // "Favorites only" lists exactly that gig.
    const favoritesOnly = page.waitForResponse(isCall('/api/get/GigsForScroll', { favoritesOnly: 'true' }));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('switch', { name: 'Favorites only' }).click();
    expect((await favoritesOnly).status()).toBe(200);
    await page.getByText('1 gig', { exact: true }).waitFor();
    expect(await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.ariaLabel))).toEqual([
      title,
    ]);
  });

  it('shows a keyboard user the focus ring around a gig card, which is drawn just outside the card', async () => {
    const visitor = await running.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await visitor.addInitScript(() => localStorage.setItem('lobby-landing-modal-seen', '1'));
    await visitor.goto(`${stack.url}/browse`);
    const card = visitor.getByRole('article').nth(1);
    const link = card.getByRole('link').last();
    await link.scrollIntoViewIfNeeded();
    // Focus moved while the keyboard is in use shows its ring (:focus-visible), as when tabbing to the card.
    await visitor.keyboard.press('Tab');
    await link.focus();
    await expect(link.evaluate((element) => element.matches(':focus-visible'))).resolves.toBe(true);

    // The ring (2 px, 2 px outside the card) in a strip beside the card's right edge, at half its height.
    const box = (await card.boundingBox())!;
    const strip = await visitor.screenshot({
      clip: { x: box.x + box.width + 1, y: box.y + box.height / 2 - 10, width: 4, height: 20 },
    });
    const { data, info } = await sharp(strip).raw().toBuffer({ resolveWithObject: true });
    let ringPixels = 0;
    for (let at = 0; at < data.length; at += info.channels) {
      const [red, , blue] = [data[at], data[at + 1], data[at + 2]];
      if (blue > 180 && red > 100) ringPixels += 1; // the violet ring, not the dark page behind
    }
    expect(ringPixels).toBeGreaterThan(10);
    await visitor.close();
  });

  it("shows a card's tooltip the first time a mouse points at its button, and hides it as the mouse leaves", async () => {
    const visitor = await running.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await visitor.addInitScript(() => localStorage.setItem('lobby-landing-modal-seen', '1'));
    await visitor.goto(`${stack.url}/browse`);
    const favorite = visitor
      .getByRole('article')
      .first()
      .getByRole('button', { name: /favorite/i });
    const element = await favorite.elementHandle();
    // The tooltip is made as the mouse arrives, beside the button: the same button, and no second hover needed.
    await favorite.hover();
    await expect(visitor.getByRole('tooltip').textContent()).resolves.toBe('Add to favorites');
    await expect(element!.evaluate((button) => button.isConnected)).resolves.toBe(true);
    await visitor.mouse.move(1, 1);
    await visitor.getByRole('tooltip').waitFor({ state: 'detached' });
    await favorite.hover();
    await visitor.getByRole('tooltip').waitFor();
    await visitor.close();
  });

  it('scrolls the popular stars sideways with arrows shown only at the ends there is more to see', async () => {
    const visitor = await running.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await visitor.addInitScript(() => localStorage.setItem('lobby-landing-modal-seen', '1'));
    await visitor.goto(`${stack.url}/`);
    const row = visitor.getByRole('list', { name: 'Popular stars list' });
    await row.getByRole('article').first().waitFor();
    const shown = (label: string) =>
      visitor.waitForFunction((name) => {
        const arrow = document.querySelector(`button[aria-label="${name}"]`);
        return arrow !== null && !arrow.hasAttribute('data-hidden');
      }, label);
    // More stars than fit: only the right arrow, until the row has moved.
    await shown('Scroll right');
    const left = visitor.getByRole('button', { name: 'Scroll left' });
    await expect(left.getAttribute('data-hidden')).resolves.not.toBeNull();
    const firstStarX = () =>
      row
        .getByRole('article')
        .first()
        .evaluate((card) => card.getBoundingClientRect().x);
    const before = await firstStarX();
    await visitor.getByRole('button', { name: 'Scroll right' }).click();
    await shown('Scroll left');
    // The row moves by two cards (smoothly).
    await visitor.waitForFunction(
      (start) =>
        document.querySelector('[aria-label="Popular stars list"] article')!.getBoundingClientRect().x <
        start - 400,
      before,
    );
    expect(await firstStarX()).toBeLessThan(before - 400);
    await visitor.close();
  });
});
