import { Injectable } from '@nestjs/common';
import {
  type Message,
  type NotificationDto,
  NotificationsText,
  type NotificationsPageDto,
  PageSizes,
} from '@lobby/contracts';
import { cleanPageRequest, pageCount, pageOffset } from '@lobby/service-kit';
import { toNotificationDto } from './notification-view';
import { NotificationsRepository } from './notifications.repository';

/** A person's own notifications: the bell's list, its unread count, and marking them read. */
@Injectable()
export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  async page(userId: string, page?: number, limit?: number): Promise<NotificationsPageDto> {
    const request = cleanPageRequest({ page, limit }, PageSizes.notifications);
    const [rows, total, unreadCount] = await Promise.all([
      this.notifications.page(userId, request.limit, pageOffset(request)),
      this.notifications.total(userId),
      this.notifications.unreadCount(userId),
    ]);
    return {
      data: rows.map(toNotificationDto),
      ...request,
      totalPages: pageCount(total, request.limit),
      total,
      unreadCount,
    };
  }

  async recent(userId: string): Promise<NotificationDto[]> {
    const rows = await this.notifications.page(userId, PageSizes.notificationsList, 0);
    return rows.map(toNotificationDto);
  }

  async markRead(userId: string): Promise<Message & { unreadCount: number }> {
    await this.notifications.markAllRead(userId);
    return { message: NotificationsText.marked, unreadCount: 0 };
  }
}
