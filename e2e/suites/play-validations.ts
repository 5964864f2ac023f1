import type { PlayValidationPage, RemainingPayoutDto } from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import { expectNoSeriousA11yViolations } from '../axe';
import { type BrowserStack, PHONE, saveScreenshot } from '../browser-stack';

/** A day twelve days ahead (UTC): the slot the fan pays for. */
const SLOT_DAY = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);

/**
 * Spec §2 /admin/validations/influencer-game-playing-validations/{influencerId} (issue 16 item 2): a fan pays
 * for two bookings of the demo streamer; the demo admin (every staff permission, Payouts among them) signs in
 * as staff, marks one played and the other not played, saves both at once, and filters the list by play status.
 */
export const playValidationsInTheBrowser = (running: BrowserStack) =>
  describe('staff validating played orders in the browser', () => {
    it('marks one order played and another not played, saves both at once, and filters by play status', async () => {
      const streamer = await running.stack.signIn('streamer@lobby.gg');
      const fan = await running.stack.signIn('fan@lobby.gg');
      const { slot } = await running.addGigWithSlot(streamer.token, {
        title: 'Validated squad',
        price: 150,
        day: SLOT_DAY,
        seats: 5,
      });
      const played = await running.paidOrder(fan.token, slot._id, ['ShowedUp']);
      const missed = await running.paidOrder(fan.token, slot._id, ['NoShow']);

      const page = await running.staffPage();
      await page.goto(
        `${running.stack.url}/admin/validations/influencer-game-playing-validations/${streamer.userId}`,
      );
      await page.getByRole('heading', { name: 'Game-played validations', level: 1 }).waitFor();
      const playedButton = page.getByRole('button', {
        name: `Played: order ${played.order_id}`,
        exact: true,
      });
      const notPlayedButton = page.getByRole('button', { name: `Not played: order ${missed.order_id}` });
      await playedButton.waitFor();
      await page.getByText('ShowedUp').waitFor();
      await page.getByText('NoShow').waitFor();
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, 'play-validations-before', { fullPage: true });

      await playedButton.click();
      await notPlayedButton.click();
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().includes('/validations/'),
      );
      await page.getByRole('button', { name: 'Save validations (2)' }).click();
      expect((await saved).status()).toBe(200);
      await page.getByText('Validations saved (2 orders)').waitFor();
      await page.getByRole('button', { name: 'Save validations', exact: true }).waitFor();
      await expect(playedButton.getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(notPlayedButton.getAttribute('aria-pressed')).resolves.toBe('true');
      await page
        .getByText(/by @demo_admin/)
        .first()
        .waitFor();
      await saveScreenshot(page, 'play-validations-saved', { fullPage: true });

      // What payments will pay out: the played order only.
      const admin = await running.stack.signIn('admin@lobby.gg');
      const playedOnly = await running.api<PlayValidationPage>(
        `/api/admin/validations/influencer-game-playing-validations/${streamer.userId}?playStatus=played`,
        admin.token,
      );
      expect(playedOnly.data.map((order) => order._id)).toEqual([played._id]);
      // Payments hears order-play-validated through booking's outbox: the played order can be paid out, the other not.
      await waitFor(
        async () => {
          const remaining = await running.api<RemainingPayoutDto[]>(
            `/api/admin/payouts/influencer/${streamer.userId}/remaining`,
            admin.token,
          );
          const payable = remaining.flatMap((group) => group.lines.map((line) => line.orderId));
          return payable.includes(played._id) && !payable.includes(missed._id);
        },
        { what: 'payments to pay out the played order only', intervalMs: 250 },
      );

      // The filter shows the not-played order alone.
      await page.getByRole('radiogroup', { name: 'Play status' }).getByText('Not played').click();
      await page
        .getByRole('button', { name: `Played: order ${played.order_id}`, exact: true })
        .waitFor({ state: 'detached' });
      await notPlayedButton.waitFor();
      await expectNoSeriousA11yViolations(page);

      // Phones get a card per order, with the same buttons.
      await page.setViewportSize(PHONE);
      await notPlayedButton.waitFor();
      await saveScreenshot(page, 'play-validations-phone', { fullPage: true });
    });
  });
