import { AccountFieldText, SuccessText } from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import {
  DEMO_PASSWORD,
  DESKTOP,
  expectAccessibleThenScreenshot,
  logIn,
  logInAsStaff,
  saveScreenshot,
  useBrowserStack,
} from './browser-stack';

jest.setTimeout(240_000);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * Issue 17 items 3 and 5: the demo admin registers a star at /admin/add-influencer/, the star follows the mailed
 * link, chooses a password and signs in; the demo streamer sends their onboarding, the admin verifies it at
 * /admin/verify-onboarding-details and the streamer then sees it verified. Each staff write is read back from
 * the audit log.
 */
describe('staff managing stars and verifying onboarding in the browser', () => {
  const running = useBrowserStack();

  it('registers a star who sets their password from the mail and signs in', async () => {
    const page = await running.staffPage();
    await page.goto(`${running.stack.url}/admin/influencer`);
    await page.getByRole('heading', { name: 'Stars', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Add star' }).click();
    await page.waitForURL(/\/admin\/add-influencer\/?$/);

    await page.getByRole('button', { name: 'Register star' }).click();
    await page.getByText(AccountFieldText.invalidEmail).waitFor();
    await page.getByText(AccountFieldText.fullName).waitFor();
    await page.getByLabel('Full name').fill('Rhea Rush');
    await page.getByLabel('Username').fill('rhea_rush');
    await page.getByLabel('Email').fill('rhea@example.com');
    await page.getByRole('combobox', { name: 'Country' }).fill('India');
    await page.getByRole('option', { name: 'India', exact: true }).click();
    await page.getByText('Their gigs are priced in INR.').waitFor();
    await expectAccessibleThenScreenshot(page, 'admin-add-star');

    const registered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/admin/influencers' &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Register star' }).click();
    const answer = await registered;
    expect(answer.status()).toBe(201);
    const starId = ((await answer.json()) as { star: { _id: string } }).star._id;
    await page.waitForURL(new RegExp(`/admin/influencer/${starId}$`));
    await page.getByText('Not set yet').waitFor();
    await page.getByText('rhea@example.com').first().waitFor();
    await expectAccessibleThenScreenshot(page, 'admin-star-details');

    // A second registration with the same email is refused in place.
    await page.goto(`${running.stack.url}/admin/add-influencer/`);
    await page.getByLabel('Full name').fill('Rhea Again');
    await page.getByLabel('Username').fill('rhea_again');
    await page.getByLabel('Email').fill('rhea@example.com');
    await page.getByRole('combobox', { name: 'Country' }).fill('India');
    await page.getByRole('option', { name: 'India', exact: true }).click();
    await page.getByRole('button', { name: 'Register star' }).click();
    await page.getByText('Failed to register influencer').waitFor();
    await page.getByText('An account with this email already exists').waitFor();

    // The list finds the new star by search, and keeps the search after a visit to their page.
    await page.goto(`${running.stack.url}/admin/influencer`);
    const searched = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/admin/influencers' && url.searchParams.get('search') === 'rhea';
    });
    await page.getByLabel('Search').fill('rhea');
    expect((await (await searched).json()).total).toBe(1);
    await waitFor(async () => (await page.locator('tbody tr').count()) === 1, { what: 'one row' });
    await page.getByRole('link', { name: 'Rhea Rush' }).waitFor();
    await expectAccessibleThenScreenshot(page, 'admin-stars');
    await page.getByRole('link', { name: 'Rhea Rush' }).click();
    await page.waitForURL(new RegExp(`/admin/influencer/${starId}$`));
    await page.getByRole('link', { name: '← All stars' }).click();
    await page.waitForURL(/\/admin\/influencer$/);
    await page.getByRole('link', { name: 'Rhea Rush' }).waitFor();
    expect(await page.getByLabel('Search').inputValue()).toBe('rhea');

    const [entry] = await running.auditEntries('identity.star.register', starId);
    expect(entry).toMatchObject({
      action: 'identity.star.register',
      actorUsername: 'demo_admin',
      before: null,
    });
    await page.close();

    // The star follows the mailed link, chooses a password and signs in as a streamer.
    const mail = await running.stack.mail.waitForMail('rhea@example.com');
    const link = /https?:\/\/[^/\s]+(\/streamer-password-setup\/[^\s]+)/.exec(mail.text)![1];
    const star = await running.browser.newPage({ viewport: DESKTOP });
    await star.goto(`${running.stack.url}${link}`);
    await star.getByRole('heading', { name: 'Set up your password' }).waitFor();
    await star.getByText(/sign in as rhea@example\.com/).waitFor();
    await star.getByLabel('New password', { exact: true }).fill('RheaRush!2026');
    await star.getByLabel('Confirm new password').fill('RheaRush!2026');
    await star.getByRole('button', { name: 'Save password' }).click();
    await star.waitForURL(/\/login$/);
    await logIn(star, running.stack.url, 'rhea@example.com', 'RheaRush!2026');
    await star.waitForURL(/\/influencer\/dashboard/);
    await star.close();
  });

  it('verifies the onboarding a streamer sent, and the streamer then sees it verified', async () => {
    const streamer = await running.stack.signIn('streamer@lobby.gg');
    const form = new FormData();
    const fields = {
      fullName: 'Demo Streamer',
      gamingName: 'DemoPlays',
      mobileNumber: '+44 7700 900123',
      address: '1 High Street, London',
      country: 'United Kingdom',
      tshirtSize: 'L',
      bankName: 'Example Bank',
      accountHolderName: 'Demo Streamer',
      accountNumber: '000123456789',
      bankOption: 'IBAN',
      iban: 'GB33BUKB20201555555555',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const name of ['bankStatement', 'signedAgreement'])
      form.append(name, new File([new Uint8Array(PDF)], `${name}.pdf`, { type: 'application/pdf' }));
    const submitted = await fetch(`${running.stack.url}/api/post/streamer/onboard`, {
      method: 'POST',
      headers: { authorization: `Bearer ${streamer.token}` },
      body: form,
    });
    expect(submitted.status).toBe(200);

    const page = await running.staffPage();
    await page.goto(`${running.stack.url}/admin/verify-onboarding-details`);
    await page.getByRole('heading', { name: 'Onboarding verification' }).waitFor();
    await page.getByText('@demo_streamer', { exact: false }).first().waitFor();
    await page.getByText('****6789').first().waitFor();
    expect(await page.content()).not.toContain('000123456789');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Agreement' }).first().click();
    expect((await download).suggestedFilename()).toBe('demo_streamer-signed-agreement.pdf');
    await expectAccessibleThenScreenshot(page, 'admin-verify-onboarding');

    await page.getByRole('checkbox', { name: 'Select DemoPlays' }).check();
    const verified = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/admin/onboarding-submissions/verify',
    );
    await page.getByRole('button', { name: 'Verify selected (1)' }).click();
    expect((await verified).status()).toBe(200);
    await page.getByText(SuccessText.verified).waitFor();
    await page.getByText('No streamer is waiting for verification.').waitFor();

    await page.goto(`${running.stack.url}/admin/streamer-agreement`);
    await page.getByText('@demo_streamer').waitFor();
    await page.getByText('Verified', { exact: true }).first().waitFor();
    await expectAccessibleThenScreenshot(page, 'admin-streamer-agreements');
    await page.close();

    const entries = await running.auditEntries(
      'identity.onboarding.verify',
      (
        await running.stack.call<{ onboarding: { _id: string } }>(
          '/api/v1/streamer-bank-details-submission-status',
          {
            token: streamer.token,
          },
        )
      ).body.onboarding._id,
    );
    expect(entries).toEqual([
      expect.objectContaining({
        actorUsername: 'demo_admin',
        after: expect.objectContaining({ status: 'verified' }),
      }),
    ]);

    const own = await running.signedInPage('streamer@lobby.gg');
    await own.goto(`${running.stack.url}/influencer/terms-and-conditions`);
    await own
      .locator('section')
      .filter({ has: own.getByRole('heading', { name: 'Your onboarding details', exact: true }) })
      .getByText('verified', { exact: true })
      .waitFor();
    await own.close();
  });

  it('shows staff with read only the lists without their write controls', async () => {
    const page = await running.browser.newPage({ viewport: DESKTOP });
    // The web hides what the member's permissions don't allow (the server refuses it either way): the demo
    // admin's answers are narrowed to Influencers and Onboarding read.
    const readOnly = [
      { service: 'Influencers', read: true, write: false },
      { service: 'Onboarding', read: true, write: false },
    ];
    const narrow = (user: { permissions?: unknown }) => ({ ...user, permissions: readOnly });
    await page.route(/\/api\/(current_user|admin\/login|updated_user)$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { user?: { permissions?: unknown }; permissions?: unknown };
      await route.fulfill({
        response,
        json: body.user ? { ...body, user: narrow(body.user) } : narrow(body),
      });
    });
    await logInAsStaff(page, running.stack.url, 'demo_admin', DEMO_PASSWORD);

    await page.goto(`${running.stack.url}/admin/influencer`);
    await page.getByLabel('Search').fill('rhea');
    await page.getByRole('link', { name: 'Rhea Rush' }).waitFor();
    expect(await page.getByRole('link', { name: 'Add star' }).count()).toBe(0);
    expect(await page.getByRole('switch').count()).toBe(0);
    await expectAccessibleThenScreenshot(page, 'admin-stars-read-only');
    await page.getByRole('link', { name: 'Rhea Rush' }).click();
    await page.getByRole('heading', { name: 'Onboarding' }).waitFor();
    expect(await page.getByRole('button', { name: 'Remove star' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    await page.goto(`${running.stack.url}/admin/verify-onboarding-details`);
    await page.getByText('All', { exact: true }).click();
    await page.getByText('DemoPlays').waitFor();
    expect(await page.getByRole('button', { name: /Verify/ }).count()).toBe(0);
    await expectAccessibleThenScreenshot(page, 'admin-verify-onboarding-read-only');
    await page.close();
  });

  it('keeps fans out of the staff pages', async () => {
    const fan = await running.signedInPage('fan@lobby.gg');
    await fan.goto(`${running.stack.url}/admin/influencer`);
    await waitFor(async () => !new URL(fan.url()).pathname.startsWith('/admin/influencer'), {
      what: 'the fan to be sent away from the staff page',
    });
    await saveScreenshot(fan, 'admin-stars-fan');
    await fan.close();
  });

  it("appoints a fan as a star's moderator from the star's page, lists them, and removes them", async () => {
    const [streamer, fan] = await Promise.all([
      running.stack.signIn('streamer@lobby.gg'),
      running.stack.signIn('fan@lobby.gg'),
    ]);
    const roleOfFan = async () =>
      (await running.stack.call<{ role: string }>('/api/current_user', { token: fan.token })).body.role;
    const page = await running.staffPage();
    await page.goto(`${running.stack.url}/admin/influencer/${streamer.userId}`);
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Moderators', exact: true }) });
    await section.getByText('@demo_mod').waitFor();

    const appointed = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/api/admin/influencers/${streamer.userId}/moderators` &&
        response.request().method() === 'POST',
    );
    await section.getByRole('textbox', { name: 'Appoint a moderator' }).fill('fan@lobby.gg');
    await section.getByRole('button', { name: 'Appoint' }).click();
    expect((await appointed).status()).toBe(201);
    await section.getByText('@demo_fan').waitFor();
    expect(await roleOfFan()).toBe('moderator');
    await expectAccessibleThenScreenshot(page, 'admin-star-moderators');

    await section.getByRole('button', { name: 'Remove @demo_fan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove @demo_fan as moderator?' });
    const dismissed = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname ===
          `/api/admin/influencers/${streamer.userId}/moderators/${fan.userId}` &&
        response.request().method() === 'DELETE',
    );
    await dialog.getByRole('button', { name: 'Remove moderator' }).click();
    expect((await dismissed).status()).toBe(200);
    await section.getByText('@demo_fan').waitFor({ state: 'detached' });
    await section.getByText('@demo_mod').waitFor();
    expect(await roleOfFan()).toBe('user');

    for (const action of ['identity.moderator.appoint', 'identity.moderator.dismiss'])
      expect(await running.auditEntries(action, fan.userId)).toEqual([
        expect.objectContaining({ actorUsername: 'demo_admin' }),
      ]);
    await page.close();
  });
});
