import { type Parsed } from '@lobby/contracts';
import { Body, Controller, Delete, Get, Inject, Param, Put } from '@nestjs/common';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/** Staff list and save configuration entries and streamers' agreed platform fees (Configurations). */
@Controller('api/admin')
@StaffRoute()
export class ConfigurationsAdminController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('configurations')
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('content.configurations', { userId: user.userId });
  }

  @Put('configurations')
  save(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: Parsed<'adminTools', 'saveConfiguration', 'body'>,
  ) {
    return this.rpc.send('content.saveConfiguration', {
      userId: user.userId,
      ...body,
    });
  }

  @Delete('configurations/:key')
  remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { key }: Parsed<'adminTools', 'removeConfiguration', 'params'>,
  ) {
    return this.rpc.send('content.removeConfiguration', { userId: user.userId, key });
  }

  @Get('platform-fees')
  fees(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('content.streamerFees', { userId: user.userId });
  }

  @Put('platform-fees/:streamerId')
  setFee(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { streamerId }: Parsed<'adminTools', 'setStreamerFee', 'params'>,
    @Body() { percent }: Parsed<'adminTools', 'setStreamerFee', 'body'>,
  ) {
    return this.rpc.send('content.setStreamerFee', { userId: user.userId, streamerId, percent });
  }
}
