import { PageSizes, type NotificationDto } from '@lobby/contracts';

/**
 * The first `max` characters of a title, then an ellipsis (spec §9: 40 in the bell, 30 in the pop-up). Counted
 * in code points, so an emoji is never cut in half.
 */
export function trimTitle(title: string, max: number): string {
  const characters = Array.from(title.trim());
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : title.trim();
}

/**
 * A pushed notification put on top of the list: a copy already there (a repeated push, or one the list has since
 * brought) is replaced, and the list keeps the newest PageSizes.notificationsList, as the server's list does.
 */
export function withNotification(
  list: NotificationDto[] | undefined,
  added: NotificationDto,
): NotificationDto[] {
  const rest = (list ?? []).filter((item) => item._id !== added._id);
  return [added, ...rest].slice(0, PageSizes.notificationsList);
}

export const markedRead = (list: NotificationDto[] | undefined): NotificationDto[] | undefined =>
  list?.map((item) => (item.isRead ? item : { ...item, isRead: true }));

/** The bell's count: the unread among the newest notifications (the list the server sends). */
export const unreadCount = (list: NotificationDto[] | undefined): number =>
  list?.reduce((count, item) => count + (item.isRead ? 0 : 1), 0) ?? 0;

/** The badge shows up to nine; the newest 50 always hold enough to say "9+" rightly. */
export const UNREAD_BADGE_MAX = 9;
export const unreadBadgeLabel = (count: number): string =>
  count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);

/** The star's picture when the notification is about one, else the notification's own. */
export const notificationImage = (item: NotificationDto): string | null =>
  item._influencer_id?.images.url ?? item.image ?? null;

/** A username read as words ("demo_streamer" → "demo streamer"), so a picture-less avatar shows "DS". */
export const initialsName = (username: string | undefined): string | undefined =>
  username?.replace(/[_.-]+/g, ' ').trim();

/**
 * Where a notification leads inside the app: a path (`/stars/demo/live`), or a full address on this site made
 * into one. Anything else is not a link of ours.
 */
export function appPath(url: string | null, origin: string = window.location.origin): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}
