import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AuthText, type AccessTokenClaims } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { ServiceClient } from '../rpc/service-client';
import type { AuthenticatedUser } from './authenticated-user';

export const ACCESS_TOKEN_ALGORITHMS = ['HS256' as const];

/**
 * Turns access-token claims into the caller, reading their auth state from identity on every request so a
 * ban, deactivation or logout takes effect at once. Shared by HTTP (passport-jwt) and Socket.IO.
 */
@Injectable()
export class SessionVerifier {
  constructor(
    @Inject(ServiceClient) private readonly rpc: ServiceClient,
    @Inject(JwtService) private readonly jwt: JwtService,
  ) {}

  /** For callers that hold a raw token (sockets); HTTP verifies the signature in passport-jwt. */
  async verifyToken(token: string): Promise<AuthenticatedUser> {
    let claims: unknown;
    try {
      claims = await this.jwt.verifyAsync(token, { algorithms: ACCESS_TOKEN_ALGORITHMS });
    } catch {
      throw DomainError.unauthorized(AuthText.sessionExpired);
    }
    return this.authenticate(claims);
  }

  /**
   * The same sign-in read again from identity (a socket's caller before it acts: their moderator links or role may
   * have changed since the handshake).
   */
  reauthenticate(user: AuthenticatedUser): Promise<AuthenticatedUser> {
    return this.authenticate({
      sub: user.userId,
      role: user.role,
      fam: user.familyId,
      ...(user.scope ? { scope: user.scope } : {}),
    } satisfies AccessTokenClaims);
  }

  async authenticate(claims: unknown): Promise<AuthenticatedUser> {
    if (!isAccessTokenClaims(claims)) throw DomainError.unauthorized(AuthText.sessionExpired);
    const state = await this.rpc
      .send('identity.authState', { userId: claims.sub, familyId: claims.fam })
      .catch((error: unknown) => {
        if (error instanceof DomainError && error.kind === 'not_found') {
          throw DomainError.unauthorized(AuthText.sessionExpired);
        }
        throw error;
      });
    // A ban revokes the account's sessions too; the token's holder learns why rather than "expired".
    if (state.isBanned) throw DomainError.unauthorized(AuthText.banned);
    if (state.familyRevoked) throw DomainError.unauthorized(AuthText.sessionExpired);
    if (!state.isActive) throw DomainError.unauthorized(AuthText.inactive);
    return {
      userId: state.userId,
      role: state.role,
      familyId: claims.fam,
      permissions: state.permissions,
      modStreamers: state.modStreamers,
      ...(claims.scope ? { scope: claims.scope } : {}),
    };
  }
}

function isAccessTokenClaims(value: unknown): value is AccessTokenClaims {
  const claims = value as Partial<AccessTokenClaims> | null;
  return (
    typeof claims?.sub === 'string' &&
    claims.sub !== '' &&
    typeof claims.fam === 'string' &&
    claims.fam !== '' &&
    (claims.scope === undefined || claims.scope === 'obs')
  );
}
