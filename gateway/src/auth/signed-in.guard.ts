import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AuthText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { AuthenticatedUser } from './authenticated-user';
import { bearerToken } from './jwt.strategy';
import { assertScopeAllowed, isScopeAllowed } from './session-scope';

/** 401 without a token (sign in) or with a bad, expired or revoked one (session expired). */
@Injectable()
export class SignedInGuard extends AuthGuard('jwt') {
  override handleRequest<T = AuthenticatedUser>(
    error: unknown,
    user: T | false,
    _info: unknown,
    context: ExecutionContext,
  ): T {
    if (error) throw error;
    if (user) {
      assertScopeAllowed(user as Pick<AuthenticatedUser, 'scope'>, context);
      return user;
    }
    const hasToken = bearerToken(context.switchToHttp().getRequest()) !== null;
    throw DomainError.unauthorized(hasToken ? AuthText.sessionExpired : AuthText.signInRequired);
  }
}

/**
 * Signs the caller in when they send a valid token and lets them through anonymously otherwise
 * (`request.user` is null). Only an unavailable identity service is an error.
 */
@Injectable()
export class OptionalSignInGuard extends AuthGuard('jwt') {
  override handleRequest<T = AuthenticatedUser>(
    error: unknown,
    user: T | false,
    _info: unknown,
    context: ExecutionContext,
  ): T | null {
    if (error instanceof DomainError && error.kind === 'unavailable') throw error;
    if (error && !(error instanceof DomainError)) throw error;
    // A public read stays public for a limited sign-in, but as an anonymous visitor: nothing of the account.
    if (user && !isScopeAllowed(user as Pick<AuthenticatedUser, 'scope'>, context)) return null;
    return user || null;
  }
}
