import { SuccessText, type GigDto } from '@lobby/contracts';
import type { Page } from 'playwright-core';
import { type BrowserStack, DEMO_PASSWORD, DESKTOP, logIn, paintedPng } from '../browser-stack';
import { expectNoSeriousA11yViolations } from '../axe';

const DEMO_STREAMER = { email: 'streamer@lobby.gg', password: DEMO_PASSWORD };

export const gigEditorInTheBrowser = (running: BrowserStack) =>
  describe('a streamer adding a gig in the browser', () => {
    const { stack } = running;
    let page: Page;

    beforeAll(async () => {
      page = await running.browser.newPage({ viewport: DESKTOP });
    });

    it('adds a gig with a cropped thumbnail, a tag and a requirement, and sees it on their products page', async () => {
      await logIn(page, stack.url, DEMO_STREAMER.email, DEMO_STREAMER.password);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gigs' }).click();
      await page.waitForURL(/\/influencer\/products$/);
      await page.getByRole('tab', { name: /Active gigs/ }).waitFor();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Add gig' }).first().click();
      const form = page.getByRole('dialog', { name: 'Add a gig' });
      await form.getByRole('combobox', { name: 'Game', exact: true }).click();
      await page.getByRole('option', { name: 'Valorant' }).click();
      await form.getByRole('combobox', { name: 'Game mode' }).click();
      await page.getByRole('option').first().click();
      // The price's rule is shown and a price under it is refused before anything is sent.
      await form.getByText('At least ₹10').waitFor();
      await form.getByLabel(/^Price/).fill('9.99');
      await form.getByRole('button', { name: 'Add gig' }).click();
      await page.getByText('Price should be at least ₹10').first().waitFor();
      await form.getByLabel(/^Price/).fill('12.50');
      const title = `Duo ranked climb ${Date.now() % 1_000_000}`;
      await form.getByLabel('Title').fill(title);

      // A tag is added with Enter and trimmed; typing it again adds nothing.
      const tags = form.getByRole('combobox', { name: 'Tags' });
      await tags.fill('  duo  ');
      await tags.press('Enter');
      await tags.fill('Duo');
      await tags.press('Enter');
      expect(await form.locator('.mantine-TagsInput-pill').allInnerTexts()).toEqual(['duo']);

      await form.getByRole('button', { name: 'Add requirement' }).click();
      await form.getByLabel('Requirement 1', { exact: true }).fill('age');
      await form.getByLabel('Requirement 1 value').fill('18+');
      await expectNoSeriousA11yViolations(page);

      const chooser = page.waitForEvent('filechooser');
      await form.getByRole('button', { name: 'Choose a thumbnail image' }).click();
      await (
        await chooser
      ).setFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await paintedPng(page, { width: 1600, height: 1200, colors: ['#7c3aed', '#e64980'] }),
      });
      await form.getByRole('button', { name: 'Crop and upload' }).click();
      await form.getByRole('img', { name: 'Gig thumbnail' }).waitFor();
      await expectNoSeriousA11yViolations(page);

      const added = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/influencer/add/product',
      );
      await form.getByRole('button', { name: 'Add gig' }).click();
      const { gig } = (await (await added).json()) as { gig: GigDto };
      await page.getByText(SuccessText.gigAdded).waitFor();
      expect(gig).toMatchObject({
        product_title: title,
        price: 12.5,
        session_tags: ['duo'],
        requirements: [{ key: 'age', value: '18+' }],
        status: 'active',
      });
      expect(gig.product_cover_img).toBeTruthy();

      // On the products page, and still there after a reload.
      const card = page.getByRole('article').filter({ hasText: title });
      await card.waitFor();
      await page.reload();
      await card.waitFor();
      await expectNoSeriousA11yViolations(page);
      expect(await card.textContent()).toContain('Valorant');
    });
  });
