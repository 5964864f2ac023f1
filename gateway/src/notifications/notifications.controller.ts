import { Controller, Get, Inject, Query } from '@nestjs/common';
import { PageSizes } from '@lobby/contracts';
import { CurrentUser, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { PageQuery } from '../http/page-query';
import { ServiceClient } from '../rpc/service-client';

export class NotificationsPageQuery extends PageQuery {
  override limit: number = PageSizes.notifications;
}

/** Spec GET /api/get/notifications: only ever the caller's own notifications. */
@Controller('api')
export class NotificationsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('get/notifications')
  @SignedIn()
  list(@CurrentUser() user: AuthenticatedUser, @Query() { page, limit }: NotificationsPageQuery) {
    return this.rpc.send('notifications.list', { userId: user.userId, page, limit });
  }
}
