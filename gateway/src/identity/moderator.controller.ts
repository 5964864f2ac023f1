import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import type { ModeratedStreamer, Parsed } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { CurrentUser, Roles, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { AuthRateLimit } from '../http/rate-limit';
import { ServiceClient } from '../rpc/service-client';

/** Moderators' streamers (spec §6, §7) and the OBS browser source's password-less sign-in. */
@Controller('api')
export class ModeratorController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('v1/auth/get-moderator-details')
  @SignedIn()
  async moderatorDetails(@CurrentUser() user: AuthenticatedUser) {
    const { streamers } = await this.rpc.send('identity.moderatorDetails', { userId: user.userId });
    return { streamers: await this.withUpcomingSlots(streamers) };
  }

  @Get('v1/moderator/get-all-streamers-data')
  @Roles('moderator')
  async allStreamersData(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: Parsed<'moderator', 'allStreamersData', 'query'>,
  ) {
    const { streamers } = await this.rpc.send('identity.moderatorDetails', { userId: user.userId, ...query });
    return { streamers: await this.withUpcomingSlots(streamers) };
  }

  /**
   * The OBS browser source types the one-time code its streamer got on the setup page: live redeems it once,
   * and identity signs that streamer in as a login would.
   */
  @Post('obs/verify-code')
  @HttpCode(200)
  @AuthRateLimit()
  async verifyObsCode(@Body() { code }: Parsed<'moderator', 'verifyObsCode', 'body'>) {
    const { streamerId } = await this.rpc.send('live.redeemObsCode', { code });
    return this.rpc.send('identity.signInRedeemedStreamer', { streamerId });
  }

  /**
   * Each streamer's next slot start, from booking (one short call per streamer a moderator manages). It is
   * extra information: with booking unavailable the list still answers, without it, so moderator mode works.
   */
  private withUpcomingSlots(streamers: ModeratedStreamer[]): Promise<ModeratedStreamer[]> {
    return Promise.all(
      streamers.map(async (entry) => {
        const slots = await this.rpc
          .send('booking.slotsByStreamer', { streamerId: entry.streamerId._id })
          .catch((error: unknown) => {
            if (error instanceof DomainError && error.status === 503) return [];
            throw error;
          });
        const upcoming = slots.find((slot) => Date.parse(slot.startTime) > Date.now());
        return { streamerId: { ...entry.streamerId, upcomingSlot: upcoming?.startTime ?? null } };
      }),
    );
  }
}
