import { BlogText, type BlogHomeDto } from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import sharp from 'sharp';
import { type BrowserStack, DESKTOP, expectAccessibleThenScreenshot } from '../browser-stack';

const TITLE = 'Five tips for your first lobby';
const SLUG = 'five-tips-for-your-first-lobby';
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/**
 * Issue 18 item 1: the demo admin writes a post with formatting and a cover in /admin/blog-editor, schedules it a
 * few seconds ahead; it is listed as scheduled, stays off /blogs until its time, then shows under latest, opens
 * with its formatting kept, and is listed on its author's page.
 */
export const blogsInTheBrowser = (running: BrowserStack) =>
  describe('blogs in the browser', () => {
    it('staff write, schedule and publish a post that then shows under latest and on its author page', async () => {
      const url = running.stack.url;
      const staff = await running.staffPage();
      await staff.goto(`${url}/admin/blog-editor`);
      await staff.getByLabel('Title').fill(TITLE);
      await expect(staff.getByLabel('Slug').inputValue()).resolves.toBe(SLUG);
      await staff.getByLabel('Excerpt').fill('What to check before your first game with a streamer.');

      // The body: a heading, bold and italic words, a list, typed with the toolbar and the editor's shortcuts.
      const body = staff.locator('.ProseMirror');
      await body.click();
      await staff.getByRole('button', { name: 'Heading 2' }).click();
      await staff.keyboard.type('Before you join');
      await staff.keyboard.press('Enter');
      await staff.keyboard.type('Bring a ');
      await staff.getByRole('button', { name: 'Bold' }).click();
      await staff.keyboard.type('headset');
      await staff.getByRole('button', { name: 'Bold' }).click();
      await staff.keyboard.type(' and be ');
      await staff.keyboard.press('Control+i');
      await staff.keyboard.type('on time');
      await staff.keyboard.press('Control+i');
      await staff.keyboard.press('Enter');
      await staff.keyboard.type('- Warm up');
      await staff.keyboard.press('Enter');
      await staff.keyboard.type('Check your mic');

      const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#6c4fd8' } })
        .png()
        .toBuffer();
      const [chooser] = await Promise.all([
        staff.waitForEvent('filechooser'),
        staff.getByRole('button', { name: 'Upload cover' }).click(),
      ]);
      await chooser.setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
      await staff.getByAltText('Cover').waitFor();

      await staff.getByRole('combobox', { name: 'Categories' }).fill('Guides');
      await staff.getByRole('combobox', { name: 'Categories' }).press('Enter');
      await staff.getByRole('combobox', { name: 'Tags' }).fill('beginners');
      await staff.getByRole('combobox', { name: 'Tags' }).press('Enter');
      await staff.getByRole('switch', { name: 'Staff pick' }).check();

      // Schedule it half a minute ahead (the picker is in the browser's time zone).
      await staff
        .locator('label')
        .filter({ hasText: /^Schedule$/ })
        .click();
      await staff.getByRole('button', { name: 'Publish at' }).click();
      await staff.locator('button[data-today]').click();
      const at = await staff.evaluate(() => {
        const when = new Date(Date.now() + 30_000);
        return { iso: when.toISOString(), h: when.getHours(), m: when.getMinutes(), s: when.getSeconds() };
      });
      const two = (n: number) => String(n).padStart(2, '0');
      await staff.getByLabel('Hours').fill(two(at.h));
      await staff.getByLabel('Minutes').fill(two(at.m));
      await staff.getByLabel('Seconds').fill(two(at.s));
      await staff.getByRole('button', { name: 'Use this time' }).click();
      await expectAccessibleThenScreenshot(staff, 'blogs-editor');
      await staff.getByRole('button', { name: 'Schedule', exact: true }).click();
      await staff.getByText(BlogText.created).waitFor();
      await staff.waitForURL(/\/admin\/blog-editor\?id=/);

      await staff.goto(`${url}/admin/blogs`);
      const row = staff.getByRole('row').filter({ hasText: TITLE });
      await row.getByText('Scheduled').waitFor();
      await expectAccessibleThenScreenshot(staff, 'blogs-admin-list');

      // A visitor: not on /blogs yet.
      // A person's browser (headless Chromium names itself HeadlessChrome, which the bot rule leaves out).
      const visitor = await running.browser.newPage({ viewport: DESKTOP, userAgent: PERSON });
      await visitor.goto(`${url}/blogs`);
      await visitor.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
      await expect(visitor.getByText(TITLE).count()).resolves.toBe(0);

      // At its time it is public, without anyone publishing it again.
      await waitFor(
        async () => {
          const home = await running.stack.call<BlogHomeDto>('/api/blogs/home');
          return home.body.latest.some((card) => card.slug === SLUG) ? true : undefined;
        },
        { what: 'the scheduled post to be published', timeoutMs: 90_000, intervalMs: 1000 },
      );
      expect(Date.now()).toBeGreaterThanOrEqual(new Date(at.iso).getTime() - 1000);
      await visitor.reload();
      const latest = visitor.getByTestId('blog-latest');
      await latest.getByRole('link', { name: TITLE }).waitFor();
      await expect(visitor.getByTestId('blog-staff-picks').getByText(TITLE).count()).resolves.toBe(1);
      await expectAccessibleThenScreenshot(visitor, 'blogs-home');

      await latest.getByRole('link', { name: TITLE }).click();
      await visitor.waitForURL(`${url}/blogs/${SLUG}`);
      const article = visitor.locator('article');
      await article.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      await article.getByRole('heading', { name: 'Before you join', level: 2 }).waitFor();
      await expect(article.locator('strong', { hasText: 'headset' }).count()).resolves.toBe(1);
      await expect(article.locator('em', { hasText: 'on time' }).count()).resolves.toBe(1);
      await expect(article.locator('li').allInnerTexts()).resolves.toEqual(['Warm up', 'Check your mic']);
      await expect(article.locator('img[src^="/uploads/blog-images/"]').count()).resolves.toBe(1);
      await expectAccessibleThenScreenshot(visitor, 'blogs-post');

      await article.getByRole('link', { name: 'Demo Admin' }).click();
      await visitor.waitForURL(`${url}/blogs/author/demo_admin`);
      await visitor.getByTestId('blog-author-card').getByText('Demo Admin').waitFor();
      await visitor.getByTestId('blog-author-posts').getByRole('link', { name: TITLE }).waitFor();
      await expectAccessibleThenScreenshot(visitor, 'blogs-author');

      // The visitor's read counted once; the staff member's headless browser never did.
      const views = await waitFor(
        async () => {
          const home = await running.stack.call<BlogHomeDto>('/api/blogs/home');
          const card = home.body.popular.find((c) => c.slug === SLUG);
          return card ? card.views : undefined;
        },
        { what: 'the read to count', intervalMs: 300 },
      );
      expect(views).toBe(1);
      await staff.close();
      await visitor.close();
    });
  });
