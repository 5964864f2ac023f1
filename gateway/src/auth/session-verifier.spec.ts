import { JwtService } from '@nestjs/jwt';
import { AuthText, type AuthState, type Subject, serviceUnavailableText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { ServiceClient } from '../rpc/service-client';
import { SessionVerifier } from './session-verifier';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const USER_ID = '0190a0d0-0000-7000-8000-00000000000a';
const FAMILY_ID = '0190a0d0-0000-7000-8000-00000000000f';

const activeState: AuthState = {
  userId: USER_ID,
  role: 'moderator',
  isActive: true,
  isBanned: false,
  permissions: [],
  modStreamers: ['streamer-1'],
  familyRevoked: false,
};

/** A strict stand-in for the NATS client: only identity.authState is expected. */
function identityAnswering(answer: () => Promise<AuthState>) {
  const send = jest.fn((subject: Subject, _payload: unknown) => {
    if (subject !== 'identity.authState') throw new Error(`unexpected call to ${subject}`);
    return answer();
  });
  return { client: { send } as unknown as ServiceClient, send };
}

const jwt = new JwtService({ secret: SECRET });
const claims = { sub: USER_ID, role: 'user', fam: FAMILY_ID };

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => {
      throw new Error('Expected a refusal');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return { status: (error as DomainError).status, message: (error as DomainError).message };
}

describe('SessionVerifier', () => {
  it('reads the auth state for the token and takes the live role, permissions and moderated streamers', async () => {
    const { client, send } = identityAnswering(async () => activeState);
    const user = await new SessionVerifier(client, jwt).authenticate(claims);
    expect(send).toHaveBeenCalledWith('identity.authState', { userId: USER_ID, familyId: FAMILY_ID });
    expect(user).toEqual({
      userId: USER_ID,
      role: 'moderator',
      familyId: FAMILY_ID,
      permissions: [],
      modStreamers: ['streamer-1'],
    });
  });

  it.each([
    ['banned', { isBanned: true }, AuthText.banned],
    ['inactive', { isActive: false }, AuthText.inactive],
    ['signed out (revoked family)', { familyRevoked: true }, AuthText.sessionExpired],
    [
      'banned and signed out (a ban revokes sessions)',
      { isBanned: true, familyRevoked: true },
      AuthText.banned,
    ],
    ['inactive and signed out', { isActive: false, familyRevoked: true }, AuthText.sessionExpired],
  ])('refuses a %s account with 401', async (_case, change, message) => {
    const { client } = identityAnswering(async () => ({ ...activeState, ...change }));
    expect(await refusal(new SessionVerifier(client, jwt).authenticate(claims))).toEqual({
      status: 401,
      message,
    });
  });

  it('refuses claims without a user or a family, without asking identity', async () => {
    const { client, send } = identityAnswering(async () => activeState);
    const verifier = new SessionVerifier(client, jwt);
    expect(await refusal(verifier.authenticate({ sub: USER_ID }))).toEqual({
      status: 401,
      message: AuthText.sessionExpired,
    });
    expect(await refusal(verifier.authenticate({ fam: FAMILY_ID, sub: '' }))).toEqual({
      status: 401,
      message: AuthText.sessionExpired,
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('passes on that identity is unavailable as a 503', async () => {
    const unavailable = DomainError.unavailable(serviceUnavailableText('identity'));
    const { client } = identityAnswering(() => Promise.reject(unavailable));
    expect(await refusal(new SessionVerifier(client, jwt).authenticate(claims))).toEqual({
      status: 503,
      message: serviceUnavailableText('identity'),
    });
  });

  it('verifies a raw token (sockets) before reading the auth state', async () => {
    const { client, send } = identityAnswering(async () => activeState);
    const verifier = new SessionVerifier(client, jwt);
    expect((await verifier.verifyToken(await jwt.signAsync(claims))).userId).toBe(USER_ID);

    const otherSecret = await new JwtService({ secret: `${SECRET}-other` }).signAsync(claims);
    const expired = await jwt.signAsync({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 });
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const hs512 = await jwt.signAsync(claims, { algorithm: 'HS512' });
    for (const token of [otherSecret, expired, unsigned, hs512, 'not-a-token']) {
      expect(await refusal(verifier.verifyToken(token))).toEqual({
        status: 401,
        message: AuthText.sessionExpired,
      });
    }
    expect(send).toHaveBeenCalledTimes(1);
  });
});
