import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ActingStreamerId, CurrentUser, SelfOrActingForStreamer, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/** Spec Discord notification routes: only ever the caller's own preferences. */
@Controller('api')
export class DiscordPreferencesController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  /** A moderator reads their streamer's with ?streamerId (the streamer's Discord switch on the creator profile). */
  @Get('get-discord-notifications-preferences')
  @SelfOrActingForStreamer()
  get(@ActingStreamerId() userId: string) {
    return this.rpc.send('notifications.discordPreferences', { userId });
  }

  @Post('set-discord-notifications-preferences')
  @HttpCode(200)
  @SignedIn()
  set(@CurrentUser() user: AuthenticatedUser, @Body() flags: Parsed<'discordPreferences', 'set', 'body'>) {
    return this.rpc.send('notifications.setDiscordPreferences', { ...flags, userId: user.userId });
  }

  /**
   * Turns Discord delivery on or off; turning it on needs a webhook URL, given now or before. A moderator
   * switches their streamer's with ?streamerId.
   */
  @Post('change-discord-bot-status')
  @HttpCode(200)
  @SelfOrActingForStreamer()
  changeStatus(
    @ActingStreamerId() userId: string,
    @Body() { status, webhookUrl }: Parsed<'discordPreferences', 'changeStatus', 'body'>,
  ) {
    return this.rpc.send('notifications.changeDiscordBotStatus', { userId, status, webhookUrl });
  }
}
