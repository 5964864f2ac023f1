import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Workbook } from 'exceljs';
import {
  PayoutText,
  SuccessText,
  type NotificationsPageDto,
  type RemainingPayoutDto,
} from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import type { Download, Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe';
import { saveScreenshot, screenshotAtBothSizes, useBrowserStack } from './browser-stack';

jest.setTimeout(300_000);

const DOWNLOADS = join(tmpdir(), 'lobby-e2e-downloads');
/** A day fourteen days ahead (UTC): the slot the fan books three seats of, one at a time. */
const SLOT_DAY = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
/** The stack's databases are named after this, so the test can give a staff member read-only Payouts. */
const DATABASE_PREFIX = `e2e_payouts_${randomBytes(4).toString('hex')}`;
const TRANSFER_REFERENCE = 'UTR-E2E-0001';

/**
 * Spec §2 /admin/payout/influencer/{id} and §7 /payout-history (issue 16 items 3-4): a fan pays for three ₹150
 * bookings of the demo streamer; staff validate two as played; the demo admin picks one into a payout, adds the
 * other, takes it out and puts it back, downloads the sheet and marks the payout complete with the transfer
 * reference. Each ₹150 sale pays ₹15 fee, ₹2.70 GST on it and ₹0.15 TDS: the payout nets ₹264.30 of ₹300. A
 * finance member with Payouts read only sees the same page without its buttons; the streamer (and their
 * moderator) see the payout in the history and download its statement; a fan is sent away from both pages.
 */
describe('payouts in the browser', () => {
  const running = useBrowserStack({ DATABASE_PREFIX });
  let streamerId: string;

  beforeAll(() => mkdirSync(DOWNLOADS, { recursive: true }));

  const screenshots = (page: Page, name: string) =>
    screenshotAtBothSizes(page, name, { desktopSuffix: '-desktop' });

  /** Clicks what starts a download and keeps the file: its suggested name and where it was saved. */
  async function download(page: Page, trigger: Locator): Promise<{ name: string; path: string }> {
    const started = page.waitForEvent('download');
    await trigger.click();
    const file: Download = await started;
    const path = join(DOWNLOADS, `${randomBytes(4).toString('hex')}-${file.suggestedFilename()}`);
    await file.saveAs(path);
    return { name: file.suggestedFilename(), path };
  }

  /** A new account made finance staff with Payouts read only. */
  const readOnlyFinanceUsername = () =>
    running.readOnlyStaff({
      databasePrefix: DATABASE_PREFIX,
      role: 'finance',
      services: ['Payouts'],
      namePrefix: 'finance',
      fullName: 'Read Only Finance',
    });

  it('staff validate two orders, pay them out in one payout and complete it with the transfer reference', async () => {
    const streamer = await running.stack.signIn('streamer@lobby.gg');
    const fan = await running.stack.signIn('fan@lobby.gg');
    const admin = await running.stack.signIn('admin@lobby.gg');
    streamerId = streamer.userId;
    await running.verifyBankDetails(streamer, admin.token);
    const { slot } = await running.addGigWithSlot(streamer.token, {
      title: 'Payout squad',
      price: 150,
      day: SLOT_DAY,
      seats: 5,
    });
    const first = await running.paidOrder(fan.token, slot._id, ['PaidOne']);
    const second = await running.paidOrder(fan.token, slot._id, ['PaidTwo']);
    await running.paidOrder(fan.token, slot._id, ['NotYetChecked']);

    // Staff mark the first two played on the validations page; the third waits.
    const page = await running.staffPage();
    await page.goto(
      `${running.stack.url}/admin/validations/influencer-game-playing-validations/${streamerId}`,
    );
    for (const order of [first, second])
      await page.getByRole('button', { name: `Played: order ${order.order_id}`, exact: true }).click();
    await page.getByRole('button', { name: 'Save validations (2)' }).click();
    await page.getByText('Validations saved (2 orders)').waitFor();
    await waitFor(
      async () => {
        const remaining = await running.api<RemainingPayoutDto[]>(
          `/api/admin/payouts/influencer/${streamerId}/remaining`,
          admin.token,
        );
        return remaining.find(({ currency }) => currency === 'INR')?.lines.length === 2;
      },
      { what: 'payments to learn the two orders were played', timeoutMs: 30_000 },
    );

    // The remaining orders: ₹300 gross, ₹30 fee, ₹5.40 GST on it, ₹0.30 TDS, ₹264.30 net; one order waits.
    await page.goto(`${running.stack.url}/admin/payout/influencer/${streamerId}`);
    await page.getByRole('heading', { name: 'Star payouts', level: 1 }).waitFor();
    const remaining = page.getByTestId('remaining-INR');
    await remaining.getByText('INR · 2 orders').waitFor();
    const expectTotals = async (within: Locator, totals: Record<string, string>) => {
      for (const [key, amount] of Object.entries(totals))
        expect(await within.getByTestId(`payout-total-${key}`).innerText()).toContain(amount);
    };
    await expectTotals(remaining, {
      gross: '₹300',
      platformFee: '₹30',
      platformFeeGst: '₹5.40',
      tds: '₹0.30',
      net: '₹264.30',
    });
    await page
      .getByTestId('awaiting-validation')
      .getByText(/^1 order paid but not yet validated/)
      .waitFor();
    await page.getByText('No active payouts').waitFor();
    await screenshots(page, 'payouts-admin-remaining');
    await expectNoSeriousA11yViolations(page);

    // One order into a new payout, then the other added from the draft.
    await remaining
      .getByRole('checkbox', { name: /^Select Payout squad/ })
      .first()
      .check();
    await remaining.getByText('1 order picked · net ₹132.15').waitFor();
    await remaining.getByRole('button', { name: 'Create payout' }).click();
    await page.getByText(SuccessText.payoutCreated).first().waitFor();
    const draft = page.getByTestId('draft-payout-INR');
    await draft.getByText('INR payout · 1 order').waitFor();
    await draft.getByRole('button', { name: 'Add orders' }).click();
    const adding = page.getByRole('dialog', { name: 'Add orders to the draft' });
    await adding.getByRole('checkbox', { name: /^Select Payout squad/ }).check();
    await saveScreenshot(page, 'payouts-admin-add-orders');
    await adding.getByRole('button', { name: 'Add 1 order' }).click();
    await adding.waitFor({ state: 'detached' });
    await draft.getByText('INR payout · 2 orders').waitFor();
    await page.getByText('Nothing to pay out').waitFor();

    // Taken out, the order is remaining again; picked back, it joins the same draft.
    await draft
      .getByRole('button', { name: /^Take out of the draft: Payout squad/ })
      .first()
      .click();
    await draft.getByText('INR payout · 1 order').waitFor();
    await remaining.getByRole('checkbox', { name: 'Select all' }).check();
    await remaining.getByRole('button', { name: 'Add to draft payout' }).click();
    await draft.getByText('INR payout · 2 orders').waitFor();
    await expectTotals(draft, { gross: '₹300', net: '₹264.30' });
    await screenshots(page, 'payouts-admin-draft');
    await expectNoSeriousA11yViolations(page);

    // The draft's sheet: one row per order and the totals, in rupees.
    const sheet = await download(page, draft.getByRole('button', { name: /^Sheet \(\.xlsx\)/ }));
    expect(sheet.name).toMatch(/^payout-INR-.+\.xlsx$/);
    const workbook = new Workbook();
    await workbook.xlsx.load(readFileSync(sheet.path) as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet('Payout')!.getSheetValues() as unknown[][];
    const totals = rows.find((row) => row?.[1] === 'Total');
    expect(totals?.slice(7, 12)).toEqual([300, 30, 5.4, 0.3, 264.3]);

    // Completing needs the bank's reference; the payout then moves to the history.
    await draft.getByRole('button', { name: 'Mark complete' }).click();
    const completing = page.getByRole('dialog', { name: 'Mark payout complete' });
    await completing.getByText('Transfer ₹264.30 to Demo Streamer').waitFor();
    await completing.getByRole('button', { name: 'Mark complete' }).click();
    await completing.getByText('Enter the transfer reference (1 to 100 characters)').waitFor();
    await saveScreenshot(page, 'payouts-admin-complete');
    await completing.getByLabel('Transfer reference').fill(TRANSFER_REFERENCE);
    const completed = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/complete'),
    );
    await completing.getByRole('button', { name: 'Mark complete' }).click();
    expect((await completed).status()).toBe(200);
    await page.getByText(PayoutText.completed).first().waitFor();
    await page.getByText('No active payouts').waitFor();
    const history = page.getByRole('row').filter({ hasText: TRANSFER_REFERENCE });
    await history.getByRole('cell', { name: '₹264.30' }).waitFor();
    expect(await history.getByRole('cell').nth(2).innerText()).toBe('2');
    await screenshots(page, 'payouts-admin-history');
    await expectNoSeriousA11yViolations(page);
    await page.close();
  });

  it('shows staff with Payouts read only the lists and sheets, without the buttons that change them', async () => {
    const page = await running.staffPage(await readOnlyFinanceUsername());
    await page.goto(`${running.stack.url}/admin/payout/influencer/${streamerId}`);
    await page.getByRole('row').filter({ hasText: TRANSFER_REFERENCE }).waitFor();
    await page.getByTestId('awaiting-validation').waitFor();
    await page.getByRole('button', { name: /^Sheet \(\.xlsx\)/ }).waitFor();
    for (const name of ['Generate payouts', 'Create payout', 'Add orders', 'Mark complete'])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await screenshots(page, 'payouts-admin-read-only');
    await expectNoSeriousA11yViolations(page);
    await page.close();
  });

  it('lets the streamer find the payout in the history, download its statement and see it on the dashboard', async () => {
    const streamer = await running.stack.signIn('streamer@lobby.gg');
    const notifications = await waitFor(
      async () => {
        const list = await running.api<NotificationsPageDto>('/api/get/notifications', streamer.token);
        return list.data.find(({ title }) => title === 'Payout completed: ₹264.30');
      },
      { what: 'the payout-completed notification', timeoutMs: 30_000 },
    );
    expect(notifications._url).toBe('/influencer/payouts');

    const page = await running.signedInPage('streamer@lobby.gg');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Payouts' }).click();
    await page.waitForURL('**/influencer/payouts');
    await page.getByRole('heading', { name: 'Payouts', level: 1 }).waitFor();
    const row = page.getByRole('table', { name: 'Completed payouts' }).getByRole('row').nth(1);
    await row.getByText(TRANSFER_REFERENCE).waitFor();
    expect((await row.getByRole('cell').allInnerTexts()).slice(1, 4)).toEqual([
      TRANSFER_REFERENCE,
      '2',
      '₹264.30',
    ]);
    expect(await page.getByTestId('payouts-last').innerText()).toContain('₹264.30');
    expect(await page.getByTestId('payouts-ready').innerText()).toContain('Nothing yet');
    await page.getByText(/^1 order paid and waiting for staff/).waitFor();

    const statement = await download(page, row.getByRole('button', { name: /^Statement \(PDF\)/ }));
    expect(statement.name).toMatch(/^payout-statement-.+\.pdf$/);
    expect(readFileSync(statement.path).subarray(0, 5).toString()).toBe('%PDF-');
    await row.locator('button[data-loading]').waitFor({ state: 'detached' });
    await screenshots(page, 'payouts-streamer');
    await expectNoSeriousA11yViolations(page);

    // The dashboard's card: the last payout, and the way back to the history.
    await page.goto(`${running.stack.url}/influencer/dashboard`);
    const card = page.getByTestId('payout-summary');
    await card.getByText(/^Last payout, /).waitFor();
    expect(await card.innerText()).toContain('₹264.30');
    await screenshots(page, 'payouts-streamer-dashboard');
    await page.getByRole('link', { name: 'Payout history' }).click();
    await page.waitForURL('**/influencer/payouts');
    await page.close();
  });

  it("shows the moderator the managed streamer's payouts", async () => {
    const page = await running.signedInPage('moderator@lobby.gg');
    await page.goto(`${running.stack.url}/influencer/payouts?streamerId=${streamerId}`);
    await page.getByRole('table', { name: 'Completed payouts' }).getByText(TRANSFER_REFERENCE).waitFor();
    await screenshots(page, 'payouts-moderator');
    await expectNoSeriousA11yViolations(page);
    await page.close();
  });

  it('sends a fan away from the streamer and staff payout pages', async () => {
    const page = await running.signedInPage('fan@lobby.gg');
    await page.goto(`${running.stack.url}/influencer/payouts`);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('heading', { name: 'Payout history' }).count()).toBe(0);
    await page.goto(`${running.stack.url}/admin/payout/influencer/${streamerId}`);
    // Staff pages send the fan to the staff sign-in, which sends a signed-in fan home.
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('heading', { name: 'Star payouts' }).count()).toBe(0);
    await page.getByRole('heading').first().waitFor();
    await screenshots(page, 'payouts-fan');
    await page.close();
  });
});
