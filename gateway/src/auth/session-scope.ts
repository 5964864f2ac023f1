import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthText, type SessionScope } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { AuthenticatedUser } from './authenticated-user';

export const SESSION_SCOPES_KEY = 'lobby:session-scopes';

const reflector = new Reflector();

/**
 * A limited sign-in (an OBS code's) is refused everywhere except on the routes that name its scope with
 * @AllowSessionScope() (default deny), so a new route is never reachable by it by accident.
 */
export function assertScopeAllowed(user: Pick<AuthenticatedUser, 'scope'>, context: ExecutionContext): void {
  if (!isScopeAllowed(user, context)) throw DomainError.forbidden(AuthText.forbidden);
}

/** Whether the route names the sign-in's scope; a full sign-in (no scope) is allowed everywhere. */
export function isScopeAllowed(user: Pick<AuthenticatedUser, 'scope'>, context: ExecutionContext): boolean {
  if (!user.scope) return true;
  const allowed = reflector.getAllAndOverride<SessionScope[] | undefined>(SESSION_SCOPES_KEY, [
    context.getHandler(),
    context.getClass(),
  ]);
  return allowed?.includes(user.scope) ?? false;
}
