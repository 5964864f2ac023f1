import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { AuthenticatedUser, GatewayRequest } from './authenticated-user';
import { signedInUser } from './signed-in-user';

/**
 * Decides which streamer a streamer-side request acts for (spec §6): an influencer acts as themself;
 * a moderator acts for the `streamerId` of the path, query or body only when it is in their list.
 * Anyone else, or any other streamer, is refused with 403. The result is `request.actingStreamerId`.
 */
@Injectable()
export class ActingForStreamerGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<GatewayRequest>();
    const requested = requestedStreamerId(request);
    const acting = requested === null ? null : actingStreamerId(signedInUser(context), requested);
    if (acting === null) throw DomainError.forbidden(AuthText.forbidden);
    request.actingStreamerId = acting;
    return true;
  }
}

/**
 * Like ActingForStreamerGuard, for routes that edit the caller's own account: a request naming no streamer acts
 * for the caller, whatever their role; one naming `streamerId` is let in only for that streamer or their
 * moderator (a streamer's profile, social links and Discord switch, edited by the moderator acting for them).
 */
@Injectable()
export class SelfOrActingForStreamerGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<GatewayRequest>();
    const user = signedInUser(context);
    const requested = requestedStreamerId(request);
    const acting =
      requested === undefined ? user.userId : requested === null ? null : actingStreamerId(user, requested);
    if (acting === null) throw DomainError.forbidden(AuthText.forbidden);
    request.actingStreamerId = acting;
    return true;
  }
}

/** The streamer `user` may act for when asking for `requested` (undefined: themself), or null. */
export function actingStreamerId(user: AuthenticatedUser, requested: string | undefined): string | null {
  if (user.role === 'influencer')
    return requested === undefined || requested === user.userId ? user.userId : null;
  if (user.role === 'moderator' && requested !== undefined && user.modStreamers.includes(requested))
    return requested;
  return null;
}

/** `streamerId` from the path, else the query, else the body; null when it is there but not one plain string. */
function requestedStreamerId(request: GatewayRequest): string | undefined | null {
  for (const source of [request.params, request.query, request.body]) {
    const value = (source as Record<string, unknown> | undefined)?.streamerId;
    if (value === undefined || value === '') continue;
    return typeof value === 'string' ? value : null;
  }
  return undefined;
}
