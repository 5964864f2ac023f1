import type { NotificationDto } from '@lobby/contracts';
import type { NotificationRow } from './notifications.repository';

/** Spec §3 Notification. */
export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    _id: row.id,
    title: row.title,
    image: row.image,
    type: row.type,
    _url: row.url,
    _created_at: row.createdAt.toISOString(),
    isRead: row.isRead,
    _influencer_id: row.starId
      ? { _id: row.starId, username: row.starUsername ?? '', images: { url: row.starImage } }
      : null,
  };
}
