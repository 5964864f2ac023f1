import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import {
  type Parsed,
  type AdminStarsQuerySchema,
  type RegisterStarBody,
  type ShowAtLandingBody,
  type StarParams,
  type UpdateStarBody,
} from '@lobby/contracts';

/** Staff: stars (spec §7 Admin Influencers: register, list, get, update, showAtLanding, remove). */
@Controller('api/admin/influencers')
@StaffRoute()
export class StarsAdminController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get()
  list(
    @CurrentUser() staff: AuthenticatedUser,
    @Query() { page, limit, search, sort }: Parsed<typeof AdminStarsQuerySchema>,
  ) {
    return this.rpc.send('identity.adminStars', { userId: staff.userId, page, limit, search, sort });
  }

  @Get(':id')
  get(@CurrentUser() staff: AuthenticatedUser, @Param() { id }: Parsed<typeof StarParams>) {
    return this.rpc.send('identity.adminStar', { userId: staff.userId, id });
  }

  /** The account has no password: the star gets the /streamer-password-setup/{email} link by mail. */
  @Post()
  register(@CurrentUser() staff: AuthenticatedUser, @Body() body: Parsed<typeof RegisterStarBody>) {
    return this.rpc.send('identity.registerStar', { userId: staff.userId, ...body });
  }

  @Put(':id')
  update(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<typeof StarParams>,
    @Body() body: Parsed<typeof UpdateStarBody>,
  ) {
    return this.rpc.send('identity.updateStar', { userId: staff.userId, id, ...body });
  }

  @Put(':id/show-at-landing')
  showAtLanding(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<typeof StarParams>,
    @Body() { showAtLanding }: Parsed<typeof ShowAtLandingBody>,
  ) {
    return this.rpc.send('identity.setStarShowAtLanding', { userId: staff.userId, id, showAtLanding });
  }

  @Delete(':id')
  remove(@CurrentUser() staff: AuthenticatedUser, @Param() { id }: Parsed<typeof StarParams>) {
    return this.rpc.send('identity.removeStar', { userId: staff.userId, id });
  }
}
