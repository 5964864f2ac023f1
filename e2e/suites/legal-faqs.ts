import type { AuditLogPage, LegalDocumentDto } from '@lobby/contracts';
import { type BrowserStack, DESKTOP, expectAccessibleThenScreenshot } from '../browser-stack';

/**
 * Issue 18 items 2 and 3: staff publish a new privacy policy version that the public page then shows (the first
 * stays in the history), staff add and order a FAQ that visitors find by searching, and the cancellation policy
 * lists the booking rule's tiers. (A fan accepting the VIP terms at a VIP checkout is in live-queue.e2e.ts.)
 */
export const faqsAndLegalTextsInTheBrowser = (running: BrowserStack) =>
  describe('FAQs and legal texts in the browser', () => {
    const visitorPage = () => running.browser.newPage({ viewport: DESKTOP });

    it('publishes a new privacy policy version that the public page shows, the first kept in the history', async () => {
      const visitor = await visitorPage();
      await visitor.goto(`${running.stack.url}/privacy-policy`);
      await visitor.getByText(/^Version 1 · in force since/).waitFor();

      const staff = await running.staffPage();
      await staff.goto(`${running.stack.url}/admin/privacy-policy`);
      await staff.getByRole('heading', { name: 'Privacy policy: next version' }).waitFor();
      await staff.getByRole('button', { name: 'Add key point' }).click();
      await staff.getByRole('textbox', { name: 'Key point 5' }).fill('Chat logs are deleted after 30 days.');
      await staff
        .getByRole('textbox', { name: 'Detailed text' })
        .fill('Version two of our privacy policy.\n\nWe keep chat logs for 30 days, then delete them.');
      await staff.getByRole('button', { name: 'Publish new version' }).click();
      await staff.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
      await staff.getByText('New version published').waitFor();
      await staff.getByText('Version 2', { exact: true }).waitFor();
      await staff.getByText('Version 1', { exact: true }).waitFor();
      await expectAccessibleThenScreenshot(staff, 'admin-privacy-policy');

      await visitor.reload();
      await visitor.getByText(/^Version 2 · in force since/).waitFor();
      await visitor.getByText('Chat logs are deleted after 30 days.').waitFor();
      await visitor.getByText('We keep chat logs for 30 days, then delete them.').waitFor();
      expect(await visitor.title()).toBe('Privacy Policy · Lobby');
      await expectAccessibleThenScreenshot(visitor, 'privacy-policy');

      // The publish is in the audit log under the version's id.
      const current = await running.stack.call<LegalDocumentDto>('/api/get/privacy-policy');
      expect(current.body).toMatchObject({ version: 2 });
      const admin = await running.stack.signIn('admin@lobby.gg');
      const audit = await running.stack.call<AuditLogPage>(
        `/api/admin/audit-log?action=content.legal.publish&targetId=${current.body._id}`,
        { token: admin.token },
      );
      expect(audit.body.data).toHaveLength(1);
    });

    it('adds a FAQ, moves it up, and a visitor finds it by searching and opens its own page', async () => {
      const staff = await running.staffPage();
      await staff.goto(`${running.stack.url}/admin/faqs`);
      await staff.getByTestId('faq-row').first().waitFor();
      await staff.getByRole('button', { name: 'Add FAQ' }).click();
      const dialog = staff.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Question' }).fill('Where does a VIP refund go?');
      await dialog
        .getByRole('textbox', { name: 'Answer' })
        .fill('Back to your Lobby wallet.\n\nYou can spend it on any booking.');
      await dialog.getByRole('textbox', { name: 'Category' }).fill('Live queues');
      await dialog.getByRole('button', { name: 'Add FAQ' }).click();
      await staff.getByText('FAQ created').waitFor();
      const rows = staff.getByTestId('faq-row');
      await rows.nth(5).getByText('Where does a VIP refund go?').waitFor();
      await staff.getByRole('button', { name: 'Move "Where does a VIP refund go?" up' }).click();
      await rows.nth(4).getByText('Where does a VIP refund go?').waitFor();
      await expectAccessibleThenScreenshot(staff, 'admin-faqs');

      const visitor = await visitorPage();
      await visitor.goto(`${running.stack.url}/faqs`);
      await visitor.getByRole('textbox', { name: 'Search the questions' }).fill('wallet refund');
      await visitor.getByRole('button', { name: 'Where does a VIP refund go?' }).click();
      await visitor.getByText('You can spend it on any booking.').waitFor();
      expect(await visitor.getByRole('button', { name: 'How do I book a session?' }).count()).toBe(0);
      await expectAccessibleThenScreenshot(visitor, 'faqs-search');
      await visitor.getByRole('textbox', { name: 'Search the questions' }).fill('');
      // Live queues: the seeded question first, then the new one moved above "How do I become a star".
      const liveQueues = await visitor.getByRole('button', { name: /\?$/ }).allTextContents();
      expect(liveQueues.slice(-3)).toEqual([
        'What is a VIP place in a live queue?',
        'Where does a VIP refund go?',
        'How do I become a star on Lobby?',
      ]);
      await expectAccessibleThenScreenshot(visitor, 'faqs');
      // Still open from the search: the answer links to the question's own page.
      await visitor.getByRole('link', { name: 'Link to this question' }).click();
      await visitor.waitForURL(/\/faqs\/where-does-a-vip-refund-go$/);
      await visitor.getByRole('heading', { name: 'Where does a VIP refund go?', level: 1 }).waitFor();
      await visitor.getByRole('heading', { name: 'Related questions' }).waitFor();
      await expectAccessibleThenScreenshot(visitor, 'faq');
    });

    it("shows the cancellation policy with every named policy's tiers and the terms of service, to a fan", async () => {
      const fan = await running.signedInPage('fan@lobby.gg');
      await fan.goto(`${running.stack.url}/cancellation-policy`);
      await fan.getByText(/^Version 1 · in force since/).waitFor();
      await fan
        .getByTestId('policy-moderate')
        .getByText('50% back when you cancel 24 hours or more before the slot')
        .waitFor();
      await expectAccessibleThenScreenshot(fan, 'cancellation-policy');
      await fan.goto(`${running.stack.url}/terms-of-service`);
      await fan.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
      await fan.getByText(/^Version 1 · in force since/).waitFor();
      await expectAccessibleThenScreenshot(fan, 'terms-of-service');

      const staff = await running.staffPage();
      await staff.goto(`${running.stack.url}/admin/terms-and-privacy`);
      await staff.getByRole('tab', { name: 'Streamer Agreement' }).click();
      await staff.getByRole('heading', { name: 'Streamer Agreement: next version' }).waitFor();
      await expectAccessibleThenScreenshot(staff, 'admin-terms-and-privacy');
    });
  });
