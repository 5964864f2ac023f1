import { type Parsed } from '@lobby/contracts';
import { Body, Controller, Get, Inject, Param, Post, Query } from '@nestjs/common';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/** The giveaway (issue 17, Giveaway): count who a rule makes eligible, draw winners with a seed, verify a draw. */
@Controller('api/admin/giveaways')
@StaffRoute()
export class GiveawaysController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('eligible')
  eligible(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: Parsed<'adminTools', 'giveawayEligible', 'query'>,
  ) {
    return this.rpc.send('booking.giveawayEligible', {
      userId: user.userId,
      from: query.from,
      to: query.to,
      streamerId: query.streamerId ?? null,
    });
  }

  @Get()
  draws(
    @CurrentUser() user: AuthenticatedUser,
    @Query() { page, limit }: Parsed<'adminTools', 'giveawayDraws', 'query'>,
  ) {
    return this.rpc.send('booking.giveawayDraws', { userId: user.userId, page, limit });
  }

  @Post()
  draw(@CurrentUser() user: AuthenticatedUser, @Body() body: Parsed<'adminTools', 'drawGiveaway', 'body'>) {
    return this.rpc.send('booking.drawGiveaway', {
      userId: user.userId,
      title: body.title,
      from: body.from,
      to: body.to,
      streamerId: body.streamerId ?? null,
      winners: body.winners,
      seed: body.seed ?? undefined,
    });
  }

  @Get(':id/verify')
  verify(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'adminTools', 'verifyGiveaway', 'params'>,
  ) {
    return this.rpc.send('booking.verifyGiveaway', { userId: user.userId, drawId: id });
  }
}
