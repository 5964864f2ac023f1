import type { Page } from '../rpc';

/** Spec §3 Notification `type`: a live session announcement, or anything else. */
export const NotificationTypes = ['live', 'other'] as const;
export type NotificationType = (typeof NotificationTypes)[number];

/** Spec §3 Notification: `_influencer_id.images.url` is the star's image, when the notification is about one. */
export interface NotificationDto {
  _id: string;
  title: string;
  image: string | null;
  type: NotificationType;
  _url: string | null;
  _created_at: string;
  isRead: boolean;
  _influencer_id: { _id: string; username: string; images: { url: string | null } } | null;
}

/** GET /api/get/notifications: a page of the caller's notifications, newest first, with their unread count. */
export type NotificationsPageDto = Page<NotificationDto> & { unreadCount: number };

/** Spec §3 live message to a fan (realtime messageNotificationUserLiveSession). */
export interface FanLiveMessageDto {
  _id: string;
  message: string;
  _created_at: string;
  influencerUsername: string;
  image: string | null;
}

/** Spec §3 live message to a streamer (realtime messageInfluencerLiveSession, to the streamer's room). */
export interface StreamerLiveMessageDto {
  _id: string;
  _user_id: string;
  message: string;
  _created_at: string;
  _live_session_id: string;
  image: string | null;
}

/** Realtime newSlotAvailableNotification: the stored notification and the gig's new slots. */
export interface NewSlotAvailableDto extends NotificationDto {
  _gig_id: string;
  slots: { _id: string; startsAt: string; endsAt: string }[];
}

/** Spec §3 Discord notification flags. */
export const DiscordNotificationFlags = [
  'upcomingSlots',
  'favoriteCreatorSlots',
  'favoriteCreatorLive',
  'promotions',
] as const;
export type DiscordNotificationFlag = (typeof DiscordNotificationFlags)[number];
export type DiscordFlags = Record<DiscordNotificationFlag, boolean>;

/**
 * A user's Discord delivery: `botEnabled` is the on/off switch (change-discord-bot-status), the webhook is the
 * channel messages are posted to (only whether one is set is shown back), and the flags pick what is sent.
 */
export interface DiscordPreferencesDto extends DiscordFlags {
  botEnabled: boolean;
  webhookConnected: boolean;
}

/** Payouts' durable fact: a payout was marked complete (the streamer is told in-app and by email). */
export const PayoutEventSubjects = {
  payoutCompleted: 'events.payouts.payout-completed',
} as const;
export type { PayoutCompletedEvent } from '../schema/domain-events';
