import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { DiscordPreferencesService } from './discord-preferences.service';

@Controller()
export class DiscordPreferencesHandler {
  constructor(private readonly preferences: DiscordPreferencesService) {}

  @Handles('notifications.discordPreferences')
  get(@Payload() { userId }: RequestOf<'notifications.discordPreferences'>) {
    return this.preferences.get(userId);
  }

  @Handles('notifications.setDiscordPreferences')
  setFlags(@Payload() { userId, ...flags }: RequestOf<'notifications.setDiscordPreferences'>) {
    return this.preferences.setFlags(userId, flags);
  }

  @Handles('notifications.changeDiscordBotStatus')
  changeStatus(@Payload() { userId, status, webhookUrl }: RequestOf<'notifications.changeDiscordBotStatus'>) {
    return this.preferences.changeStatus(userId, status, webhookUrl);
  }
}
