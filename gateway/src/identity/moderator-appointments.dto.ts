import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { ModeratorLimits, ModeratorText } from '@lobby/contracts';

/** The invitee: an email or a username (identity looks it up and judges who may moderate). */
export class ModeratorIdentifierDto {
  @IsString({ message: ModeratorText.inviteeNotFound })
  @IsNotEmpty({ message: ModeratorText.inviteeNotFound })
  @MaxLength(ModeratorLimits.identifierMax, { message: ModeratorText.inviteeNotFound })
  identifier!: string;
}

export class ModeratorInvitationParams {
  @IsUUID('all', { message: ModeratorText.invitationNotFound })
  id!: string;
}

export class ModeratorParams {
  @IsUUID('all', { message: ModeratorText.notModerator })
  moderatorId!: string;
}

export class ModeratedStreamerParams {
  @IsUUID('all', { message: ModeratorText.streamerNotFound })
  streamerId!: string;
}

export class AdminStreamerParams {
  @IsUUID('all', { message: ModeratorText.streamerNotFound })
  id!: string;
}

export class AdminModeratorParams extends AdminStreamerParams {
  @IsUUID('all', { message: ModeratorText.notModerator })
  moderatorId!: string;
}
