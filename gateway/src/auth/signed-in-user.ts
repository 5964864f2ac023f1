import type { ExecutionContext } from '@nestjs/common';
import { AuthText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { AuthenticatedUser, GatewayRequest } from './authenticated-user';

/** The caller the SignedInGuard put on the request; guards that run after it rely on it. */
export function signedInUser(context: ExecutionContext): AuthenticatedUser {
  const user = context.switchToHttp().getRequest<GatewayRequest>().user;
  if (!user) throw DomainError.unauthorized(AuthText.signInRequired);
  return user;
}
