import type { DiscordPreferencesDto, NotificationsPageDto } from './types';
import type { Message } from '../rpc';

import { GET, POST, type Body, type ActingFor, type PageQuery } from '../http-route';

/** Notifications' REST routes (spec §7), grouped as the gateway's controllers are. */
export const notificationsRoutes = {
  discordPreferences: {
    get: GET('/api/get-discord-notifications-preferences').as<{
      response: DiscordPreferencesDto;
      query: ActingFor;
    }>(),
    set: POST('/api/set-discord-notifications-preferences').as<{
      response: Message & { preferences: DiscordPreferencesDto };
      body: Body<'discordPreferences', 'set'>;
    }>(),
    changeStatus: POST('/api/change-discord-bot-status').as<{
      response: Message & { preferences: DiscordPreferencesDto };
      body: Body<'discordPreferences', 'changeStatus'>;
      query: ActingFor;
    }>(),
  },
  notifications: {
    list: GET('/api/get/notifications').as<{ response: NotificationsPageDto; query: PageQuery }>(),
  },
} as const;
