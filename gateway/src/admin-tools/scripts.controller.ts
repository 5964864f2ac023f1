import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/**
 * /admin/run-scripts: regenerate usernames (User Management; identity checks too) and gig slugs (Influencers),
 * each with a dry run (GET) that answers exactly what the run (POST) would change.
 */
@Controller('api/admin/scripts')
@StaffRoute()
export class ScriptsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('usernames')
  previewUsernames(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('identity.usernamesScript', { userId: user.userId, apply: false });
  }

  @Post('usernames')
  @HttpCode(200)
  applyUsernames(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('identity.usernamesScript', { userId: user.userId, apply: true });
  }

  @Get('slugs')
  previewSlugs(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('catalog.slugsScript', { userId: user.userId, apply: false });
  }

  @Post('slugs')
  @HttpCode(200)
  applySlugs(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('catalog.slugsScript', { userId: user.userId, apply: true });
  }
}
