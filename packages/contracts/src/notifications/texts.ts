import { formatMoney, type Currency } from '../currency';

/** Texts of notifications and of their routes. */
export const NotificationsText = {
  marked: 'Notifications marked as read',
  preferencesSaved: 'Discord notification preferences saved',
  botEnabled: 'Discord notifications turned on',
  botDisabled: 'Discord notifications turned off',
  webhookRequired: 'Add a Discord webhook URL to turn on Discord notifications',
  invalidWebhook: 'Enter a Discord webhook URL (https://discord.com/api/webhooks/…)',
  invalidPreferences: 'Preferences must be true or false',
  invalidStatus: 'Status must be true or false',
  /** The first message a newly connected Discord webhook is sent. */
  discordConnected: 'Lobby notifications are connected to this channel.',
} as const;

/** Titles of stored notifications (the bell trims them to 40 characters, the pop-up to 30). */
export const NotificationTitles = {
  starLive: (star: string, title: string) => `${star} is live: ${title}`,
  newSlots: (star: string, count: number, gigTitle: string) =>
    `${star} added ${count} new ${count === 1 ? 'slot' : 'slots'} for ${gigTitle}`,
  bookingConfirmed: (gigTitle: string, star: string) => `Booking confirmed: ${gigTitle} with ${star}`,
  newBooking: (fan: string, gigTitle: string, players: number) =>
    `${fan} booked ${gigTitle}${players > 1 ? ` for ${players} players` : ''}`,
  reminder: (gigTitle: string, star: string) => `${gigTitle} with ${star} starts in an hour`,
  payoutCompleted: (amount: number, currency: Currency) =>
    `Payout completed: ${formatMoney({ amount, currency })}`,
} as const;
