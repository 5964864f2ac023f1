import { randomUUID } from 'node:crypto';
import { AccountFieldText, AccountText, AuthText, ErrorText, type StaffPermission } from '@lobby/contracts';
import type { IdentityConfig } from '../../services/identity/src/identity.config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../services/identity/src/seed/demo-accounts';
import { UnsubscribeLinks } from '../../services/identity/src/unsubscribe/unsubscribe-links';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { conflict, forbidden, invalid, notFound, signInRequired } from './support/answers';

const admin = DEMO_ACCOUNTS.find((account) => account.key === 'admin')!;
const USERS_TEXT = 'Please choose from 1 to 100 users';

describe('gateway: reports, bans, deletion requests and unsubscribing', () => {
  const stack = new GatewayHarness();
  let fan: SignedInUser;
  let other: SignedInUser;
  let adminToken: string;
  beforeAll(async () => {
    await stack.start({}, { SEED_DEMO_DATA: 'true' });
    [fan, other] = [await stack.signedInUser(), await stack.signedInUser()];
    adminToken = await stack.accessTokenOf(admin.email, DEMO_PASSWORD);
  }, 60_000);
  afterAll(() => stack.stop());

  const grant = (service: StaffPermission['service'], write: boolean): StaffPermission => ({
    service,
    read: true,
    write,
  });

  describe('POST /api/post/report-user-account', () => {
    it('records one open report per reporter and reported account', async () => {
      const reporter = await stack.signedInUser();
      const report = { reportedUserId: other.id, reason: 'Abusive in chat' };
      expect(
        await stack.post('/api/post/report-user-account', report, { token: reporter.accessToken }),
      ).toMatchObject({ status: 200, body: { message: AccountText.reportSent } });
      expect(
        await stack.post('/api/post/report-user-account', report, { token: reporter.accessToken }),
      ).toMatchObject(conflict(AccountText.reportAlreadyOpen));
    });

    it('refuses reporting oneself, an unknown account, bad fields and no token', async () => {
      const token = fan.accessToken;
      const send = (body: unknown) => stack.post('/api/post/report-user-account', body, { token });
      expect(await send({ reportedUserId: fan.id, reason: 'me' })).toMatchObject(
        invalid(AccountText.cannotReportSelf),
      );
      expect(await send({ reportedUserId: randomUUID(), reason: 'ghost' })).toMatchObject(
        notFound(ErrorText.userNotFound),
      );
      expect(await send({ reportedUserId: 'someone', reason: 'x' })).toMatchObject(
        invalid(AccountFieldText.invalidUserId),
      );
      expect(await send({ reportedUserId: other.id })).toMatchObject(invalid(AccountFieldText.reportReason));
      expect(await send({ reportedUserId: other.id, reason: 'x'.repeat(1001) })).toMatchObject(
        invalid(AccountFieldText.reportReason),
      );
      expect(
        await stack.post('/api/post/report-user-account', { reportedUserId: other.id, reason: 'x' }),
      ).toMatchObject(signInRequired);
    });
  });

  describe('bans', () => {
    it("refuses a banned user's still-valid access token on the next request, and unbanning lets them back", async () => {
      const cheater = await stack.signedInUser();
      expect((await stack.get('/api/current_user', { token: cheater.accessToken })).status).toBe(200);

      const banned = await stack.post(
        '/api/admin/ban-users',
        { userIds: [cheater.id], reason: 'Cheating' },
        { token: adminToken },
      );
      expect(banned).toMatchObject({
        status: 200,
        body: { message: AccountText.usersBanned, userIds: [cheater.id] },
      });
      expect(await stack.get('/api/current_user', { token: cheater.accessToken })).toMatchObject({
        status: 401,
        body: { error: AuthText.banned },
      });
      expect(
        await stack.post('/api/auth/refresh-token', { refreshToken: cheater.refreshToken }),
      ).toMatchObject({
        status: expect.any(Number),
        body: { error: expect.any(String) },
      });
      expect(
        (await stack.post('/auth/login', { email: cheater.email, password: cheater.password })).body,
      ).toEqual({
        error: AuthText.banned,
      });

      const unbanned = await stack.post(
        '/api/admin/unban-users',
        { userIds: [cheater.id] },
        { token: adminToken },
      );
      expect(unbanned).toMatchObject({
        status: 200,
        body: { message: AccountText.usersUnbanned, userIds: [cheater.id] },
      });
      expect(
        (await stack.post('/auth/login', { email: cheater.email, password: cheater.password })).status,
      ).toBe(200);
    });

    it('refuses an empty list, a bad id and a missing reason', async () => {
      const token = adminToken;
      expect(await stack.post('/api/admin/ban-users', { userIds: [], reason: 'x' }, { token })).toMatchObject(
        invalid(USERS_TEXT),
      );
      expect(
        await stack.post('/api/admin/ban-users', { userIds: ['x'], reason: 'x' }, { token }),
      ).toMatchObject(invalid(AccountFieldText.invalidUserId));
      expect(await stack.post('/api/admin/ban-users', { userIds: [other.id] }, { token })).toMatchObject(
        invalid(AccountFieldText.reportReason),
      );
      expect(await stack.post('/api/admin/unban-users', { userIds: 'all' }, { token })).toMatchObject(
        invalid(USERS_TEXT),
      );
    });

    it("refuses a fan, staff without 'Banned Users' write, and no token", async () => {
      const readOnly = await stack.staffUser([grant('Banned Users', false)]);
      const otherService = await stack.staffUser([grant('User Management', true)], 'marketing');
      for (const path of ['/api/admin/ban-users', '/api/admin/unban-users']) {
        const body = { userIds: [other.id], reason: 'x' };
        for (const caller of [fan, readOnly, otherService]) {
          expect(await stack.post(path, body, { token: caller.accessToken })).toMatchObject(forbidden);
        }
        expect(await stack.post(path, body)).toMatchObject(signInRequired);
      }
      expect((await stack.get('/api/current_user', { token: other.accessToken })).status).toBe(200);
    });

    it("lets staff with 'Banned Users' write ban", async () => {
      const moderatorStaff = await stack.staffUser([grant('Banned Users', true)], 'developer');
      const target = await stack.signedInUser();
      expect(
        await stack.post(
          '/api/admin/ban-users',
          { userIds: [target.id], reason: 'Spam' },
          { token: moderatorStaff.accessToken },
        ),
      ).toMatchObject({ status: 200, body: { userIds: [target.id] } });
    });
  });

  describe('account deletion', () => {
    it('records the request, keeps the account working until staff approve, then ends it', async () => {
      const leaving = await stack.signedInUser();
      const asked = await stack.post(
        '/api/v1/user/auth/request-account-deletion',
        { reason: 'Taking a break' },
        { token: leaving.accessToken },
      );
      expect(asked).toMatchObject({ status: 200, body: { message: AccountText.deletionRequested } });
      expect(
        await stack.post(
          '/api/v1/user/auth/request-account-deletion',
          { reason: 'Again' },
          { token: leaving.accessToken },
        ),
      ).toMatchObject(conflict(AccountText.deletionAlreadyRequested));
      expect((await stack.get('/api/current_user', { token: leaving.accessToken })).status).toBe(200);

      const list = await stack.get('/api/admin/delete-requests?status=pending&limit=100', {
        token: adminToken,
      });
      expect(list).toMatchObject({ status: 200, body: { page: 1, limit: 100 } });
      const request = list.body.data.find((entry: { userId: string }) => entry.userId === leaving.id);
      expect(request).toMatchObject({ reason: 'Taking a break', status: 'pending', email: leaving.email });

      expect(
        await stack.post(`/api/admin/delete-requests/${request._id}/approve`, undefined, {
          token: adminToken,
        }),
      ).toMatchObject({ status: 200, body: { message: AccountText.accountDeleted } });
      expect((await stack.get('/api/current_user', { token: leaving.accessToken })).status).toBe(401);
      expect(
        (await stack.post('/auth/login', { email: leaving.email, password: leaving.password })).status,
      ).not.toBe(200);
      const approved = await stack.get('/api/admin/delete-requests?status=approved&limit=100', {
        token: adminToken,
      });
      expect(approved.body.data.map((entry: { _id: string }) => entry._id)).toContain(request._id);
    });

    it('lists page 1 of 10 by default', async () => {
      expect(await stack.get('/api/admin/delete-requests', { token: adminToken })).toMatchObject({
        status: 200,
        body: { page: 1, limit: 10, data: expect.any(Array), total: expect.any(Number) },
      });
    });

    it('refuses a missing or long reason and no token', async () => {
      const token = fan.accessToken;
      expect(await stack.post('/api/v1/user/auth/request-account-deletion', {}, { token })).toMatchObject(
        invalid(AccountFieldText.deletionReason),
      );
      expect(
        await stack.post(
          '/api/v1/user/auth/request-account-deletion',
          { reason: 'x'.repeat(1001) },
          { token },
        ),
      ).toMatchObject(invalid(AccountFieldText.deletionReason));
      expect(await stack.post('/api/v1/user/auth/request-account-deletion', { reason: 'x' })).toMatchObject(
        signInRequired,
      );
    });

    it('refuses bad paging, a bad status or request id, and an unknown request', async () => {
      const token = adminToken;
      expect(await stack.get('/api/admin/delete-requests?page=0', { token })).toMatchObject(
        invalid('The page must be a whole number from 1'),
      );
      expect(await stack.get('/api/admin/delete-requests?limit=101', { token })).toMatchObject(
        invalid('The limit must be a whole number from 1 to 100'),
      );
      expect(await stack.get('/api/admin/delete-requests?status=all', { token })).toMatchObject(
        invalid('The status must be one of: pending, approved'),
      );
      expect(await stack.post('/api/admin/delete-requests/123/approve', undefined, { token })).toMatchObject(
        invalid('Invalid request id'),
      );
      expect(
        await stack.post(`/api/admin/delete-requests/${randomUUID()}/approve`, undefined, { token }),
      ).toMatchObject(notFound(ErrorText.errorDeletingAccountRequest));
    });

    it("needs 'Delete Requests' read to list and write to approve", async () => {
      const reader = await stack.staffUser([grant('Delete Requests', false)], 'finance');
      const otherService = await stack.staffUser([grant('Banned Users', true)]);
      const approvePath = `/api/admin/delete-requests/${randomUUID()}/approve`;

      expect((await stack.get('/api/admin/delete-requests', { token: reader.accessToken })).status).toBe(200);
      expect(await stack.post(approvePath, undefined, { token: reader.accessToken })).toMatchObject(
        forbidden,
      );
      for (const caller of [fan, otherService]) {
        expect(await stack.get('/api/admin/delete-requests', { token: caller.accessToken })).toMatchObject(
          forbidden,
        );
        expect(await stack.post(approvePath, undefined, { token: caller.accessToken })).toMatchObject(
          forbidden,
        );
      }
      expect(await stack.get('/api/admin/delete-requests')).toMatchObject(signInRequired);
      expect(await stack.post(approvePath)).toMatchObject(signInRequired);
    });
  });

  describe('POST /api/unsubscribe', () => {
    const links = () => new UnsubscribeLinks({ jwtSecret: stack.jwtSecret } as IdentityConfig);

    it('turns marketing mail off for the address of a genuine link, without sign-in', async () => {
      const email = 'Reader@Example.com';
      expect(await stack.post('/api/unsubscribe', { email, signature: links().sign(email) })).toMatchObject({
        status: 200,
        body: { message: AccountText.unsubscribed },
      });
    });

    it("refuses another address's signature, a made-up one, and bad fields", async () => {
      const signature = links().sign('someone@example.com');
      expect(await stack.post('/api/unsubscribe', { email: 'other@example.com', signature })).toMatchObject(
        invalid(AccountText.invalidUnsubscribeLink),
      );
      expect(
        await stack.post('/api/unsubscribe', { email: 'someone@example.com', signature: 'f'.repeat(64) }),
      ).toMatchObject(invalid(AccountText.invalidUnsubscribeLink));
      expect(await stack.post('/api/unsubscribe', { email: 'someone@example.com' })).toMatchObject(
        invalid(AccountText.invalidUnsubscribeLink),
      );
      expect(await stack.post('/api/unsubscribe', { email: 'not-an-email', signature })).toMatchObject(
        invalid(AccountFieldText.invalidEmail),
      );
    });
  });

  describe('/api/user/email-preferences', () => {
    it("keeps each caller's own marketing mail preference, and needs a sign-in", async () => {
      const [mine, theirs] = [{ token: fan.accessToken }, { token: other.accessToken }];
      expect(await stack.get('/api/user/email-preferences', mine)).toMatchObject({
        status: 200,
        body: { marketing: true },
      });
      // Fields of another body (a user id) are not how whose preferences are chosen: the token is.
      expect(
        await stack.put('/api/user/email-preferences', { marketing: false, userId: other.id }, mine),
      ).toMatchObject({ status: 200, body: { marketing: false } });
      expect(await stack.get('/api/user/email-preferences', mine)).toMatchObject({
        body: { marketing: false },
      });
      expect(await stack.get('/api/user/email-preferences', theirs)).toMatchObject({
        body: { marketing: true },
      });

      expect(await stack.put('/api/user/email-preferences', { marketing: 'no' }, mine)).toMatchObject(
        invalid(ErrorText.badRequest),
      );
      expect(await stack.put('/api/user/email-preferences', {}, mine)).toMatchObject(
        invalid(ErrorText.badRequest),
      );
      expect(await stack.get('/api/user/email-preferences')).toMatchObject(signInRequired);
      expect(await stack.put('/api/user/email-preferences', { marketing: true })).toMatchObject(
        signInRequired,
      );
    });
  });
});
