import { Body, Controller, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import {
  type Parsed,
  type InviteStaffBody,
  type StaffActiveBody,
  type StaffListQuerySchema,
  type StaffParams,
  type StaffPermissionsBody,
  type StaffRoleBody,
} from '@lobby/contracts';

/**
 * Staff: the team (spec §6 /admin/user-management and /admin/manage-permissions). Identity re-checks the grant
 * and keeps the team's last active admin.
 */
@Controller('api/admin/staff')
@StaffRoute()
export class StaffController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get()
  list(@CurrentUser() staff: AuthenticatedUser, @Query() query: Parsed<typeof StaffListQuerySchema>) {
    return this.rpc.send('identity.staffMembers', { userId: staff.userId, ...query });
  }

  /** Creates the account and mails the invitee the link to choose their password. */
  @Post()
  invite(@CurrentUser() staff: AuthenticatedUser, @Body() body: Parsed<typeof InviteStaffBody>) {
    return this.rpc.send('identity.inviteStaff', { userId: staff.userId, ...body });
  }

  @Put(':id/role')
  changeRole(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<typeof StaffParams>,
    @Body() { role }: Parsed<typeof StaffRoleBody>,
  ) {
    return this.rpc.send('identity.changeStaffRole', { userId: staff.userId, staffId: id, role });
  }

  @Put(':id/active')
  setActive(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<typeof StaffParams>,
    @Body() { isActive }: Parsed<typeof StaffActiveBody>,
  ) {
    return this.rpc.send('identity.setStaffActive', { userId: staff.userId, staffId: id, isActive });
  }

  @Put(':id/permissions')
  setPermissions(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<typeof StaffParams>,
    @Body() { permissions }: Parsed<typeof StaffPermissionsBody>,
  ) {
    return this.rpc.send('identity.setStaffPermissions', { userId: staff.userId, staffId: id, permissions });
  }
}
