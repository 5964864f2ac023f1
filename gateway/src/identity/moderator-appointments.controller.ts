import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CurrentUser, Roles, SignedIn, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/**
 * Appointing moderators (issue 33). Only the streamer themself manages their moderators (a moderator acting for
 * them does not appoint others); identity re-checks every rule.
 */
@Controller('api/streamer/moderators')
@Roles('influencer')
export class StreamerModeratorsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get()
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('identity.streamerModerators', { userId: user.userId });
  }

  @Post('invitations')
  invite(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { identifier }: Parsed<'moderatorAppointments', 'invite', 'body'>,
  ) {
    return this.rpc.send('identity.inviteModerator', { userId: user.userId, identifier });
  }

  @Delete('invitations/:id')
  cancel(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'moderatorAppointments', 'cancelInvitation', 'params'>,
  ) {
    return this.rpc.send('identity.cancelModeratorInvitation', { userId: user.userId, invitationId: id });
  }

  @Delete(':moderatorId')
  remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { moderatorId }: Parsed<'moderatorAppointments', 'remove', 'params'>,
  ) {
    return this.rpc.send('identity.removeModerator', { userId: user.userId, moderatorId });
  }
}

/** The invitee's answers and a moderator leaving a streamer: any signed-in account, about its own invitations. */
@Controller('api/user')
@SignedIn()
export class ModeratorInvitationsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('moderator-invitations')
  mine(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('identity.myModeratorInvitations', { userId: user.userId });
  }

  @Post('moderator-invitations/:id/accept')
  @HttpCode(200)
  accept(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'moderatorAppointments', 'accept', 'params'>,
  ) {
    return this.rpc.send('identity.answerModeratorInvitation', {
      userId: user.userId,
      invitationId: id,
      accept: true,
    });
  }

  @Post('moderator-invitations/:id/decline')
  @HttpCode(200)
  decline(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'moderatorAppointments', 'decline', 'params'>,
  ) {
    return this.rpc.send('identity.answerModeratorInvitation', {
      userId: user.userId,
      invitationId: id,
      accept: false,
    });
  }

  @Delete('moderated-streamers/:streamerId')
  leave(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { streamerId }: Parsed<'moderatorAppointments', 'leave', 'params'>,
  ) {
    return this.rpc.send('identity.leaveModeratedStreamer', { userId: user.userId, streamerId });
  }
}

/** Staff (Influencers): a streamer's moderators, appointed and removed directly; audited by identity. */
@Controller('api/admin/influencers/:id/moderators')
@StaffRoute()
export class AdminModeratorsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get()
  list(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'adminModerators', 'list', 'params'>,
  ) {
    return this.rpc.send('identity.adminStreamerModerators', { userId: staff.userId, streamerId: id });
  }

  @Post()
  appoint(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'adminModerators', 'appoint', 'params'>,
    @Body() { identifier }: Parsed<'adminModerators', 'appoint', 'body'>,
  ) {
    return this.rpc.send('identity.appointModerator', { userId: staff.userId, streamerId: id, identifier });
  }

  @Delete(':moderatorId')
  dismiss(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id, moderatorId }: Parsed<'adminModerators', 'dismiss', 'params'>,
  ) {
    return this.rpc.send('identity.dismissModerator', { userId: staff.userId, streamerId: id, moderatorId });
  }
}
