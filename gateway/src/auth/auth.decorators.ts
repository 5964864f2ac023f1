import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import type { Role, SessionScope } from '@lobby/contracts';
import { ActingForStreamerGuard, SelfOrActingForStreamerGuard } from './acting-for-streamer.guard';
import type { AuthenticatedUser, GatewayRequest } from './authenticated-user';
import { ROLES_KEY, RolesGuard } from './roles.guard';
import { SESSION_SCOPES_KEY } from './session-scope';
import { OptionalSignInGuard, SignedInGuard } from './signed-in.guard';
import { StaffPermissionGuard } from './staff-permission.guard';

/** The route needs a valid access token and an active, unbanned account with a live session. */
export const SignedIn = () => UseGuards(SignedInGuard);

/** The caller may be anonymous; a valid token still identifies them. */
export const OptionalSignIn = () => UseGuards(OptionalSignInGuard);

/** Signed in with one of these roles. */
export const Roles = (...roles: Role[]) =>
  applyDecorators(SetMetadata(ROLES_KEY, roles), UseGuards(SignedInGuard, RolesGuard));

/**
 * Signed-in staff holding the permission the contracts' StaffRouteTable names for the route (spec §6). Put it on a
 * staff controller (every handler) or a handler.
 */
export const StaffRoute = () => UseGuards(SignedInGuard, StaffPermissionGuard);

/** A streamer acting as themself, or a moderator acting for `streamerId`; read it with @ActingStreamerId(). */
export const ActingForStreamer = () => UseGuards(SignedInGuard, ActingForStreamerGuard);

/**
 * The caller themself, or with `streamerId` a streamer they may act for (a moderator's streamer); read it with
 * @ActingStreamerId().
 */
export const SelfOrActingForStreamer = () => UseGuards(SignedInGuard, SelfOrActingForStreamerGuard);

/** A limited sign-in of these scopes may call the route (or the controller's routes); others refuse it (403). */
export const AllowSessionScope = (...scopes: SessionScope[]) => SetMetadata(SESSION_SCOPES_KEY, scopes);

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser | null =>
    context.switchToHttp().getRequest<GatewayRequest>().user ?? null,
);

export const ActingStreamerId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined =>
    context.switchToHttp().getRequest<GatewayRequest>().actingStreamerId,
);
