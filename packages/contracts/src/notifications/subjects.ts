import type { Actor, Message, PageRequest } from '../rpc';
import type { DiscordFlags, DiscordPreferencesDto, NotificationDto, NotificationsPageDto } from './types';

/** Notifications' request subjects (spec §7 notifications, Discord preferences, realtime list and mark-read). */
export interface NotificationsSubjects {
  /** Spec GET /api/get/notifications: the caller's own notifications, newest first. */
  'notifications.list': { req: Actor & Partial<PageRequest>; res: NotificationsPageDto };
  /** Realtime notificationsList: the caller's newest notifications (at most PageSizes.notificationsList). */
  'notifications.recent': { req: Actor; res: NotificationDto[] };
  /** Realtime notificationsMarkRead: every notification of the caller is read; others' are untouched. */
  'notifications.markRead': { req: Actor; res: Message & { unreadCount: number } };
  /** Spec GET get-discord-notifications-preferences. */
  'notifications.discordPreferences': { req: Actor; res: DiscordPreferencesDto };
  /** Spec POST /api/set-discord-notifications-preferences: any of the four flags. */
  'notifications.setDiscordPreferences': {
    req: Actor & Partial<DiscordFlags>;
    res: Message & { preferences: DiscordPreferencesDto };
  };
  /**
   * Spec POST /api/change-discord-bot-status: turns Discord delivery on or off; turning it on needs a Discord
   * webhook URL (given now or earlier).
   */
  'notifications.changeDiscordBotStatus': {
    req: Actor & { status: boolean; webhookUrl?: string | null };
    res: Message & { preferences: DiscordPreferencesDto };
  };
}
