import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { NotificationsService } from './notifications.service';

@Controller()
export class NotificationsHandler {
  constructor(private readonly notifications: NotificationsService) {}

  @Handles('notifications.list')
  list(@Payload() { userId, page, limit }: RequestOf<'notifications.list'>) {
    return this.notifications.page(userId, page, limit);
  }

  @Handles('notifications.recent')
  recent(@Payload() { userId }: RequestOf<'notifications.recent'>) {
    return this.notifications.recent(userId);
  }

  @Handles('notifications.markRead')
  markRead(@Payload() { userId }: RequestOf<'notifications.markRead'>) {
    return this.notifications.markRead(userId);
  }
}
