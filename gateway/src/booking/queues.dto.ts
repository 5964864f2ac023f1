import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { BookingText, ErrorText, InputLimits, PageSizes, ProfileLimits } from '@lobby/contracts';
import { IsCatalogId } from '../catalog/catalog-fields';
import { PageQuery } from '../http/page-query';

/**
 * Shapes of live queue requests. Booking owns the rules (one place per fan, VIP first, who may move whom, the
 * lobby code's length) and answers them itself.
 */
export const QueueFieldText = {
  liveSessionId: 'Invalid live session id',
  entryId: 'Invalid queue place id',
  moveTo: 'A fan can be moved to playing_next, in_game or done',
  lobbyCode: `A lobby code has at most ${InputLimits.lobbyCodeMax} characters`,
} as const;

/** Spec join_vip and join_regular: the session and an optional gamer tag (blank is none). */
export class JoinQueueDto {
  @IsCatalogId(QueueFieldText.liveSessionId)
  liveSessionId!: string;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: BookingText.invalidGamerTag })
  @MaxLength(ProfileLimits.gamerTagMax, { message: BookingText.invalidGamerTag })
  gamerTag?: string;
}

/**
 * join_vip: also the version of the VIP queue terms the fan read and accepted (content records it, and answers 409
 * when a newer version is in force). Clients that send none join as before, with nothing recorded.
 */
export class JoinVipDto extends JoinQueueDto {
  @IsOptional()
  @IsInt({ message: ErrorText.badRequest })
  @Min(1, { message: ErrorText.badRequest })
  acceptedTermsVersion?: number;
}

/** Spec check/vip. */
export class LiveSessionDto {
  @IsCatalogId(QueueFieldText.liveSessionId)
  liveSessionId!: string;
}

export class LiveSessionIdParams {
  @IsCatalogId(QueueFieldText.liveSessionId)
  id!: string;
}

export class LiveSessionPathParams {
  @IsCatalogId(QueueFieldText.liveSessionId)
  liveSessionId!: string;
}

/** Queue pages: 10 by default; booking serves at most 15 (spec §9). */
export class QueuePageQuery extends PageQuery {
  override limit: number = PageSizes.queues;
}

/** Spec delete_user_regular_queue {id}: the place to leave. */
export class LeaveQueueDto {
  @IsCatalogId(QueueFieldText.entryId)
  id!: string;
}

/** The streamer moves a fan (a moderator names `streamerId`, read by the ActingForStreamer guard). */
export class MoveQueueEntryDto {
  @IsCatalogId(QueueFieldText.entryId)
  entryId!: string;

  @IsIn(['playing_next', 'in_game', 'done'], { message: QueueFieldText.moveTo })
  to!: 'playing_next' | 'in_game' | 'done';
}

/** The streamer sets the session's lobby code; '' clears it. */
export class LiveLobbyCodeDto {
  @IsCatalogId(QueueFieldText.liveSessionId)
  liveSessionId!: string;

  @IsString({ message: QueueFieldText.lobbyCode })
  @MaxLength(InputLimits.lobbyCodeMax, { message: QueueFieldText.lobbyCode })
  lobbyCode!: string;
}
