import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { Parsed } from '@lobby/contracts';
import { CurrentUser, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/** Spec GET /api/get/notifications: only ever the caller's own notifications. */
@Controller('api')
export class NotificationsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('get/notifications')
  @SignedIn()
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() { page, limit }: Parsed<'notifications', 'list', 'query'>,
  ) {
    return this.rpc.send('notifications.list', { userId: user.userId, page, limit });
  }
}
