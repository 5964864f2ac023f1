import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { type BrowserStack } from '../browser-stack';
import { expectNoSeriousA11yViolations } from '../axe';

export const accountInTheBrowser = (running: BrowserStack) =>
  describe('a new fan in the browser', () => {
    const { stack } = running;
    let page: Page;

    beforeEach(async () => {
      page = await running.browser.newPage();
    });

    afterEach(async () => {
      await page.close();
    });

    it('signs up, is signed in by the emailed link, logs out and logs in', async () => {
      const suffix = randomBytes(3).toString('hex');
      const email = `gamer_${suffix}@example.com`;
      const password = 'super secret 42';

      await page.goto(`${stack.url}/signup`);
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('Full name').fill('Grace Gamer');
      await page.getByLabel('Username').fill(`grace_${suffix}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(/\/signup\/verifyotp\/[0-9a-f-]{36}\//);
      await page.getByRole('button', { name: 'Verify' }).waitFor();
      await expectNoSeriousA11yViolations(page);

      const mail = await stack.mail.waitForMail(email);
      const link = /(http\S+\/signup\/verify\/[A-Za-z0-9_-]+)/.exec(mail.text)![1];
      expect(link.startsWith(stack.url)).toBe(true);
      // The link proves the email and signs the new fan in: on to home, not to the login page.
      await page.goto(link);
      await page.getByRole('alert').getByText('Verify successfully').waitFor();
      await page.waitForURL(`${stack.url}/`);
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
      await page.getByText('Successfully Logged Out').waitFor();
      await expectSignedOut(page);
      const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
      expect(stored).not.toContain('accessToken":"ey');

      await page.goto(`${stack.url}/login`);
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('Email or username').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(`${stack.url}/`);
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
    });

    it('is signed in by the 6-digit code and goes on to the page the sign-up started from', async () => {
      const suffix = randomBytes(3).toString('hex');
      const email = `coder_${suffix}@example.com`;
      await page.goto(`${stack.url}/signup?redirect=${encodeURIComponent('/browse')}`);
      await page.getByLabel('Full name').fill('Otto Code');
      await page.getByLabel('Username').fill(`otto_${suffix}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('another secret 7');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(/\/signup\/verifyotp\//);

      const otp = /code is (\d{6})/.exec((await stack.mail.waitForMail(email)).text)![1];
      await page.getByLabel('Verification code digit').first().click();
      await page.keyboard.type(otp);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('alert').getByText('Verify successfully').waitFor();
      await page.waitForURL(`${stack.url}/browse`);
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
    });

    it('sends a signed-out visitor from /profile to the login page', async () => {
      await page.goto(`${stack.url}/profile`);
      await page.waitForURL(/\/login/);
      await page.getByRole('button', { name: 'Log in' }).waitFor();
      expect(await page.getByLabel('Email or username').isVisible()).toBe(true);
    });
  });

async function expectSignedOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).waitFor({ state: 'detached' });
}
