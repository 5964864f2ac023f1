import { Module } from '@nestjs/common';
import { DiscordDeliveries } from './discord-deliveries';
import { DiscordPreferencesHandler } from './discord-preferences.handler';
import { DiscordPreferencesRepository } from './discord-preferences.repository';
import { DiscordPreferencesService } from './discord-preferences.service';
import { DiscordWebhookClient } from './discord-webhook.client';

/** Discord preferences (the on/off switch, the webhook, the flags) and delivery of messages to webhooks. */
@Module({
  controllers: [DiscordPreferencesHandler],
  providers: [
    DiscordPreferencesRepository,
    DiscordPreferencesService,
    DiscordWebhookClient,
    DiscordDeliveries,
  ],
  exports: [DiscordDeliveries],
})
export class DiscordModule {}
