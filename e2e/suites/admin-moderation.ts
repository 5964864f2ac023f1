import {
  type AdminDashboardDto,
  BookingEventSubjects,
  type Currency,
  formatMoney,
  type OrderPaidEvent,
} from '@lobby/contracts';
import { DomainEventPublisher, waitFor } from '@lobby/test-kit';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../axe';
import { type BrowserStack, saveScreenshot, screenshotAtBothSizes } from '../browser-stack';

/**
 * Issue 17 items 4 and 2: the demo admin bans a reported account from /admin/reported-users and unbans it from
 * /admin/banned-users, each read back from the audit log; a read-only member sees the lists without the buttons,
 * a fan is kept out; the dashboard shows the sales the ledger booked.
 */
export const moderationInTheBrowser = (running: BrowserStack) =>
  describe('staff acting on reports and bans, and the dashboard, in the browser', () => {
    async function screenshots(page: Page, name: string) {
      await expectNoSeriousA11yViolations(page);
      await screenshotAtBothSizes(page, name);
    }

    it('bans a reported account, which is signed out at once, then unbans it', async () => {
      const fan = await running.stack.signIn('fan@lobby.gg');
      const moderator = await running.stack.signIn('moderator@lobby.gg');
      const streamer = await running.stack.signIn('streamer@lobby.gg');
      for (const [target, reason] of [
        [moderator.userId, 'Threatened me in voice chat'],
        [streamer.userId, 'Late to our session'],
      ])
        expect(
          (
            await running.stack.call('/api/post/report-user-account', {
              token: fan.token,
              body: { reportedUserId: target, reason },
            })
          ).status,
        ).toBe(200);

      const page = await running.staffPage();
      await page.goto(`${running.stack.url}/admin/reported-users`);
      await page.getByRole('heading', { name: 'Reported users' }).waitFor();
      await page.getByText('Threatened me in voice chat').waitFor();
      await screenshots(page, 'admin-reported-users');

      // The streamer's report is marked reviewed: it leaves the pending list and shows under Reviewed.
      await page.getByRole('button', { name: 'Mark reports of @demo_streamer reviewed' }).click();
      await page.getByText('Reports marked reviewed').waitFor();
      await page.getByText('Late to our session').waitFor({ state: 'detached' });
      await page
        .locator('label')
        .filter({ hasText: /^Reviewed$/ })
        .click();
      await page.getByText('Late to our session').waitFor();
      await page
        .locator('label')
        .filter({ hasText: /^Pending$/ })
        .click();

      await page.getByRole('button', { name: 'Ban @demo_mod' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ban @demo_mod?' });
      await dialog.getByRole('button', { name: 'Ban account' }).click();
      await dialog.getByText('Please give a reason').waitFor();
      await dialog.getByLabel('Reason').fill('Threats in voice chat');
      await saveScreenshot(page, 'admin-ban-dialog');
      await dialog.getByRole('button', { name: 'Ban account' }).click();
      await page.getByText('Users banned').waitFor();
      await page.getByText('Threatened me in voice chat').waitFor({ state: 'detached' });

      // The moderator's token is refused on its next request.
      expect((await running.stack.call('/api/current_user', { token: moderator.token })).status).toBe(401);
      const [banned] = await running.auditEntries('identity.user.ban', moderator.userId);
      expect(banned).toMatchObject({
        actorUsername: 'demo_admin',
        target: { type: 'user', id: moderator.userId, label: 'demo_mod' },
        after: { isBanned: true, reason: 'Threats in voice chat' },
      });
      expect(await running.auditEntries('identity.reports.review', streamer.userId)).toHaveLength(1);

      await page.goto(`${running.stack.url}/admin/banned-users`);
      await page.getByRole('heading', { name: 'Banned users' }).waitFor();
      await page.getByText('Threats in voice chat').waitFor();
      await screenshots(page, 'admin-banned-users');
      await page.getByRole('button', { name: 'Unban @demo_mod' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Unban', exact: true }).click();
      await page.getByText('Users unbanned').waitFor();
      await page.getByText('No banned accounts').waitFor();
      const [unbanned] = await running.auditEntries('identity.user.unban', moderator.userId);
      expect(unbanned).toMatchObject({ actorUsername: 'demo_admin', after: { isBanned: false } });
      expect((await running.stack.signIn('moderator@lobby.gg')).userId).toBe(moderator.userId);
      await page.close();
    });

    it('shows the lists without buttons to a read-only member, and keeps a fan out', async () => {
      const admin = await running.stack.signIn('admin@lobby.gg');
      const invited = await running.stack.call('/api/admin/staff', {
        token: admin.token,
        body: {
          email: 'reader@example.com',
          username: 'report_reader',
          fullName: 'Report Reader',
          role: 'marketing',
          permissions: [
            { service: 'Reported Users', read: true, write: false },
            { service: 'Banned Users', read: true, write: false },
          ],
        },
      });
      expect(invited.status).toBeLessThan(300);
      const mail = await running.stack.mail.waitForMail('reader@example.com');
      const token = /[?&]token=([^\s&]+)/.exec(mail.text)![1];
      expect(
        (
          await running.stack.call('/api/auth/set-streamer-password', {
            body: { email: 'reader@example.com', token, password: 'ReadOnly!2026' },
          })
        ).status,
      ).toBe(200);

      const fan = await running.stack.signIn('fan@lobby.gg');
      const moderator = await running.stack.signIn('moderator@lobby.gg');
      const reported = await running.stack.call('/api/post/report-user-account', {
        token: fan.token,
        body: { reportedUserId: moderator.userId, reason: 'Spam in chat' },
      });
      expect(reported.status).toBe(200);

      const page = await running.staffPage('report_reader', 'ReadOnly!2026');
      await page.goto(`${running.stack.url}/admin/reported-users`);
      await page.getByRole('heading', { name: 'Reported users' }).waitFor();
      await page.getByText('Spam in chat').waitFor();
      expect(await page.getByRole('button', { name: /^Ban/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Mark reviewed' }).count()).toBe(0);
      await screenshots(page, 'admin-reported-users-read-only');
      await page.goto(`${running.stack.url}/admin/dashboard`);
      await page
        .getByText('No figures for your permissions')
        .or(page.getByTestId('dashboard-reports'))
        .first()
        .waitFor();
      await page.close();

      const fanPage = await running.signedInPage('fan@lobby.gg');
      await fanPage.goto(`${running.stack.url}/admin/reported-users`);
      await fanPage.waitForURL((url) => !url.pathname.startsWith('/admin/reported-users'));
      await fanPage.waitForLoadState('networkidle');
      await saveScreenshot(fanPage, 'admin-reported-users-fan');
      await fanPage.close();
    });

    it("shows the dashboard's figures: sales per currency net of refunds, orders, reports", async () => {
      const streamer = await running.stack.signIn('streamer@lobby.gg');
      const events = await new DomainEventPublisher().start(running.stack.nats.url);
      const sale = async (amount: number, currency: Currency) => {
        const orderId = randomUUID();
        const now = new Date().toISOString();
        const event: OrderPaidEvent = {
          orderId,
          order_id: orderId,
          holdKind: 'slot',
          streamerId: streamer.userId,
          userId: randomUUID(),
          slotId: randomUUID(),
          gigId: randomUUID(),
          liveSessionId: null,
          numberOfPlayers: 1,
          paymentRef: `ref-${orderId}`,
          amountPaid: amount,
          currency,
          paidAt: now,
          gigTitle: 'A gig',
          gigSlug: 'a-gig',
          slotStartsAt: now,
          slotEndsAt: now,
          amount,
          discount: 0,
          promoCode: null,
          provider: 'sandbox',
        };
        await events.publish(BookingEventSubjects.orderPaid, event);
        return orderId;
      };
      const admin = await running.stack.signIn('admin@lobby.gg');
      const dashboard = async () =>
        (await running.stack.call<AdminDashboardDto>('/api/admin/dashboard?tz=UTC', { token: admin.token }))
          .body;
      const before = await dashboard();
      const todayOf = (figures: AdminDashboardDto, currency: Currency) =>
        figures.sales!.gross.today.find((row) => row.currency === currency)?.amount ?? 0;

      await sale(2500, 'USD');
      const refunded = await sale(50000, 'INR');
      await events.publish(BookingEventSubjects.orderRefundDue, {
        orderId: refunded,
        userId: randomUUID(),
        amount: 10000,
        amountPaid: 50000,
        currency: 'INR',
      });
      await events.stop();
      const after = await waitFor(
        async () => {
          const figures = await dashboard();
          return todayOf(figures, 'USD') === todayOf(before, 'USD') + 2500 &&
            todayOf(figures, 'INR') === todayOf(before, 'INR') + 40000
            ? figures
            : undefined;
        },
        { what: 'the sales on the dashboard', timeoutMs: 20_000 },
      );
      expect(after.sales!.paidOrders.today).toBe(before.sales!.paidOrders.today + 2);

      const page = await running.staffPage();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${running.stack.url}/admin/dashboard`);
      const sales = page.getByTestId('dashboard-sales');
      for (const currency of ['USD', 'INR'] as const)
        await sales
          .getByText(formatMoney({ amount: todayOf(after, currency), currency }))
          .first()
          .waitFor();
      await page
        .getByTestId('dashboard-orders')
        .getByText(String(after.sales!.paidOrders.today))
        .first()
        .waitFor();
      await page.getByTestId('dashboard-reports').waitFor();
      await page.getByRole('figure', { name: /Sales per day in/ }).waitFor();
      await screenshots(page, 'admin-dashboard');
      await page.close();
    });
  });
