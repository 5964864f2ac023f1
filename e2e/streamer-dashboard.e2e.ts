import { randomBytes } from 'node:crypto';
import type {
  CheckoutSessionDto,
  EarningsSummaryDto,
  PendingVerification,
  QueueEntryDto,
} from '@lobby/contracts';
import { otpFrom, waitFor } from '@lobby/test-kit';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe';
import { DEMO_PASSWORD, screenshotAtBothSizes, useBrowserStack } from './browser-stack';
import { goLiveThroughTheModal } from './live-helpers';

jest.setTimeout(240_000);

/** A day ten days ahead (UTC): the streamer's upcoming slot. */
const SLOT_DAY = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

/**
 * Spec §2 /influencer/dashboard (issue 15 item 1): after a fan pays for two seats of a ₹150 gig (₹300) and a
 * ₹150 VIP place of a live session, the streamer sees what they earned after the default 10 % fee, 18 % GST on
 * the fee and 0.1 % TDS (₹264.30 + ₹132.15), the session's VIP revenue and the slot. The session then ends with
 * the VIP fan unserved (refunded), and their moderator opens the same dashboard in moderator mode and sees ₹264.30.
 */
describe("the streamer's dashboard in the browser", () => {
  const running = useBrowserStack();
  let streamerId: string;

  const screenshots = (page: Page, name: string) =>
    screenshotAtBothSizes(page, name, { desktopSuffix: '-desktop' });

  const card = (page: Page, label: string) => page.getByTestId(`earnings-${label}`);

  it('shows the seeded earnings, the live session revenue and the upcoming slot to the streamer', async () => {
    const streamer = await running.stack.signIn('streamer@lobby.gg');
    const fan = await running.stack.signIn('fan@lobby.gg');
    streamerId = streamer.userId;

    // A gig of ₹150 a player with a slot of five seats; the fan pays for two.
    const { slot } = await running.addGigWithSlot(streamer.token, {
      title: 'Dashboard duo queue',
      price: 150,
      day: SLOT_DAY,
      seats: 5,
    });
    await running.payForSeats(fan.token, slot._id, ['DuoOne', 'DuoTwo']);

    // The streamer goes live at ₹150 a VIP place, and the fan buys one.
    const page = await running.signedInPage('streamer@lobby.gg');
    const liveSessionId = await goLiveThroughTheModal(page, '150');
    const place = await waitFor(
      () => running.api<QueueEntryDto>('/api/join_vip', fan.token, { liveSessionId, gamerTag: 'VipViper' }),
      { what: 'booking to know the live session', intervalMs: 250 },
    );
    const vip = await running.api<CheckoutSessionDto>('/api/create-live-checkout-session', fan.token, {
      entryId: place._id,
      provider: 'sandbox',
    });
    await running.payInSandbox(fan.token, vip);

    // In paise, once payments has booked both sales: ₹300 − 3000 fee − 540 GST − 30 TDS = 26430, and
    // ₹150 − 1500 − 270 − 15 = 13215; 39645 in all.
    await waitFor(
      async () =>
        (
          await running.api<EarningsSummaryDto>(
            `/api/get/influencer/total-earnings/${streamerId}`,
            streamer.token,
          )
        ).totalEarnings === 39_645,
      { what: 'payments to book both sales', timeoutMs: 30_000 },
    );

    await page.goto(`${running.stack.url}/influencer/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    for (const label of ['Total', 'Last 7 days', 'Last 30 days', 'Last 90 days'])
      await card(page, label).getByText('₹396.45').waitFor();
    await page.getByTestId('remaining-earnings').getByText('₹396.45').waitFor();
    await page.getByText(/the platform fee of 10%, 18% GST on that fee, and 0.1% TDS/).waitFor();
    const history = page.getByTestId('live-session-history');
    const row = history.getByRole('row').filter({ hasText: 'Live' }).first();
    await row.getByText('₹150').waitFor();
    await row.getByText('₹132.15').waitFor();
    await page.getByTestId('upcoming-slots').getByText('2/5 booked').waitFor();
    await page.getByTestId('queue-counts').getByText('VIP waiting').waitFor();
    await page.getByRole('link', { name: /Watch the tutorial/ }).waitFor();
    const chartWindow = page.getByRole('radiogroup', { name: 'Chart window' });
    await chartWindow.getByText('30 days', { exact: true }).click();
    await page.getByRole('figure', { name: 'Earnings per day, last 30 days' }).waitFor();
    await chartWindow.getByText('7 days', { exact: true }).click();
    await page.getByRole('figure', { name: 'Earnings per day, last 7 days' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'streamer-dashboard');
    await page.close();

    // The session ends with the fan never served: the VIP place is refunded and its sale reversed.
    await running.api(`/api/liveSession/end/${liveSessionId}`, streamer.token, {});
    await waitFor(
      async () =>
        (
          await running.api<EarningsSummaryDto>(
            `/api/get/influencer/total-earnings/${streamerId}`,
            streamer.token,
          )
        ).totalEarnings === 26_430,
      { what: 'payments to reverse the refunded VIP sale', timeoutMs: 30_000 },
    );
  });

  it("lets a moderator open the managed streamer's dashboard in moderator mode", async () => {
    const page = await running.signedInPage('moderator@lobby.gg');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Switch to Moderator' }).click();
    await page.waitForURL(/\/influencer\/dashboard\?streamerId=/);
    expect(new URL(page.url()).searchParams.get('streamerId')).toBe(streamerId);
    // The ended session's VIP place was refunded: ₹264.30 of the ₹300 order is left, and no VIP revenue.
    await card(page, 'Total').getByText('₹264.30').waitFor();
    await page.getByTestId('remaining-earnings').getByText('₹264.30').waitFor();
    const session = page.getByTestId('live-session-history').getByRole('row').nth(1);
    await session.getByRole('cell', { name: '₹0' }).first().waitFor();
    expect((await session.getByRole('cell').allInnerTexts()).slice(3)).toEqual(['0', '₹0', '₹0']);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'streamer-dashboard-moderator');
    await page.close();
  });

  /**
   * Issue 33: the streamer's moderators screen (/profile?tab=moderation). The streamer invites a freshly signed-up
   * fan, the fan accepts on their own moderation tab and sees the streamer among the streamers they manage, and the
   * streamer removes them again.
   */
  describe('appointing a moderator', () => {
    it('invites a new fan, who accepts, and removes them again', async () => {
      const suffix = randomBytes(3).toString('hex');
      const fan = {
        email: `new-mod-${suffix}@example.com`,
        username: `new_mod_${suffix}`,
        fullName: 'Morgan Moder',
        password: DEMO_PASSWORD,
      };
      const signup = await running.api<PendingVerification>('/auth/signup', '', fan);
      const otp = otpFrom(await running.stack.mail.waitForMail(fan.email));
      await running.api('/api/auth/verify_otp', '', { token: signup.token, otp });

      const streamer = await running.signedInPage('streamer@lobby.gg');
      await streamer.goto(`${running.stack.url}/profile?tab=moderation`);
      await streamer.getByLabel('Email or username').fill(fan.username);
      await streamer.getByRole('button', { name: 'Send invitation' }).click();
      const pending = streamer.getByTestId('moderator-row').filter({ hasText: `@${fan.username}` });
      await pending.getByRole('button', { name: 'Cancel invitation' }).waitFor();

      const invitee = await running.signedInPage(fan.email, { password: fan.password });
      await invitee.goto(`${running.stack.url}/profile?tab=moderation`);
      await invitee.getByRole('button', { name: 'Accept' }).click();
      // The streamer is now among those the fan manages, with the way to leave them.
      const managed = invitee.getByTestId('moderator-row').filter({ hasText: '@demo_streamer' });
      await managed.getByRole('button', { name: 'Leave' }).waitFor();
      expect(await invitee.getByRole('button', { name: 'Accept' }).count()).toBe(0);
      await screenshotAtBothSizes(invitee, 'moderation-fan', { desktopSuffix: '-desktop' });
      await invitee.close();

      await streamer.reload();
      const row = streamer.getByTestId('moderator-row').filter({ hasText: `@${fan.username}` });
      await row.getByRole('button', { name: 'Remove' }).waitFor();
      await streamer.mouse.move(0, 0);
      await expectNoSeriousA11yViolations(streamer);
      await screenshotAtBothSizes(streamer, 'moderators-streamer', { desktopSuffix: '-desktop' });
      await row.getByRole('button', { name: 'Remove' }).click();
      await streamer.getByRole('dialog').getByRole('button', { name: 'Remove moderator' }).click();
      // The seeded moderator stays; the new one is gone.
      await row.waitFor({ state: 'detached' });
      await streamer.getByTestId('moderator-row').filter({ hasText: '@demo_mod' }).waitFor();
      await streamer.close();
    });
  });
});
