import { GstinText, OnboardingText, type OnboardingSubmissionDto } from '@lobby/contracts';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../axe';
import {
  type BrowserStack,
  DEMO_PASSWORD,
  DESKTOP,
  logIn,
  paintedPng,
  saveScreenshot,
} from '../browser-stack';

const DEMO_STREAMER = { email: 'streamer@lobby.gg', password: DEMO_PASSWORD };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function chooseFile(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles(file);
}

/** The card that shows what was submitted and its status badge. */
const statusCard = (page: Page) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Your onboarding details', exact: true }) });

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const onboardingInTheBrowser = (running: BrowserStack) =>
  describe('a streamer onboarding in the browser', () => {
    const { stack } = running;
    let page: Page;

    beforeAll(async () => {
      page = await running.browser.newPage({ viewport: DESKTOP });
    });

    it('reads the terms, submits the onboarding form with both documents and a GSTIN and sees it submitted, masked', async () => {
      await logIn(page, stack.url, DEMO_STREAMER.email, DEMO_STREAMER.password);

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Onboarding and bank details' }).click();
      await page.waitForURL(/\/influencer\/terms-and-conditions$/);
      await page.getByRole('heading', { name: 'Terms and conditions' }).waitFor();
      await page.getByText('By submitting your onboarding and bank details').waitFor();
      const form = page.getByRole('form', { name: 'Onboarding details' });

      // The spec's texts come before anything is sent.
      await form.getByRole('button', { name: 'Submit onboarding details' }).click();
      await form.getByText(OnboardingText.bankOptionRequired).waitFor();
      await form.getByText(OnboardingText.bankStatementRequired).waitFor();
      await form.getByText(OnboardingText.signedAgreementRequired).waitFor();
      await expectNoSeriousA11yViolations(page);

      await form.getByLabel('Full name').fill('Demo Streamer');
      await form.getByLabel('Gaming name').fill('DemoPlays');
      await form.getByLabel('Mobile number').fill('+44 7700 900123');
      await pick(page, 'T-shirt size', 'L');
      await form.getByLabel('Address').fill('1 High Street, London');
      await page.getByRole('combobox', { name: 'Country' }).fill('United Kingdom');
      await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
      await form.getByLabel('Bank name').fill('Example Bank');
      await form.getByLabel('Account holder name').fill('Demo Streamer');
      await form.getByLabel('Account number').fill('000123456789');
      await pick(page, 'Bank option', 'IBAN');
      await form.getByLabel('IBAN').fill('GB33BUKB20201555555555');
      // The optional GSTIN is held to its format before sending; typed in lower case, it is kept upper-cased.
      await form.getByLabel('GSTIN (optional)').fill('29ABCDE1234F1Y5');
      await form.getByRole('button', { name: 'Submit onboarding details' }).click();
      await form.getByText(GstinText.invalid).waitFor();
      await form.getByLabel('GSTIN (optional)').fill('29abcde1234f1z5');
      await chooseFile(page, 'Bank statement', {
        name: 'statement.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await chooseFile(page, 'Signed agreement', {
        name: 'agreement.png',
        mimeType: 'image/png',
        buffer: await paintedPng(page, { width: 300, height: 200, colors: ['#7c3aed'] }),
      });

      // The streamer accepts the streamer agreement in force; its version is recorded with the submission.
      await form.getByRole('checkbox', { name: /I accept the streamer agreement \(version 1\)/ }).check();
      const submitted = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/post/streamer/onboard',
      );
      await form.getByRole('button', { name: 'Submit onboarding details' }).click();
      const answer = await submitted;
      expect(answer.status()).toBe(200);
      const signedIn = await stack.signIn(DEMO_STREAMER.email, DEMO_STREAMER.password);
      expect(
        await stack.call('/api/user/legal-acceptance?type=streamerAgreement', { token: signedIn.token }),
      ).toMatchObject({ status: 200, body: { userId: signedIn.userId, version: 1 } });
      const { submission } = (await answer.json()) as { submission: OnboardingSubmissionDto };
      expect(submission).toMatchObject({
        status: 'submitted',
        accountNumber: '****6789',
        bankCode: '****5555',
        gstin: '29ABCDE1234F1Z5',
      });

      await page.getByText(OnboardingText.onboardingSubmitted).waitFor();
      const status = statusCard(page);
      await status.getByText('submitted', { exact: true }).waitFor();
      await status.getByText('****6789', { exact: true }).waitFor();
      await status.getByText('****5555', { exact: true }).waitFor();
      await status.getByText('29ABCDE1234F1Z5', { exact: true }).waitFor();
      expect(await page.content()).not.toContain('000123456789');
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, 'onboarding', { fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, 'onboarding-phone', { fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });

      // Still there, and still 'submitted', after a reload.
      await page.reload();
      await statusCard(page).getByText('submitted', { exact: true }).waitFor();
    });
  });
