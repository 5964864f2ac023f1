import { Body, Controller, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/**
 * Staff: the team (spec §6 /admin/user-management and /admin/manage-permissions). Identity re-checks the grant
 * and keeps the team's last active admin.
 */
@Controller('api/admin/staff')
@StaffRoute()
export class StaffController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get()
  list(@CurrentUser() staff: AuthenticatedUser, @Query() query: Parsed<'staff', 'list', 'query'>) {
    return this.rpc.send('identity.staffMembers', { userId: staff.userId, ...query });
  }

  /** Creates the account and mails the invitee the link to choose their password. */
  @Post()
  invite(@CurrentUser() staff: AuthenticatedUser, @Body() body: Parsed<'staff', 'invite', 'body'>) {
    return this.rpc.send('identity.inviteStaff', { userId: staff.userId, ...body });
  }

  @Put(':id/role')
  changeRole(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'staff', 'changeRole', 'params'>,
    @Body() { role }: Parsed<'staff', 'changeRole', 'body'>,
  ) {
    return this.rpc.send('identity.changeStaffRole', { userId: staff.userId, staffId: id, role });
  }

  @Put(':id/active')
  setActive(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'staff', 'setActive', 'params'>,
    @Body() { isActive }: Parsed<'staff', 'setActive', 'body'>,
  ) {
    return this.rpc.send('identity.setStaffActive', { userId: staff.userId, staffId: id, isActive });
  }

  @Put(':id/permissions')
  setPermissions(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'staff', 'setPermissions', 'params'>,
    @Body() { permissions }: Parsed<'staff', 'setPermissions', 'body'>,
  ) {
    return this.rpc.send('identity.setStaffPermissions', { userId: staff.userId, staffId: id, permissions });
  }
}
