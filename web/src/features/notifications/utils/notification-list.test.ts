import { NotificationLimits, PageSizes, type NotificationDto } from '@lobby/contracts';
import { describe, expect, it } from 'vitest';
import {
  appPath,
  initialsName,
  markedRead,
  notificationImage,
  trimTitle,
  unreadBadgeLabel,
  unreadCount,
  withNotification,
} from './notification-list';

const notification = (id: string, overrides: Partial<NotificationDto> = {}): NotificationDto => ({
  _id: id,
  title: `Notification ${id}`,
  image: null,
  type: 'other',
  _url: null,
  _created_at: '2026-11-25T12:00:00.000Z',
  isRead: false,
  _influencer_id: null,
  ...overrides,
});

describe('trimTitle (spec §9: 40 characters in the list, 30 in the pop-up)', () => {
  it('keeps a title of exactly the limit whole', () => {
    const title = 'x'.repeat(NotificationLimits.listTitleMax);
    expect(trimTitle(title, NotificationLimits.listTitleMax)).toBe(title);
  });

  it('cuts a longer title to the limit and adds an ellipsis', () => {
    const title = 'a'.repeat(NotificationLimits.popupTitleMax) + 'bcdef';
    expect(trimTitle(title, NotificationLimits.popupTitleMax)).toBe(`${'a'.repeat(30)}…`);
  });

  it('does not leave a space before the ellipsis, nor count surrounding spaces', () => {
    expect(trimTitle('Nova is live now', 8)).toBe('Nova is…');
    expect(trimTitle('   Nova is live   ', 12)).toBe('Nova is live');
  });

  it('never cuts an emoji in half', () => {
    const trimmed = trimTitle('🎮🎮🎮🎮', 2);
    expect(trimmed).toBe('🎮🎮…');
    expect(trimmed).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('the bell count', () => {
  it('counts the unread items only, and nothing for no list', () => {
    const list = [notification('1'), notification('2', { isRead: true }), notification('3')];
    expect(unreadCount(list)).toBe(2);
    expect(unreadCount([])).toBe(0);
    expect(unreadCount(undefined)).toBe(0);
  });

  it('shows up to nine, then "9+"', () => {
    expect(unreadBadgeLabel(0)).toBe('0');
    expect(unreadBadgeLabel(9)).toBe('9');
    expect(unreadBadgeLabel(10)).toBe('9+');
    expect(unreadBadgeLabel(50)).toBe('9+');
  });

  it('is zero once the list is marked read, without changing the items already read', () => {
    const read = notification('2', { isRead: true });
    const marked = markedRead([notification('1'), read]);
    expect(unreadCount(marked)).toBe(0);
    expect(marked?.[1]).toBe(read);
    expect(markedRead(undefined)).toBeUndefined();
  });
});

describe('withNotification', () => {
  it('puts a pushed notification on top', () => {
    const list = withNotification([notification('1'), notification('2')], notification('3'));
    expect(list.map((item) => item._id)).toEqual(['3', '1', '2']);
  });

  it('replaces a copy already in the list instead of showing it twice', () => {
    const updated = notification('2', { title: 'Updated' });
    const list = withNotification([notification('1'), notification('2')], updated);
    expect(list.map((item) => item._id)).toEqual(['2', '1']);
    expect(list[0]).toBe(updated);
  });

  it('keeps only the newest page, as the server does', () => {
    const full = Array.from({ length: PageSizes.notificationsList }, (_, index) =>
      notification(String(index)),
    );
    const list = withNotification(full, notification('new'));
    expect(list).toHaveLength(PageSizes.notificationsList);
    expect(list[0]._id).toBe('new');
    expect(list.at(-1)?._id).toBe(String(PageSizes.notificationsList - 2));
  });

  it('starts a list when there was none', () => {
    expect(withNotification(undefined, notification('1'))).toHaveLength(1);
  });
});

describe('notificationImage and initialsName', () => {
  it("prefers the star's picture, then the notification's own", () => {
    const star = { _id: 's', username: 'nova', images: { url: '/star.png' } };
    expect(notificationImage(notification('1', { image: '/own.png', _influencer_id: star }))).toBe(
      '/star.png',
    );
    expect(notificationImage(notification('1', { image: '/own.png' }))).toBe('/own.png');
    expect(
      notificationImage(notification('1', { _influencer_id: { ...star, images: { url: null } } })),
    ).toBeNull();
  });

  it('reads a username as words for the avatar initials', () => {
    expect(initialsName('demo_streamer')).toBe('demo streamer');
    expect(initialsName('nova.reyes-2')).toBe('nova reyes 2');
    expect(initialsName(undefined)).toBeUndefined();
  });
});

describe('appPath', () => {
  const origin = 'https://lobby.example';

  it('keeps a path of the app, with its query and hash', () => {
    expect(appPath('/stars/demo/live?x=1#top', origin)).toBe('/stars/demo/live?x=1#top');
  });

  it('makes a full address on this site into a path', () => {
    expect(appPath('https://lobby.example/orders', origin)).toBe('/orders');
  });

  it('refuses another site, a protocol-relative address and script', () => {
    expect(appPath('https://evil.example/orders', origin)).toBeNull();
    expect(appPath('//evil.example/orders', origin)).toBeNull();
    expect(appPath('javascript:alert(1)', origin)).toBeNull();
    expect(appPath(null, origin)).toBeNull();
  });
});
