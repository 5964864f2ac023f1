import { StaffText, type AuditLogPage, type StaffMemberDto } from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import type { Page } from 'playwright-core';
import {
  type BrowserStack,
  DESKTOP,
  expectAccessibleThenScreenshot,
  PHONE,
  saveScreenshot,
} from '../browser-stack';

const INVITEE_PASSWORD = 'TeamMate!2026';

/**
 * Issue 17 items 1, 7 and 8: the demo admin invites a staff member with a few grants, the invitee chooses a password
 * from the mail, signs in at /admin/login and sees in the sidebar only the screens those grants open; the admin then
 * changes their grants, and the audit log shows the change (read back through the API and on the page).
 */
export const staffManagementInTheBrowser = (running: BrowserStack) =>
  describe('staff management, the admin sidebar and the audit log in the browser', () => {
    const sidebarLinks = async (page: Page) => {
      const sidebar = page.getByRole('navigation', { name: 'Admin' });
      await sidebar.getByRole('link').first().waitFor();
      return sidebar.getByRole('link').allInnerTexts();
    };

    it('invites a member who sets a password from the mail, signs in and sees only what their grants open', async () => {
      const admin = await running.staffPage();
      await admin.goto(`${running.stack.url}/admin/user-management`);
      await admin.getByRole('heading', { name: 'Team', exact: true }).waitFor();
      await admin.getByText('@demo_admin').first().waitFor();
      await expectAccessibleThenScreenshot(admin, 'admin-team');

      await admin.getByRole('button', { name: 'Invite staff' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Invite a staff member' });
      await dialog.getByLabel('Full name').fill('Mia Marketing');
      await dialog.getByLabel('Username').fill('mia_marketing');
      await dialog.getByLabel('Email').fill('mia@example.com');
      // An admin starts with every grant; another role starts with none, and gets two ticked here.
      await dialog.getByRole('combobox', { name: 'Role' }).click();
      await admin.getByRole('option', { name: 'Marketing' }).click();
      expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBe(0);
      await dialog.getByRole('checkbox', { name: 'Write Banners' }).check();
      await dialog.getByRole('checkbox', { name: 'Read games' }).check();
      expect(await dialog.getByRole('checkbox', { name: 'Read Banners' }).isChecked()).toBe(true);
      await expectAccessibleThenScreenshot(admin, 'admin-team-invite');
      const invited = admin.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/admin/staff' && response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      const answer = await invited;
      expect(answer.status()).toBe(201);
      const member = ((await answer.json()) as { member: StaffMemberDto }).member;
      expect(member.permissions).toEqual([
        { service: 'games', read: true, write: false },
        { service: 'Banners', read: true, write: true },
      ]);
      await admin.getByText(StaffText.invited).waitFor();
      await admin.getByText('@mia_marketing · mia@example.com').waitFor();
      await admin.getByText('Invited', { exact: true }).waitFor();

      const mail = await running.stack.mail.waitForMail('mia@example.com');
      const link = /https?:\/\/[^/\s]+(\/admin\/password-setup\/[^\s]+)/.exec(mail.text)![1];
      const mia = await running.browser.newPage({ viewport: DESKTOP });
      await mia.goto(`${running.stack.url}${link}`);
      await mia.getByText('Choose the password you will use to sign in as mia@example.com.').waitFor();
      await mia.getByLabel('New password', { exact: true }).fill(INVITEE_PASSWORD);
      await mia.getByLabel('Confirm new password').fill(INVITEE_PASSWORD);
      await mia.getByRole('button', { name: 'Save password' }).click();
      await mia.waitForURL(/\/admin\/login$/);
      await mia.close();

      const signedIn = await running.staffPage('mia_marketing', INVITEE_PASSWORD);
      await signedIn.goto(`${running.stack.url}/admin/games`);
      expect(await sidebarLinks(signedIn)).toEqual(['Banners', 'Games', 'Change password']);
      // Marketing is an admin-view role: no search box, bell or profile link in the header.
      expect(await signedIn.getByRole('button', { name: /^Notifications/ }).count()).toBe(0);
      await signedIn.getByRole('button', { name: 'Account menu' }).click();
      await signedIn.getByRole('menuitem', { name: 'Log out' }).waitFor();
      expect(await signedIn.getByRole('menuitem', { name: 'Profile' }).count()).toBe(0);
      await signedIn.keyboard.press('Escape');
      await expectAccessibleThenScreenshot(signedIn, 'admin-sidebar-marketing');
      await signedIn.close();
      await admin.close();
    });

    it("changes a member's grants on the permissions page and finds the change in the audit log", async () => {
      const admin = await running.staffPage();
      await admin.goto(`${running.stack.url}/admin/manage-permissions`);
      await admin.getByRole('heading', { name: 'Permissions', exact: true }).waitFor();
      await admin.getByRole('button', { name: 'Edit permissions of @mia_marketing' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Permissions of @mia_marketing' });
      await dialog.getByRole('checkbox', { name: 'Write Banners for @mia_marketing' }).uncheck();
      await dialog.getByRole('checkbox', { name: 'Write FAQ for @mia_marketing' }).check();
      await expectAccessibleThenScreenshot(admin, 'admin-permissions-edit');
      const saved = admin.waitForResponse((response) =>
        /\/api\/admin\/staff\/[^/]+\/permissions$/.test(new URL(response.url()).pathname),
      );
      await dialog.getByRole('button', { name: 'Save permissions' }).click();
      expect((await saved).status()).toBe(200);
      await admin.getByText(StaffText.permissionsSaved).waitFor();
      await admin.getByText('1 write, 2 read only').waitFor();
      await expectAccessibleThenScreenshot(admin, 'admin-permissions');

      // The audit entry, read back through the API.
      const token = (await running.stack.signIn('admin@lobby.gg')).token;
      const staff = await running.stack.call<{ data: StaffMemberDto[] }>(
        '/api/admin/staff?search=mia_marketing',
        { token },
      );
      const miaId = staff.body.data[0]._id;
      const entry = await waitFor(
        async () => {
          const log = await running.stack.call<AuditLogPage>(
            `/api/admin/audit-log?action=identity.staff.permissions&targetId=${miaId}`,
            { token },
          );
          return log.body.data[0];
        },
        { what: 'the permissions audit entry' },
      );
      expect(entry).toMatchObject({
        actorUsername: 'demo_admin',
        actorRole: 'admin',
        target: { type: 'staff', id: miaId, label: 'mia_marketing' },
        before: { permissions: { games: 'read', Banners: 'write' } },
        after: { permissions: { FAQ: 'write', games: 'read', Banners: 'read' } },
      });

      // And on the page: filtered by action, with the grants before and after.
      await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
      await admin.waitForURL(/\/admin\/audit-log$/);
      await admin.getByRole('textbox', { name: 'Action', exact: true }).fill('identity.staff.permissions');
      await admin.getByText('permissions.Banners').first().waitFor();
      // Only the permissions change is left once the filter applies (the invitation is filtered out).
      await waitFor(
        async () => (await admin.locator('code', { hasText: 'identity.staff.invite' }).count()) === 0,
        {
          what: 'the filter to apply',
        },
      );
      expect(await admin.locator('code', { hasText: 'identity.staff.permissions' }).count()).toBe(1);
      await admin.getByRole('button', { name: 'mia_marketing' }).waitFor();
      await expectAccessibleThenScreenshot(admin, 'admin-audit-log');
      await admin.close();
    });

    it('keeps staff out of screens their grants do not open, and a fan out of the admin pages', async () => {
      const mia = await running.staffPage('mia_marketing', INVITEE_PASSWORD);
      await mia.goto(`${running.stack.url}/admin/user-management`);
      expect(await sidebarLinks(mia)).toEqual(['FAQs', 'Banners', 'Games', 'Change password']);
      await mia.getByRole('heading', { name: 'Team', exact: true }).waitFor();
      await mia.getByText('You are not allowed to do this').waitFor();
      await expectAccessibleThenScreenshot(mia, 'admin-team-refused');
      await mia.close();

      const fan = await running.signedInPage('fan@lobby.gg');
      await fan.goto(`${running.stack.url}/admin/audit-log`);
      await fan.waitForURL((url) => !url.pathname.startsWith('/admin'));
      expect(await fan.getByRole('heading', { name: 'Audit log' }).count()).toBe(0);
      await fan.close();
    });

    it('shows a member with read-only team grants the team without invite, role or deactivate controls', async () => {
      const { token } = await running.stack.signIn('admin@lobby.gg');
      const invited = await running.stack.call<{ member: StaffMemberDto }>('/api/admin/staff', {
        token,
        body: {
          email: 'rita@example.com',
          username: 'rita_reader',
          fullName: 'Rita Reader',
          role: 'finance',
          permissions: [
            { service: 'User Management', read: true, write: false },
            { service: 'Permissions', read: true, write: false },
          ],
        },
      });
      expect(invited.status).toBe(201);
      const mail = await running.stack.mail.waitForMail('rita@example.com');
      const setupToken = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
      const set = await running.stack.call('/api/auth/set-streamer-password', {
        body: { email: 'rita@example.com', token: setupToken, password: INVITEE_PASSWORD },
      });
      expect(set.status).toBe(200);

      const rita = await running.staffPage('rita_reader', INVITEE_PASSWORD);
      await rita.goto(`${running.stack.url}/admin/user-management`);
      await rita.getByText('@rita_reader · rita@example.com').waitFor();
      // The dashboard shows its new-accounts card to User Management readers; they may also preview the usernames
      // script (applying it takes User Management write).
      expect(await sidebarLinks(rita)).toEqual([
        'Dashboard',
        'Run scripts',
        'Team',
        'Permissions',
        'Audit log',
        'Change password',
      ]);
      expect(await rita.getByRole('button', { name: 'Invite staff' }).count()).toBe(0);
      expect(await rita.getByRole('button', { name: /^Deactivate/ }).count()).toBe(0);
      expect(await rita.getByLabel(/^Role of/).count()).toBe(0);
      await expectAccessibleThenScreenshot(rita, 'admin-team-read-only');
      await rita.goto(`${running.stack.url}/admin/manage-permissions`);
      await rita.getByRole('button', { name: 'View permissions of @mia_marketing' }).click();
      const dialog = rita.getByRole('dialog', { name: 'Permissions of @mia_marketing' });
      expect(await dialog.getByRole('checkbox', { name: 'Write FAQ for @mia_marketing' }).isDisabled()).toBe(
        true,
      );
      expect(await dialog.getByRole('button', { name: 'Save permissions' }).count()).toBe(0);
      await rita.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // On a phone the sidebar is behind the menu button.
      await rita.setViewportSize(PHONE);
      await rita.getByRole('button', { name: 'Admin menu' }).click();
      await rita.getByRole('dialog', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
      await rita.waitForURL(/\/admin\/audit-log$/);
      await rita.getByRole('heading', { name: 'Audit log' }).waitFor();
      await rita.getByRole('button', { name: 'Admin menu' }).click();
      await rita.getByRole('dialog', { name: 'Admin' }).getByRole('link', { name: 'Team' }).waitFor();
      await saveScreenshot(rita, 'admin-menu-phone');
      await rita.close();
    });

    it("follows a change of a member's grants in their open sidebar at once, and logs a catalog change", async () => {
      const { token } = await running.stack.signIn('admin@lobby.gg');
      const mia = await running.staffPage('mia_marketing', INVITEE_PASSWORD);
      await mia.goto(`${running.stack.url}/admin/games`);
      expect(await sidebarLinks(mia)).toEqual(['FAQs', 'Banners', 'Games', 'Change password']);
      const staff = await running.stack.call<{ data: StaffMemberDto[] }>(
        '/api/admin/staff?search=mia_marketing',
        {
          token,
        },
      );
      const saved = await running.stack.call(`/api/admin/staff/${staff.body.data[0]._id}/permissions`, {
        token,
        method: 'PUT',
        body: {
          permissions: [
            { service: 'games', read: true, write: true },
            { service: 'Platforms', read: true, write: true },
          ],
        },
      });
      expect(saved.status).toBe(200);
      // No reload: the server's push makes the open app read its grants again.
      await waitFor(
        async () => (await sidebarLinks(mia)).join() === 'Games,Platforms,Change password' || undefined,
        {
          what: "mia's sidebar to follow her new grants",
        },
      );

      // Mia, now holding Platforms write, adds a platform; the admin finds it in the audit log.
      const platform = await running.stack.call<{ platform: { _id: string } }>('/api/admin/platforms', {
        token: (await running.stack.signIn('mia@example.com', INVITEE_PASSWORD)).token,
        body: { platform_name: 'Audit Deck' },
      });
      expect(platform.status).toBe(201);
      await mia.close();
      const admin = await running.staffPage();
      await admin.goto(`${running.stack.url}/admin/audit-log`);
      await admin.getByRole('textbox', { name: 'Action', exact: true }).fill('catalog.platform');
      await admin.locator('code', { hasText: 'catalog.platform.create' }).waitFor();
      await admin.getByRole('button', { name: 'Audit Deck' }).waitFor();
      await admin.getByRole('button', { name: 'mia_marketing' }).first().waitFor();
      await expectAccessibleThenScreenshot(admin, 'admin-audit-log-catalog');
      await admin.close();
    });
  });
