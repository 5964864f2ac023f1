import {
  AccountText,
  AuthLimits,
  AuthText,
  ClientSocketEvents,
  type StaffPermission,
} from '@lobby/contracts';
import { linkTokenFrom } from '@lobby/test-kit';
import type { Socket } from 'socket.io-client';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { invalid, signInRequired } from './support/answers';
import { connected, gatewaySocket } from './support/sockets';

describe('gateway: passwords', () => {
  const stack = new GatewayHarness();
  beforeAll(() => stack.start(), 60_000);
  const sockets: Socket[] = [];
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await stack.stop();
  });

  describe('POST /api/auth/forgot_password and /api/auth/reset_password/:token', () => {
    it('mails a reset link whose token sets a new password', async () => {
      const user = await stack.signedInUser();
      const forgot = await stack.post('/api/auth/forgot_password', { email: user.email });
      expect(forgot.status).toBe(200);
      expect(forgot.body).toEqual({ message: AuthText.resetSent });

      const token = linkTokenFrom(await stack.mail.waitForMail(user.email, 2), '/reset-password');
      const reset = await stack.post(`/api/auth/reset_password/${token}`, {
        newPassword: 'a brand new password',
      });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ message: AuthText.passwordReset });

      expect(
        (await stack.post('/auth/login', { email: user.email, password: 'a brand new password' })).status,
      ).toBe(200);
      expect((await stack.post('/auth/login', { email: user.email, password: user.password })).status).toBe(
        401,
      );
    });

    it('answers forgot_password the same for a known and an unknown email, and mails only the account', async () => {
      const user = await stack.signedInUser();
      const known = await stack.post('/api/auth/forgot_password', { email: user.email });
      const unknown = await stack.post('/api/auth/forgot_password', { email: 'nobody@example.com' });
      expect(known).toMatchObject({ status: 200, body: { message: AuthText.resetSent } });
      expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);

      await stack.identityDeliveriesWorked();
      expect(linkTokenFrom(await stack.mail.waitForMail(user.email, 2), '/reset-password')).toBeTruthy();
      expect(await stack.mail.mailsTo('nobody@example.com')).toHaveLength(0);
    });

    it('mails one address a few reset links an hour, and answers every request the same', async () => {
      const user = await stack.signedInUser();
      for (let request = 0; request <= AuthLimits.codeMailsPerAddressPerHour; request += 1) {
        expect(await stack.post('/api/auth/forgot_password', { email: user.email })).toMatchObject({
          status: 200,
          body: { message: AuthText.resetSent },
        });
      }
      await stack.identityDeliveriesWorked();
      // The sign-up's verification code, then the limit's worth of reset links.
      expect(await stack.mail.mailsTo(user.email)).toHaveLength(1 + AuthLimits.codeMailsPerAddressPerHour);
    });

    it('refuses a bad email, a short new password and an unknown token', async () => {
      expect(await stack.post('/api/auth/forgot_password', { email: 'nope' })).toMatchObject(
        invalid('Please enter a valid email'),
      );
      expect(await stack.post('/api/auth/reset_password/some-token', { newPassword: 'short' })).toMatchObject(
        {
          status: 400,
          body: { error: 'Password must be at least 8 characters' },
        },
      );
      expect(
        await stack.post('/api/auth/reset_password/some-token', { newPassword: 'long enough now' }),
      ).toMatchObject(invalid(AuthText.invalidLink));
    });
  });

  describe('POST /auth/change_password', () => {
    it('changes the password of the signed-in user', async () => {
      const user = await stack.signedInUser();
      const response = await stack.post(
        '/auth/change_password',
        { oldPassword: user.password, newPassword: 'another good password' },
        { token: user.accessToken },
      );
      expect(response).toMatchObject({ status: 200, body: { message: AuthText.passwordChanged } });
      expect(
        (await stack.post('/auth/login', { email: user.email, password: 'another good password' })).status,
      ).toBe(200);
    });

    it('passes on a wrong current password as 400', async () => {
      const user = await stack.signedInUser();
      const response = await stack.post(
        '/auth/change_password',
        { oldPassword: 'not my password', newPassword: 'another good password' },
        { token: user.accessToken },
      );
      expect(response).toMatchObject(invalid(AuthText.wrongOldPassword));
    });

    it('refuses a missing current password or a short new one with 400, and no token with 401', async () => {
      const user = await stack.signedInUser();
      expect(
        await stack.post(
          '/auth/change_password',
          { newPassword: 'another good password' },
          { token: user.accessToken },
        ),
      ).toMatchObject(invalid('Please enter your current password'));
      expect(
        await stack.post(
          '/auth/change_password',
          { oldPassword: user.password, newPassword: 'short' },
          { token: user.accessToken },
        ),
      ).toMatchObject(invalid('Password must be at least 8 characters'));
      expect(
        await stack.post('/auth/change_password', {
          oldPassword: user.password,
          newPassword: 'another good password',
        }),
      ).toMatchObject(signInRequired);
    });
  });

  describe('POST /api/auth/set-streamer-password', () => {
    it('refuses bad input with 400 and the field message', async () => {
      const valid = { email: 'streamer@example.com', token: 'invite-token', password: 'a good password' };
      expect(await stack.post('/api/auth/set-streamer-password', { ...valid, email: 'x' })).toMatchObject(
        invalid('Please enter a valid email'),
      );
      expect(await stack.post('/api/auth/set-streamer-password', { ...valid, token: '' })).toMatchObject(
        invalid(AuthText.invalidLink),
      );
      expect(
        await stack.post('/api/auth/set-streamer-password', { ...valid, password: 'short' }),
      ).toMatchObject(invalid('Password must be at least 8 characters'));
    });

    it('passes on identity refusing a token it did not issue', async () => {
      const response = await stack.post('/api/auth/set-streamer-password', {
        email: 'streamer@example.com',
        token: 'invite-token',
        password: 'a good password',
      });
      expect(response).toMatchObject(invalid(AuthText.invalidLink));
    });
  });
  describe('sessions end when the user says so', () => {
    const sessionExpired = { status: 401, body: { error: AuthText.sessionExpired } };

    /** A second sign-in of the same account (another device). */
    async function signInAgain(user: SignedInUser, password = user.password) {
      const login = await stack.post('/auth/login', { email: user.email, password });
      expect(login.status).toBe(200);
      return {
        accessToken: login.body.accessToken as string,
        refreshToken: login.body.refreshToken as string,
      };
    }

    /** An open socket of this session, once the gateway has it in its rooms (an acknowledged join). */
    async function openSocket(token: string, userId: string) {
      const socket = await connected(gatewaySocket(stack.gateway.url, { token }));
      sockets.push(socket);
      expect(
        await socket.emitWithAck(ClientSocketEvents.joinNotificationSession, { _user_id: userId }),
      ).toEqual({
        success: true,
      });
      return { socket, closed: new Promise<void>((resolve) => socket.once('disconnect', () => resolve())) };
    }

    async function expectEnded(session: { accessToken: string; refreshToken: string }) {
      expect(await stack.get('/api/current_user', { token: session.accessToken })).toMatchObject(
        sessionExpired,
      );
      expect(
        await stack.post('/api/auth/refresh-token', { refreshToken: session.refreshToken }),
      ).toMatchObject(sessionExpired);
      await expect(
        connected(gatewaySocket(stack.gateway.url, { token: session.accessToken })),
      ).rejects.toThrow(AuthText.sessionExpired);
    }

    it('a password change ends every other session (tokens and sockets) and keeps the current one', async () => {
      const user = await stack.signedInUser();
      const other = await signInAgain(user);
      const otherSocket = await openSocket(other.accessToken, user.id);
      const currentSocket = await openSocket(user.accessToken, user.id);

      const changed = await stack.post(
        '/auth/change_password',
        { oldPassword: user.password, newPassword: 'a changed password' },
        { token: user.accessToken },
      );
      expect(changed).toMatchObject({ status: 200, body: { message: AuthText.passwordChanged } });

      await otherSocket.closed;
      await expectEnded(other);
      // The same close message passed the current session's socket by: it is still open and answers.
      expect(currentSocket.socket.connected).toBe(true);
      expect(
        await currentSocket.socket.emitWithAck(ClientSocketEvents.joinNotificationSession, {
          _user_id: user.id,
        }),
      ).toEqual({ success: true });
      expect((await stack.get('/api/current_user', { token: user.accessToken })).status).toBe(200);
      expect((await stack.post('/api/auth/refresh-token', { refreshToken: user.refreshToken })).status).toBe(
        200,
      );
    });

    it('a logout closes that session’s sockets and no other session’s', async () => {
      const user = await stack.signedInUser();
      const other = await signInAgain(user);
      const otherSocket = await openSocket(other.accessToken, user.id);
      const leaving = await openSocket(user.accessToken, user.id);

      expect((await stack.get('/api/logout', { token: user.accessToken })).status).toBe(200);
      await leaving.closed;
      await expectEnded(user);
      expect(otherSocket.socket.connected).toBe(true);
      expect((await stack.get('/api/current_user', { token: other.accessToken })).status).toBe(200);
    });

    it('a password reset ends every session of the account, sockets included', async () => {
      const user = await stack.signedInUser();
      const other = await signInAgain(user);
      const sockets = await Promise.all([
        openSocket(user.accessToken, user.id),
        openSocket(other.accessToken, user.id),
      ]);

      await stack.post('/api/auth/forgot_password', { email: user.email });
      const token = linkTokenFrom(await stack.mail.waitForMail(user.email, 2), '/reset-password');
      expect(
        (await stack.post(`/api/auth/reset_password/${token}`, { newPassword: 'a reset password' })).status,
      ).toBe(200);

      await Promise.all(sockets.map(({ closed }) => closed));
      await expectEnded(user);
      await expectEnded(other);
    });

    it('an approved account deletion ends every session of the account, sockets included', async () => {
      const user = await stack.signedInUser();
      const other = await signInAgain(user);
      const sockets = await Promise.all([
        openSocket(user.accessToken, user.id),
        openSocket(other.accessToken, user.id),
      ]);
      const requested = await stack.post(
        '/api/v1/user/auth/request-account-deletion',
        { reason: 'Moving on' },
        { token: user.accessToken },
      );
      expect(requested.status).toBe(200);
      const [request] = await stack.withIdentityDatabase(
        async (db) => (await db.query('SELECT id FROM deletion_requests WHERE user_id = $1', [user.id])).rows,
      );
      const grant: StaffPermission = { service: 'Delete Requests', read: true, write: true };
      const staff = await stack.staffUser([grant]);
      expect(
        await stack.post(`/api/admin/delete-requests/${request.id}/approve`, undefined, {
          token: staff.accessToken,
        }),
      ).toMatchObject({ status: 200, body: { message: AccountText.accountDeleted } });

      await Promise.all(sockets.map(({ closed }) => closed));
      await expectEnded(user);
      await expectEnded(other);
    });
  });
});
