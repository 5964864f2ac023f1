import { applyDecorators } from '@nestjs/common';
import { IsBoolean, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { InputLimits, NotificationsText } from '@lobby/contracts';

/**
 * Shapes of the Discord preference routes. Whether a URL is a Discord webhook, and whether one is needed, is
 * the notifications service's rule.
 */
export class ChangeDiscordBotStatusDto {
  @IsBoolean({ message: NotificationsText.invalidStatus })
  status!: boolean;

  /** Left out: keep the stored webhook; null or blank: forget it. */
  @IsOptional()
  @IsString({ message: NotificationsText.invalidWebhook })
  @MaxLength(InputLimits.discordWebhookUrlMax, { message: NotificationsText.invalidWebhook })
  webhookUrl?: string | null;
}

/** Left out means unchanged; given (null included) it must be true or false. */
const OptionalFlag = () =>
  applyDecorators(
    ValidateIf((_dto, value) => value !== undefined),
    IsBoolean({ message: NotificationsText.invalidPreferences }),
  );

export class SetDiscordPreferencesDto {
  @OptionalFlag()
  upcomingSlots?: boolean;

  @OptionalFlag()
  favoriteCreatorSlots?: boolean;

  @OptionalFlag()
  favoriteCreatorLive?: boolean;

  @OptionalFlag()
  promotions?: boolean;
}
