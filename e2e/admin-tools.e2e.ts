import { randomBytes } from 'node:crypto';
import {
  type AdminDashboardDto,
  GiveawayText,
  PaymentGatewayText,
  type AuditLogPage,
  type GigDto,
  type PaymentGatewayDto,
  type SlotDto,
} from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import { expectNoSeriousA11yViolations } from './axe';
import {
  DESKTOP,
  expectAccessibleThenScreenshot,
  PHONE,
  saveScreenshot,
  useBrowserStack,
} from './browser-stack';

jest.setTimeout(300_000);

const SLOT_DAY = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
/** The stack's databases are named after this, so the test can make a read-only staff member. */
const DATABASE_PREFIX = `e2e_admin_tools_${randomBytes(4).toString('hex')}`;

/**
 * Issue 17 items 6-7: the demo admin switches the wallet off at /admin/manage-payment-gateways and the fan's
 * booking card offers only the card (switching off the last one is refused); draws a giveaway among fans who
 * booked today at /admin/noobrd-giveaway and re-runs it with its seed; the winner is told. Each write is read back
 * from the audit log. Promo codes and configurations are photographed for staff who may write, staff who may only
 * read, and a fan (sent away).
 */
describe('admin tools in the browser', () => {
  const running = useBrowserStack({ DATABASE_PREFIX });
  let gig: GigDto;
  let streamerUsername: string;

  async function auditEntries(action: string, targetId: string) {
    const admin = await running.stack.signIn('admin@lobby.gg');
    return waitFor(
      async () => {
        const answer = await running.stack.call<AuditLogPage>(
          `/api/admin/audit-log?action=${action}&targetId=${targetId}`,
          { token: admin.token },
        );
        return answer.status === 200 && answer.body.data.length > 0 ? answer.body.data : undefined;
      },
      { what: `the audit entry ${action}`, intervalMs: 200 },
    );
  }

  /** A new account made staff (marketing) with read only of the given services. */
  const readOnlyStaff = (services: string[]) =>
    running.readOnlyStaff({
      databasePrefix: DATABASE_PREFIX,
      role: 'marketing',
      services,
      namePrefix: 'reader',
      fullName: 'Read Only Staff',
    });

  beforeAll(async () => {
    const streamer = await running.stack.signIn('streamer@lobby.gg');
    ({ gig } = await running.addGigWithSlot(streamer.token, {
      title: 'Giveaway squad',
      price: 150,
      day: SLOT_DAY,
      seats: 5,
    }));
    const me = await running.api<{ username: string }>('/api/current_user', streamer.token);
    streamerUsername = me.username;
  });

  it('switches the wallet off and the checkout offers only the card; the last way to pay stays on', async () => {
    const fan = await running.signedInPage('fan@lobby.gg');
    const gigPage = `${running.stack.url}/stars/${streamerUsername}/gigs/${gig.slug}`;
    await fan.goto(gigPage);
    await fan.getByRole('button', { name: /18:00/ }).first().click();
    await fan.getByRole('radio', { name: 'Wallet' }).waitFor();
    await fan.getByRole('radio', { name: 'Card (sandbox)' }).waitFor();

    const page = await running.staffPage();
    await page.goto(`${running.stack.url}/admin/manage-payment-gateways`);
    await page.getByRole('heading', { name: 'Payment gateways' }).waitFor();
    await page.getByRole('switch', { name: 'Wallet active' }).click({ force: true });
    await page.getByRole('button', { name: 'Move Wallet up' }).click();
    const saved = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/admin/payment-gateways' &&
        response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText(PaymentGatewayText.saved).waitFor();
    await expectAccessibleThenScreenshot(page, 'admin-payment-gateways');

    const active = await running.api<PaymentGatewayDto[]>('/api/user/get-active-payment-gateways', '');
    expect(active.map((gateway) => gateway.name)).toEqual(['sandbox']);
    await fan.goto(gigPage);
    await fan.getByRole('button', { name: /18:00/ }).first().click();
    await fan.getByRole('radio', { name: 'Card (sandbox)' }).waitFor();
    expect(await fan.getByRole('radio', { name: 'Wallet' }).count()).toBe(0);

    const wallet = (
      await running.api<PaymentGatewayDto[]>(
        '/api/admin/payment-gateways',
        (await running.stack.signIn('admin@lobby.gg')).token,
      )
    ).find((gateway) => gateway.name === 'wallet')!;
    const [entry] = await auditEntries('payments.paymentGateway.update', wallet._id);
    expect(entry).toMatchObject({
      actorUsername: 'demo_admin',
      target: { type: 'paymentGateway', id: wallet._id, label: 'Wallet' },
      before: { isActive: true },
      after: { isActive: false },
    });

    // The card is now the only way to pay: switching it off is refused with the reason, and nothing changes.
    await page.getByRole('switch', { name: 'Card (sandbox) active' }).click({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(PaymentGatewayText.lastActive).waitFor();
    expect((await running.api<PaymentGatewayDto[]>('/api/user/get-active-payment-gateways', '')).length).toBe(
      1,
    );

    // Back as it was, so the giveaway's fan can pay.
    await page.reload();
    await page.getByRole('switch', { name: 'Wallet active' }).click({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(PaymentGatewayText.saved).waitFor();
    await fan.close();
    await page.close();
  });

  it('draws a giveaway among fans who booked today with a recorded seed, re-runs it and tells the winner', async () => {
    const fan = await running.stack.signIn('fan@lobby.gg');
    const slots = await running.api<SlotDto[]>(
      `/api/get/slots-by-slug/${gig.slug}?username=${streamerUsername}`,
      fan.token,
    );
    await running.paidOrder(fan.token, slots[0]._id, ['GiveawayFan']);

    const page = await running.staffPage();
    await page.goto(`${running.stack.url}/admin/noobrd-giveaway`);
    await page.getByRole('heading', { name: 'Giveaway', exact: true }).waitFor();
    await page.getByText('No draws yet').waitFor();
    await page.getByLabel('Title').fill('Browser giveaway');
    await page.getByRole('button', { name: 'Count eligible fans' }).click();
    await page.getByText('1 fan is eligible.').waitFor();
    await page.getByLabel('Seed (optional)').fill('browser-seed');
    const drawn = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/admin/giveaways' && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Draw winners' }).click();
    const answer = await drawn;
    expect(answer.status()).toBe(201);
    const draw = (await answer.json()) as {
      _id: string;
      winners: { userId: string }[];
      eligibleCount: number;
    };
    expect(draw.winners.map((winner) => winner.userId)).toEqual([fan.userId]);
    await page.getByText(GiveawayText.drawn).waitFor();
    const result = page.getByLabel('Drawn winners');
    await result.getByText('@demo_fan').waitFor();
    await result.getByText('browser-seed').waitFor();

    await page.getByRole('button', { name: 'Verify Browser giveaway' }).click();
    await page.getByText('Same winners').waitFor();
    await expectAccessibleThenScreenshot(page, 'admin-giveaway');

    const [entry] = await auditEntries('booking.giveaway.draw', draw._id);
    expect(entry).toMatchObject({
      actorUsername: 'demo_admin',
      target: { type: 'giveaway', id: draw._id, label: 'Browser giveaway' },
      after: { seed: 'browser-seed', winnerIds: [fan.userId], eligibleCount: 1 },
    });
    await waitFor(
      async () =>
        (await running.stack.mail.mailsTo('fan@lobby.gg')).find(
          (mail) => mail.subject === 'You won a giveaway: Browser giveaway!',
        ),
      { what: "the winner's mail" },
    );
    await page.close();
  });

  it('dry-runs the gig slugs script, applies exactly that, and the gig opens at its new slug', async () => {
    const streamer = await running.stack.signIn('streamer@lobby.gg');
    await running.api(`/api/influencer/update/product/${gig._id}`, streamer.token, {
      gig_title: 'Renamed squad night',
    });

    const page = await running.staffPage();
    await page.goto(`${running.stack.url}/admin/run-scripts`);
    const slugs = page.getByRole('region', { name: 'Gig slugs' });
    await slugs.getByRole('button', { name: 'Dry run' }).click();
    const changes = slugs.getByRole('table', { name: 'Gig slugs: changes' });
    const row = changes.getByRole('row', { name: /Renamed squad night/ });
    await row.getByText(gig.slug, { exact: true }).waitFor();
    await row.getByText('renamed-squad-night', { exact: true }).waitFor();
    await expectAccessibleThenScreenshot(page, 'admin-run-scripts');

    const applied = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/admin/scripts/slugs' &&
        response.request().method() === 'POST',
    );
    await slugs.getByRole('button', { name: /^Apply \d+ changes?$/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Apply \d+ changes?$/ })
      .click();
    const result = (await (await applied).json()) as { changes: { id: string; to: string }[] };
    expect(result.changes).toContainEqual(
      expect.objectContaining({ id: gig._id, to: 'renamed-squad-night' }),
    );
    await slugs.getByText(/^Applied:/).waitFor();

    const [entry] = await auditEntries('catalog.gig.regenerateSlug', gig._id);
    expect(entry).toMatchObject({
      actorUsername: 'demo_admin',
      before: { slug: gig.slug },
      after: { slug: 'renamed-squad-night' },
    });
    const fan = await running.browser.newPage({ viewport: DESKTOP });
    await fan.goto(`${running.stack.url}/stars/${streamerUsername}/gigs/renamed-squad-night`);
    await fan.getByRole('heading', { name: 'Renamed squad night' }).waitFor();
    await fan.close();
    // Nothing is left to change.
    await slugs.getByRole('button', { name: 'Dry run' }).click();
    await slugs.getByText(/every slug is already fine/).waitFor();
    await page.close();
  });

  it('shows promo codes and configurations to staff who may write, read-only staff, and keeps fans out', async () => {
    const page = await running.staffPage();
    await page.goto(`${running.stack.url}/admin/manage-promo-codes`);
    await page.getByRole('heading', { name: 'Promo codes' }).waitFor();
    await page.getByRole('button', { name: 'New promo code' }).click();
    const dialog = page.getByRole('dialog', { name: 'New promo code' });
    await dialog.getByLabel('Code', { exact: true }).fill('PLATFORM15');
    await dialog.getByRole('textbox', { name: 'Percent off' }).fill('15');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('cell', { name: 'PLATFORM15', exact: true }).waitFor();
    const toggled = page.waitForResponse((response) =>
      /\/api\/admin\/promo-codes\/[^/]+\/toggle$/.test(new URL(response.url()).pathname),
    );
    await page.getByRole('switch', { name: 'PLATFORM15 active' }).click();
    const { promoCode } = (await (await toggled).json()) as { promoCode: { _id: string; isActive: boolean } };
    expect(promoCode.isActive).toBe(false);
    await page
      .getByRole('row', { name: /PLATFORM15/ })
      .getByText('Off', { exact: true })
      .waitFor();
    const [toggleEntry] = await auditEntries('payments.promoCode.toggle', promoCode._id);
    expect(toggleEntry).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    await expectAccessibleThenScreenshot(page, 'admin-promo-codes');

    await page.goto(`${running.stack.url}/admin/configurations`);
    await page.getByRole('heading', { name: 'Configuration keys' }).waitFor();
    await page.getByRole('button', { name: 'Set STREAMER_TUTORIAL_LINK' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Value').fill('not a link');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('Enter a full http(s) link').waitFor();
    await edit.getByLabel('Value').fill('https://example.com/how-to-stream');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'https://example.com/how-to-stream', exact: true }).waitFor();
    const [configured] = await auditEntries('content.configuration', 'STREAMER_TUTORIAL_LINK');
    expect(configured).toMatchObject({
      action: 'content.configuration.create',
      after: { value: 'https://example.com/how-to-stream' },
    });

    await page.getByLabel("Star's username").fill(streamerUsername);
    await page.getByLabel('Fee (%)').fill('7.5');
    await page.getByRole('button', { name: 'Save fee' }).click();
    await page.getByRole('cell', { name: '7.5 %', exact: true }).waitFor();
    await expectAccessibleThenScreenshot(page, 'admin-configurations');
    await page.close();

    const reader = await running.staffPage(
      await readOnlyStaff(['PromoCodes', 'Configurations', 'Payment Gateways', 'Giveaway', 'Influencers']),
    );
    for (const [path, name] of [
      ['/admin/manage-promo-codes', 'promo-codes'],
      ['/admin/configurations', 'configurations'],
      ['/admin/manage-payment-gateways', 'payment-gateways'],
      ['/admin/noobrd-giveaway', 'giveaway'],
      ['/admin/run-scripts', 'run-scripts'],
    ] as const) {
      await reader.goto(`${running.stack.url}${path}`);
      await reader.getByRole('main').getByRole('heading').first().waitFor();
      await reader.waitForLoadState('networkidle');
      await saveScreenshot(reader, `admin-${name}-read-only`, { fullPage: true });
    }
    expect(await reader.getByRole('button', { name: 'Draw winners' }).count()).toBe(0);
    await reader.goto(`${running.stack.url}/admin/configurations`);
    await reader.getByRole('cell', { name: 'STREAMER_TUTORIAL_LINK', exact: true }).waitFor();
    for (const action of ['Set password', 'New key', 'Save fee', 'Edit STREAMER_TUTORIAL_LINK'])
      expect(await reader.getByRole('button', { name: action }).count()).toBe(0);
    await reader.goto(`${running.stack.url}/admin/manage-promo-codes`);
    await reader.getByRole('cell', { name: 'PLATFORM15', exact: true }).waitFor();
    expect(await reader.getByRole('button', { name: 'New promo code' }).count()).toBe(0);
    expect(await reader.getByRole('switch', { name: 'PLATFORM15 active' }).isDisabled()).toBe(true);
    await reader.close();

    const fan = await running.signedInPage('fan@lobby.gg');
    await fan.goto(`${running.stack.url}/admin/manage-payment-gateways`);
    await fan.waitForURL((url) => !url.pathname.startsWith('/admin/manage'));
    await saveScreenshot(fan, 'admin-tools-fan-refused');
    await fan.close();
  });
  it("keeps the dashboard's large sales figures apart and inside their cards at 1366 px and on a phone", async () => {
    const big = [
      { currency: 'INR' as const, amount: 22_342_009 },
      { currency: 'USD' as const, amount: 9_876_543 },
    ];
    const dashboard: AdminDashboardDto = {
      timeZone: 'UTC',
      sales: {
        gross: { today: big, week: big, month: big },
        paidOrders: { today: 1234, week: 12_345, month: 123_456 },
        byDay: [],
        payoutsDue: { streamers: 1234, amounts: big },
      },
      fans: { newFans: { today: 12_345, week: 123_456, month: 1_234_567 } },
      streamers: { newStreamers: { today: 123, week: 12_345, month: 123_456 }, liveNow: 12_345 },
      reports: { reports: 12_345, accounts: 1234 },
      onboarding: { waiting: 12_345 },
    };
    const page = await running.staffPage();
    await page.route('**/api/admin/dashboard?*', (route) => route.fulfill({ json: dashboard }));

    /** Each card's text boxes (the text itself, not its element) that stick out of the card or overlap another. */
    const misplacedFigures = () =>
      page.locator('[data-testid^="dashboard-"]').evaluateAll((cards) =>
        cards.flatMap((card) => {
          const edge = card.getBoundingClientRect();
          const texts = Array.from(card.querySelectorAll('p, span'))
            .filter((element) => element.children.length === 0 && element.textContent?.trim())
            .map((element) => {
              const range = document.createRange();
              range.selectNodeContents(element);
              return { text: element.textContent ?? '', box: range.getBoundingClientRect() };
            });
          const problems: string[] = [];
          for (const [i, { text, box }] of texts.entries()) {
            if (
              box.left < edge.left ||
              box.right > edge.right ||
              box.top < edge.top ||
              box.bottom > edge.bottom
            )
              problems.push(`${text} leaves its card`);
            for (const other of texts.slice(i + 1)) {
              const apart =
                box.right <= other.box.left ||
                other.box.right <= box.left ||
                box.bottom <= other.box.top ||
                other.box.bottom <= box.top;
              if (!apart) problems.push(`${text} overlaps ${other.text}`);
            }
          }
          return problems;
        }),
      );

    for (const viewport of [{ width: 1366, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${running.stack.url}/admin/dashboard`);
      await page.getByTestId('dashboard-sales').getByText('₹223,420.09').first().waitFor();
      expect(await page.getByTestId('dashboard-sales').getByText('₹223,420.09').count()).toBe(3);
      expect(await misplacedFigures()).toEqual([]);
      await saveScreenshot(page, `admin-dashboard-large-figures-${viewport.width}`, { fullPage: true });
    }
    await page.setViewportSize(DESKTOP);
    await page.close();
  });

  it('lets staff edit then delete a star’s promo code, and the star edit theirs in the same form', async () => {
    const streamer = await running.stack.signIn('streamer@lobby.gg');
    const createCode = (code: string, percentOff: number) =>
      running.api<{ promoCode: { _id: string } }>('/api/streamer/promo-codes', streamer.token, {
        code,
        discountType: 'percent',
        percentOff,
      });
    const { promoCode: staffEdits } = await createCode('EDITME20', 20);
    await createCode('STREAMER30', 30);

    const page = await running.staffPage();
    await page.goto(`${running.stack.url}/admin/manage-promo-codes`);
    await page.getByRole('textbox', { name: 'Search codes' }).fill('EDITME');
    await page.getByRole('button', { name: 'Edit EDITME20' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit promo code' });
    expect(await edit.getByRole('textbox', { name: 'Percent off' }).inputValue()).toBe('20%');
    await edit.getByRole('textbox', { name: 'Percent off' }).fill('25');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('row', { name: /EDITME20/ })
      .getByText('25% off')
      .waitFor();
    const [updated] = await auditEntries('payments.promoCode.update', staffEdits._id);
    expect(updated).toMatchObject({ before: { percentOff: 20 }, after: { percentOff: 25, isActive: true } });

    await page.getByRole('button', { name: 'Delete EDITME20' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this promo code?' })
      .getByRole('button', { name: 'Delete code' })
      .click();
    await page.getByText('No promo codes').waitFor();
    await auditEntries('payments.promoCode.delete', staffEdits._id);
    await page.close();

    const star = await running.signedInPage('streamer@lobby.gg', { viewport: PHONE });
    await star.goto(`${running.stack.url}/influencer/promo-codes`);
    expect(await star.getByRole('article', { name: 'Promo code EDITME20' }).count()).toBe(0);
    await star.getByRole('button', { name: 'Edit STREAMER30' }).click();
    const starEdit = star.getByRole('dialog', { name: 'Edit promo code' });
    expect(await starEdit.getByRole('textbox', { name: 'Code' }).inputValue()).toBe('STREAMER30');
    await expectNoSeriousA11yViolations(star);
    await saveScreenshot(star, 'streamer-promo-code-edit-phone');
    await star.close();
  });
});
