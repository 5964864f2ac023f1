import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import {
  AdminStarsQuery,
  RegisterStarDto,
  ShowAtLandingDto,
  StarParams,
  UpdateStarDto,
} from './stars-admin.dto';

/** Staff: stars (spec §7 Admin Influencers: register, list, get, update, showAtLanding, remove). */
@Controller('api/admin/influencers')
@StaffRoute()
export class StarsAdminController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get()
  list(@CurrentUser() staff: AuthenticatedUser, @Query() { page, limit, search, sort }: AdminStarsQuery) {
    return this.rpc.send('identity.adminStars', { userId: staff.userId, page, limit, search, sort });
  }

  @Get(':id')
  get(@CurrentUser() staff: AuthenticatedUser, @Param() { id }: StarParams) {
    return this.rpc.send('identity.adminStar', { userId: staff.userId, id });
  }

  /** The account has no password: the star gets the /streamer-password-setup/{email} link by mail. */
  @Post()
  register(@CurrentUser() staff: AuthenticatedUser, @Body() body: RegisterStarDto) {
    return this.rpc.send('identity.registerStar', { userId: staff.userId, ...body });
  }

  @Put(':id')
  update(@CurrentUser() staff: AuthenticatedUser, @Param() { id }: StarParams, @Body() body: UpdateStarDto) {
    return this.rpc.send('identity.updateStar', { userId: staff.userId, id, ...body });
  }

  @Put(':id/show-at-landing')
  showAtLanding(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: StarParams,
    @Body() { showAtLanding }: ShowAtLandingDto,
  ) {
    return this.rpc.send('identity.setStarShowAtLanding', { userId: staff.userId, id, showAtLanding });
  }

  @Delete(':id')
  remove(@CurrentUser() staff: AuthenticatedUser, @Param() { id }: StarParams) {
    return this.rpc.send('identity.removeStar', { userId: staff.userId, id });
  }
}
