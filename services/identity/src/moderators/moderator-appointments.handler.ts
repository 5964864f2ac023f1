import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { ModeratorAppointmentsService } from './moderator-appointments.service';

@Controller()
export class ModeratorAppointmentsHandler {
  constructor(private readonly appointments: ModeratorAppointmentsService) {}

  @Handles('identity.streamerModerators')
  list(@Payload() { userId }: RequestOf<'identity.streamerModerators'>) {
    return this.appointments.streamerModerators(userId);
  }

  @Handles('identity.inviteModerator')
  invite(@Payload() { userId, identifier }: RequestOf<'identity.inviteModerator'>) {
    return this.appointments.invite(userId, identifier);
  }

  @Handles('identity.cancelModeratorInvitation')
  cancel(@Payload() { userId, invitationId }: RequestOf<'identity.cancelModeratorInvitation'>) {
    return this.appointments.cancelInvitation(userId, invitationId);
  }

  @Handles('identity.removeModerator')
  remove(@Payload() { userId, moderatorId }: RequestOf<'identity.removeModerator'>) {
    return this.appointments.remove(userId, moderatorId);
  }

  @Handles('identity.myModeratorInvitations')
  mine(@Payload() { userId }: RequestOf<'identity.myModeratorInvitations'>) {
    return this.appointments.myInvitations(userId);
  }

  @Handles('identity.answerModeratorInvitation')
  answer(@Payload() { userId, invitationId, accept }: RequestOf<'identity.answerModeratorInvitation'>) {
    return this.appointments.answer(userId, invitationId, accept);
  }

  @Handles('identity.leaveModeratedStreamer')
  leave(@Payload() { userId, streamerId }: RequestOf<'identity.leaveModeratedStreamer'>) {
    return this.appointments.leave(userId, streamerId);
  }

  @Handles('identity.adminStreamerModerators')
  adminList(@Payload() { userId, streamerId }: RequestOf<'identity.adminStreamerModerators'>) {
    return this.appointments.adminModerators(userId, streamerId);
  }

  @Handles('identity.appointModerator')
  appoint(@Payload() { userId, streamerId, identifier }: RequestOf<'identity.appointModerator'>) {
    return this.appointments.appoint(userId, streamerId, identifier);
  }

  @Handles('identity.dismissModerator')
  dismiss(@Payload() { userId, streamerId, moderatorId }: RequestOf<'identity.dismissModerator'>) {
    return this.appointments.dismiss(userId, streamerId, moderatorId);
  }
}
