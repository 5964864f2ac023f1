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
  /** A paid booking was cancelled (by the fan, the streamer or staff) and money goes back. */
  /** A followed star's new promo code (Discord, for those who turned promotions on). */
  promoCodeLaunched: (star: string, code: string, discount: string) =>
    `${star} has a new promo code: ${code} for ${discount}`,
  refundIssued: (amount: number, currency: Currency, title: string, to: 'card' | 'wallet') =>
    `Refund of ${formatMoney({ amount, currency })} for ${title} ${to === 'wallet' ? 'added to your wallet' : 'on its way to your card'}`,
} as const;

/** Why the fan's booking was refunded, as the refund mail says it. */
export const RefundReasonTexts: Record<string, string> = {
  'fan-cancelled': 'You cancelled your booking.',
  'fan-removed': 'The streamer removed you from the session.',
  'slot-cancelled': 'The streamer cancelled the session.',
  'slot-not-held': 'The session did not take place.',
  'vip-unserved': 'The live session ended before your VIP place was served.',
  'not-played': 'Our team found that your session was not played.',
};
