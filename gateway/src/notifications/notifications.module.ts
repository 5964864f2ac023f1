import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DiscordPreferencesController } from './discord-preferences.controller';
import { NotificationsController } from './notifications.controller';

/** The REST surface of the notifications service: the bell's list and Discord preferences. */
@Module({
  imports: [AuthModule],
  controllers: [NotificationsController, DiscordPreferencesController],
})
export class NotificationsModule {}
