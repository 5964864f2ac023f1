import { Injectable } from '@nestjs/common';
import {
  DiscordNotificationFlags,
  NotificationsText,
  type DiscordFlags,
  type DiscordPreferencesDto,
  type Message,
} from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { DiscordDeliveries } from './discord-deliveries';
import {
  DEFAULT_DISCORD_FLAGS,
  DiscordPreferencesRepository,
  type DiscordPreferencesRow,
} from './discord-preferences.repository';
import { webhookPathOf } from './discord-webhook-url';

type PreferencesAnswer = Message & { preferences: DiscordPreferencesDto };

/**
 * A user's Discord delivery (spec change-discord-bot-status, set/get-discord-notifications-preferences): the
 * on/off switch, the webhook it posts to, and the four flags. The webhook's token is never shown back.
 */
@Injectable()
export class DiscordPreferencesService {
  constructor(
    private readonly preferences: DiscordPreferencesRepository,
    private readonly deliveries: DiscordDeliveries,
  ) {}

  async get(userId: string): Promise<DiscordPreferencesDto> {
    return toDto(await this.preferences.find(userId));
  }

  /** Saves whichever of the four flags are given; each must be true or false. */
  async setFlags(userId: string, input: Record<string, unknown>): Promise<PreferencesAnswer> {
    const flags: Partial<DiscordFlags> = {};
    for (const flag of DiscordNotificationFlags) {
      const value = input[flag];
      if (value === undefined) continue;
      if (typeof value !== 'boolean') throw DomainError.invalid(NotificationsText.invalidPreferences);
      flags[flag] = value;
    }
    const row = await this.preferences.saveFlags(userId, flags);
    return { message: NotificationsText.preferencesSaved, preferences: toDto(row) };
  }

  /**
   * Turns delivery on or off. A webhook URL given is stored (null or blank forgets the stored one); turning
   * on needs one, given now or before. A newly connected webhook is sent a first message, so the user sees
   * in Discord that it works (and a deleted one turns delivery back off). The gateway's ChangeDiscordBotStatusDto
   * vouches for the types (a boolean status, a string of bounded length or null for the URL).
   */
  async changeStatus(
    userId: string,
    status: boolean,
    webhookUrl: string | null | undefined,
  ): Promise<PreferencesAnswer> {
    const webhookPath = parseWebhook(webhookUrl);
    if (status && webhookPath === null) throw DomainError.invalid(NotificationsText.webhookRequired);

    const before = await this.preferences.find(userId);
    const row = await this.preferences.saveStatus(userId, status, webhookPath);
    if (!row) throw DomainError.invalid(NotificationsText.webhookRequired);
    const newlyConnected =
      row.botEnabled && row.webhookPath !== null && row.webhookPath !== before?.webhookPath;
    if (newlyConnected) await this.deliveries.queueConnected(userId, row.webhookPath!);
    return {
      message: row.botEnabled ? NotificationsText.botEnabled : NotificationsText.botDisabled,
      preferences: toDto(row),
    };
  }
}

/** undefined: keep the stored webhook; null: forget it; otherwise the webhook's `{id}/{token}`. */
function parseWebhook(webhookUrl: string | null | undefined): string | null | undefined {
  if (webhookUrl === undefined) return undefined;
  if (webhookUrl === null || webhookUrl.trim() === '') return null;
  const path = webhookPathOf(webhookUrl);
  if (!path) throw DomainError.invalid(NotificationsText.invalidWebhook);
  return path;
}

function toDto(row: DiscordPreferencesRow | undefined): DiscordPreferencesDto {
  if (!row) return { botEnabled: false, webhookConnected: false, ...DEFAULT_DISCORD_FLAGS };
  return {
    botEnabled: row.botEnabled,
    webhookConnected: row.webhookPath !== null,
    upcomingSlots: row.upcomingSlots,
    favoriteCreatorSlots: row.favoriteCreatorSlots,
    favoriteCreatorLive: row.favoriteCreatorLive,
    promotions: row.promotions,
  };
}
