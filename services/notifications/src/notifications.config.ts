import type { EnvReader } from '@lobby/service-kit';

export interface NotificationsConfig {
  smtpUrl: string;
  mailFrom: string;
  /** Where links in notifications and emails point (the web app), without a trailing slash. */
  webUrl: string;
  /** Discord's API base; webhooks are posted to `{base}/webhooks/{id}/{token}`. Tests point it at a fake. */
  discordApiUrl: string;
  /** How long before a booked session its reminder goes out (spec: an hour). */
  reminderLeadMinutes: number;
  /** How often each replica looks for reminders that are due. */
  reminderTickMs: number;
}

export function readNotificationsConfig(env: EnvReader): NotificationsConfig {
  return {
    smtpUrl: env.url('SMTP_URL', 'smtp://127.0.0.1:1025'),
    mailFrom: env.string('MAIL_FROM', 'Lobby <no-reply@lobby.gg>'),
    webUrl: env.url('WEB_URL', 'http://localhost:3000').replace(/\/+$/, ''),
    discordApiUrl: env.url('DISCORD_API_URL', 'https://discord.com/api/v10').replace(/\/+$/, ''),
    reminderLeadMinutes: env.int('REMINDER_LEAD_MINUTES', 60, { min: 1, max: 24 * 60 }),
    reminderTickMs: env.int('REMINDER_TICK_MS', 30_000, { min: 100, max: 3_600_000 }),
  };
}
