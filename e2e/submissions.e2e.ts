import {
  CatalogText,
  SubmissionText,
  wrongPlatformHostText,
  type EarlyAccessSubmissionDto,
  type Page as ListPage,
} from '@lobby/contracts';
import { DESKTOP, expectAccessibleThenScreenshot, useBrowserStack } from './browser-stack';

jest.setTimeout(300_000);

const STAFF_INBOX = 'contact-staff@lobby.test';

/**
 * Issue 18 items 4-5: a visitor sends the contact form, the staff address gets the mail and staff see the message
 * at /admin/contact-us-submissions and mark it handled; on /about the 'Get Early Access' countdown appears once a
 * visitor scrolls the (tall) page, and the early-access form reaches the staff list. Issue 33: a fan who finds no
 * star on the browse page suggests one, and staff see it at /admin/star-suggestions.
 */
describe('contact form, about page and early access in the browser', () => {
  const running = useBrowserStack({ CONTACT_FORM_TO: STAFF_INBOX });

  it('a visitor sends the contact form; staff get the mail and see the message, then mark it handled', async () => {
    const visitor = await running.browser.newPage({ viewport: DESKTOP });
    await visitor.goto(`${running.stack.url}/contact-us`);
    await visitor.getByLabel('Name').fill('Grace Hopper');
    await visitor.getByLabel('Email').fill('grace@example.com');
    await visitor.getByRole('combobox', { name: 'Topic' }).click();
    await visitor.getByRole('option', { name: 'Bookings and payments' }).click();
    await visitor.getByLabel('Message').fill('My booking for Saturday shows twice, can you check?');
    await visitor.getByRole('button', { name: 'Send message' }).click();
    await visitor.getByRole('alert', { name: SubmissionText.submitted }).waitFor();
    await expectAccessibleThenScreenshot(visitor, 'contact-us-sent');
    await visitor.close();

    const mail = await running.stack.mail.waitForMail(STAFF_INBOX);
    expect(mail.subject).toBe('Contact form: Bookings and payments (from Grace Hopper)');
    expect(mail.text).toContain('grace@example.com');
    expect(mail.text).toContain('My booking for Saturday shows twice');

    const staff = await running.staffPage();
    await staff.goto(`${running.stack.url}/admin/contact-us-submissions`);
    const row = staff.getByRole('row').filter({ hasText: 'grace@example.com' });
    await row.getByText('My booking for Saturday shows twice, can you check?').waitFor();
    await staff.getByRole('link', { name: 'Contact messages' }).waitFor();
    await expectAccessibleThenScreenshot(staff, 'admin-contact-us-submissions');
    await row.getByRole('button', { name: 'Mark handled' }).click();
    await staff.getByText(SubmissionText.handled).waitFor();
    await staff.getByText('No messages').waitFor();
    await staff
      .locator('label')
      .filter({ hasText: /^Handled$/ })
      .click();
    await staff.getByRole('row').filter({ hasText: 'grace@example.com' }).waitFor();
    await staff.close();
  });

  it('a visitor who finds no star suggests one from the empty browse page; staff see it in the suggestions list', async () => {
    const fan = await running.browser.newPage({ viewport: DESKTOP });
    await fan.goto(`${running.stack.url}/browse?tab=creators&search=Zyxwv%20Nobody`);
    await fan.getByRole('button', { name: 'Suggest a star' }).click();
    const dialog = fan.getByRole('dialog', { name: 'Suggest a star' });
    await dialog.getByRole('button', { name: 'Send suggestion' }).click();
    await dialog.getByText(CatalogText.starNameRequired).waitFor();
    await dialog.getByLabel('Star name').fill('Zyxwv Nobody');
    await expectAccessibleThenScreenshot(fan, 'suggest-star-form');
    await dialog.getByRole('button', { name: 'Send suggestion' }).click();
    await fan.getByText(CatalogText.starSuggested).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await fan.close();

    const staff = await running.staffPage();
    await staff.goto(`${running.stack.url}/admin/star-suggestions`);
    await staff.getByRole('row').filter({ hasText: 'Zyxwv Nobody' }).getByText('Visitor').waitFor();
    await staff.getByRole('link', { name: 'Star suggestions' }).waitFor();
    await expectAccessibleThenScreenshot(staff, 'admin-star-suggestions');
    await staff.close();
  });

  it('shows the early-access countdown on /about once a visitor scrolls the tall page, and takes a request', async () => {
    const visitor = await running.browser.newPage({ viewport: DESKTOP });
    await visitor.goto(`${running.stack.url}/about`);
    await visitor.getByRole('heading', { name: 'Get paid to play with your fans' }).waitFor();
    await visitor.getByTestId('platform-fees').getByText('10%').waitFor();
    expect(await visitor.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(630);
    expect(await visitor.getByRole('timer').count()).toBe(0);

    await visitor.mouse.wheel(0, 400);
    const timer = visitor.getByRole('timer');
    await timer.waitFor();
    expect(await timer.textContent()).toMatch(/^[12]:\d\d$/);
    await visitor.evaluate(() => window.scrollTo(0, 0));
    await expectAccessibleThenScreenshot(visitor, 'about-countdown');

    await visitor.getByRole('button', { name: 'Get Early Access' }).first().click();
    const dialog = visitor.getByRole('dialog', { name: 'Get early access' });
    await dialog.getByLabel('Email').fill('early@example.com');
    await dialog.getByLabel('Name (optional)').fill('Early Bird');
    await dialog.getByRole('button', { name: 'Get Early Access' }).click();
    await visitor.getByText(SubmissionText.submitted).waitFor();
    await visitor.close();

    const admin = await running.stack.signIn('admin@lobby.gg');
    const list = await running.stack.call<ListPage<EarlyAccessSubmissionDto>>(
      '/api/admin/early-access-submissions?search=early@',
      { token: admin.token },
    );
    expect(list.body.data).toEqual([
      expect.objectContaining({ email: 'early@example.com', name: 'Early Bird', role: 'creator' }),
    ]);

    const staff = await running.staffPage();
    await staff.goto(`${running.stack.url}/admin/early-access-submissions`);
    await staff.getByRole('row').filter({ hasText: 'early@example.com' }).waitFor();
    await expectAccessibleThenScreenshot(staff, 'admin-early-access-submissions');
    await staff.close();
  });

  it('takes a creator application that staff see beside onboarding', async () => {
    const visitor = await running.browser.newPage({ viewport: DESKTOP });
    await visitor.goto(`${running.stack.url}/creator-signup`);
    await visitor.getByLabel('Name').fill('Nova Plays');
    await visitor.getByLabel('Email').fill('nova@example.com');
    await visitor.getByRole('combobox', { name: 'Country' }).fill('India');
    await visitor.getByRole('option', { name: 'India', exact: true }).click();
    await visitor.getByLabel('Channel 1 followers').fill('12000');
    // A link off the platform's site is refused before sending, with the server's text.
    await visitor.getByLabel('Channel 1 link').fill('https://youtube.com/@nova');
    await visitor.getByRole('button', { name: 'Send application' }).click();
    await visitor.getByText(wrongPlatformHostText('twitch')).waitFor();
    await visitor.getByLabel('Channel 1 link').fill('https://twitch.tv/nova');
    await visitor.getByRole('combobox', { name: 'Games you play' }).fill('Valorant');
    await visitor.keyboard.press('Enter');
    await visitor.getByLabel('Why Lobby?').fill('My viewers keep asking to play with me.');
    // A second channel row added and left empty is optional: it doesn't block the application.
    await visitor.getByRole('button', { name: 'Add a channel' }).click();
    await visitor.getByLabel('Channel 2 link').waitFor();
    await expectAccessibleThenScreenshot(visitor, 'creator-signup');
    const sent = visitor.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/api/'),
    );
    await visitor.getByRole('button', { name: 'Send application' }).click();
    expect((await sent).postDataJSON().channels).toEqual([
      { platform: 'Twitch', url: 'https://twitch.tv/nova', followers: 12000 },
    ]);
    await visitor.getByRole('alert', { name: SubmissionText.applicationSent }).waitFor();
    await visitor.close();

    const staff = await running.staffPage();
    await staff.goto(`${running.stack.url}/admin/creator-applications`);
    const row = staff.getByRole('row').filter({ hasText: 'nova@example.com' });
    await row.waitFor();
    await expectAccessibleThenScreenshot(staff, 'admin-creator-applications');
    await row.getByRole('button', { name: 'Approve' }).click();
    await staff.getByText(SubmissionText.approved).waitFor();
    await staff
      .locator('label')
      .filter({ hasText: /^Approved$/ })
      .click();
    const link = staff.getByRole('link', { name: 'Add as a star' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(
      '/admin/add-influencer/?fullName=Nova+Plays&email=nova%40example.com&country=IN',
    );
    await staff.close();
  });
});
