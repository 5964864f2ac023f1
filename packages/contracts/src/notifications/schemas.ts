import { z } from 'zod';
import { InputLimits, PageSizes } from '../constants';
import { message, pageQuery } from '../schema/fields';
import { NotificationsText } from './texts';

/**
 * The Discord preference routes' shapes. Whether a URL is a Discord webhook, and whether one is needed, is the
 * notifications service's rule.
 */

export const ChangeDiscordBotStatusBody = message({
  status: z.boolean({ error: NotificationsText.invalidStatus }),
  /** Left out: keep the stored webhook; null or blank: forget it. */
  webhookUrl: z
    .string({ error: NotificationsText.invalidWebhook })
    .max(InputLimits.discordWebhookUrlMax, NotificationsText.invalidWebhook)
    .nullish(),
});
export type ChangeDiscordBotStatusInput = z.output<typeof ChangeDiscordBotStatusBody>;

/** Left out means unchanged; given (null included) it must be true or false. */
const optionalFlag = z.boolean({ error: NotificationsText.invalidPreferences }).optional();

export const SetDiscordPreferencesBody = message({
  upcomingSlots: optionalFlag,
  favoriteCreatorSlots: optionalFlag,
  favoriteCreatorLive: optionalFlag,
  promotions: optionalFlag,
});
export type SetDiscordPreferencesInput = z.output<typeof SetDiscordPreferencesBody>;

/** Notifications' routes, grouped as the route map groups them. */
export const notificationsRouteSchemas = {
  notifications: {
    list: { query: message(pageQuery(PageSizes.notifications)) },
  },
  discordPreferences: {
    set: { body: SetDiscordPreferencesBody },
    changeStatus: { body: ChangeDiscordBotStatusBody },
  },
};

/** Notifications' requests over NATS. */
export const notificationsSubjectSchemas = {};
