import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/** Staff: account deletion requests, bans and unbans (spec §7 Admin "Reports and bans", "Delete-request"). */
@Controller('api/admin')
@StaffRoute()
export class AccountModerationController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('delete-requests')
  deletionRequests(
    @CurrentUser() staff: AuthenticatedUser,
    @Query() query: Parsed<'accountModeration', 'deletionRequests', 'query'>,
  ) {
    return this.rpc.send('identity.listDeletionRequests', {
      userId: staff.userId,
      ...query,
    });
  }

  /** Anonymises the account while keeping the order and payout history the books need. */
  @Post('delete-requests/:id/approve')
  @HttpCode(200)
  approveDeletion(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'accountModeration', 'approveDeletion', 'params'>,
  ) {
    return this.rpc.send('identity.approveAccountDeletion', { userId: staff.userId, requestId: id });
  }

  /** Accounts with reports in a status, one row per account with its count and newest reports. */
  @Get('reported-users')
  reportedUsers(
    @CurrentUser() staff: AuthenticatedUser,
    @Query() query: Parsed<'accountModeration', 'reportedUsers', 'query'>,
  ) {
    return this.rpc.send('identity.reportedUsers', {
      userId: staff.userId,
      ...query,
    });
  }

  @Post('reported-users/review')
  @HttpCode(200)
  reviewReports(
    @CurrentUser() staff: AuthenticatedUser,
    @Body() { reportIds }: Parsed<'accountModeration', 'reviewReports', 'body'>,
  ) {
    return this.rpc.send('identity.reviewReports', { userId: staff.userId, reportIds });
  }

  @Get('banned-users')
  bannedUsers(
    @CurrentUser() staff: AuthenticatedUser,
    @Query() query: Parsed<'accountModeration', 'bannedUsers', 'query'>,
  ) {
    return this.rpc.send('identity.bannedUsers', {
      userId: staff.userId,
      page: query.page,
      limit: query.limit,
    });
  }

  @Post('ban-users')
  @HttpCode(200)
  ban(
    @CurrentUser() staff: AuthenticatedUser,
    @Body() { userIds, reason }: Parsed<'accountModeration', 'ban', 'body'>,
  ) {
    return this.rpc.send('identity.banUsers', { userId: staff.userId, userIds, reason });
  }

  @Post('unban-users')
  @HttpCode(200)
  unban(
    @CurrentUser() staff: AuthenticatedUser,
    @Body() { userIds }: Parsed<'accountModeration', 'unban', 'body'>,
  ) {
    return this.rpc.send('identity.unbanUsers', { userId: staff.userId, userIds });
  }
}
