import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/** Staff: stars (spec §7 Admin Influencers: register, list, get, update, showAtLanding, remove). */
@Controller('api/admin/influencers')
@StaffRoute()
export class StarsAdminController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get()
  list(
    @CurrentUser() staff: AuthenticatedUser,
    @Query() { page, limit, search, sort }: Parsed<'adminStars', 'list', 'query'>,
  ) {
    return this.rpc.send('identity.adminStars', { userId: staff.userId, page, limit, search, sort });
  }

  @Get(':id')
  get(@CurrentUser() staff: AuthenticatedUser, @Param() { id }: Parsed<'adminStars', 'get', 'params'>) {
    return this.rpc.send('identity.adminStar', { userId: staff.userId, id });
  }

  /** The account has no password: the star gets the /streamer-password-setup/{email} link by mail. */
  @Post()
  register(@CurrentUser() staff: AuthenticatedUser, @Body() body: Parsed<'adminStars', 'register', 'body'>) {
    return this.rpc.send('identity.registerStar', { userId: staff.userId, ...body });
  }

  @Put(':id')
  update(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'adminStars', 'update', 'params'>,
    @Body() body: Parsed<'adminStars', 'update', 'body'>,
  ) {
    return this.rpc.send('identity.updateStar', { userId: staff.userId, id, ...body });
  }

  @Put(':id/show-at-landing')
  showAtLanding(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'adminStars', 'showAtLanding', 'params'>,
    @Body() { showAtLanding }: Parsed<'adminStars', 'showAtLanding', 'body'>,
  ) {
    return this.rpc.send('identity.setStarShowAtLanding', { userId: staff.userId, id, showAtLanding });
  }

  @Delete(':id')
  remove(@CurrentUser() staff: AuthenticatedUser, @Param() { id }: Parsed<'adminStars', 'remove', 'params'>) {
    return this.rpc.send('identity.removeStar', { userId: staff.userId, id });
  }
}
