import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import type { Parsed } from '@lobby/contracts';
import {
  ActingForStreamer,
  ActingStreamerId,
  AllowSessionScope,
  CurrentUser,
  OptionalSignIn,
  SignedIn,
} from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/**
 * VIP and regular queues of live sessions (spec §7 "Sessions, orders, queues, slots"). Booking holds every
 * rule; a VIP place is paid through /api/create-live-checkout-session like an order.
 */
@Controller('api')
export class QueuesController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  /**
   * Holds a VIP place at the live price until it is paid (the place's id is the checkout's order id). The VIP terms'
   * version the fan accepted is recorded first; an outdated one is refused (409) before any place is held.
   */
  @Post('join_vip')
  @SignedIn()
  async joinVip(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { liveSessionId, gamerTag, acceptedTermsVersion }: Parsed<'queues', 'joinVip', 'body'>,
  ) {
    if (acceptedTermsVersion !== undefined) {
      await this.rpc.send('content.acceptLegalDocument', {
        userId: user.userId,
        type: 'vipQueueTermsAndConditions',
        version: acceptedTermsVersion,
      });
    }
    return this.rpc.send('booking.holdVipPlace', { userId: user.userId, liveSessionId, gamerTag });
  }

  @Post('join_regular')
  @SignedIn()
  joinRegular(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { liveSessionId, gamerTag }: Parsed<'queues', 'joinRegular', 'body'>,
  ) {
    return this.rpc.send('booking.joinRegular', { userId: user.userId, liveSessionId, gamerTag });
  }

  @Post('check/vip')
  @HttpCode(200)
  @SignedIn()
  checkVip(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { liveSessionId }: Parsed<'queues', 'checkVip', 'body'>,
  ) {
    return this.rpc.send('booking.checkVip', { userId: user.userId, liveSessionId });
  }

  /**
   * Waiting fans in serving order: display names and positions only (no ids, amounts, gamer tags or lobby
   * codes); a signed-in viewer's own place is marked `isYou`.
   */
  @Get('get/vipQueue/:id')
  @OptionalSignIn()
  vipQueue(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Param() { id }: Parsed<'queues', 'vipQueue', 'params'>,
    @Query() { page, limit }: Parsed<'queues', 'vipQueue', 'query'>,
  ) {
    const viewerId = viewer?.userId ?? null;
    return this.rpc.send('booking.waitingQueue', { liveSessionId: id, kind: 'vip', page, limit, viewerId });
  }

  @Get('get/regularQueue/:id')
  @OptionalSignIn()
  regularQueue(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Param() { id }: Parsed<'queues', 'regularQueue', 'params'>,
    @Query() { page, limit }: Parsed<'queues', 'regularQueue', 'query'>,
  ) {
    const viewerId = viewer?.userId ?? null;
    return this.rpc.send('booking.waitingQueue', {
      liveSessionId: id,
      kind: 'regular',
      page,
      limit,
      viewerId,
    });
  }

  /** The caller's places that still count (held, waiting, playing next, in game). */
  @Get('get/queues_by_user_id')
  @SignedIn()
  queuesOfUser(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('booking.queuesByUser', { userId: user.userId });
  }

  /** Every place the caller took, newest first, with the number of sessions joined. */
  @Get(['get/paginatedqueues_by_user_id', 'user/live-queues-joined'])
  @SignedIn()
  queuesJoined(
    @CurrentUser() user: AuthenticatedUser,
    @Query() { page, limit }: Parsed<'queues', 'paginatedQueuesJoined', 'query'>,
  ) {
    return this.rpc.send('booking.queuesJoined', { userId: user.userId, page, limit });
  }

  @Post('post/delete_user_regular_queue')
  @HttpCode(200)
  @SignedIn()
  leaveRegular(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { id }: Parsed<'queues', 'leaveRegular', 'body'>,
  ) {
    return this.rpc.send('booking.leaveRegularQueue', { userId: user.userId, entryId: id });
  }

  /** The acting streamer's running session's waiting fans, split VIP and regular; zeros when not live. */
  @Get('influencer/profile/getTotalQueueCounts')
  @ActingForStreamer()
  totalQueueCounts(@ActingStreamerId() streamerId: string) {
    return this.rpc.send('booking.streamerQueueCounts', { streamerId });
  }

  /** Not named by the spec: the streamer's (or their moderator's) queue-management board. */
  @AllowSessionScope('obs')
  @Get('get/live-queue/:liveSessionId/board')
  @ActingForStreamer()
  board(
    @ActingStreamerId() streamerId: string,
    @Param() { liveSessionId }: Parsed<'queues', 'board', 'params'>,
  ) {
    return this.rpc.send('booking.queueBoard', { userId: streamerId, liveSessionId });
  }

  /**
   * Not named by the spec: what the public live page and the overlay show, without signing in. Fans appear by
   * display name only; a signed-in viewer's own place is marked `isYou` in their answer alone.
   */
  @AllowSessionScope('obs')
  @Get('get/live-queue/:liveSessionId/public')
  @OptionalSignIn()
  publicQueue(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Param() { liveSessionId }: Parsed<'queues', 'publicQueue', 'params'>,
  ) {
    return this.rpc.send('booking.publicQueue', { liveSessionId, viewerId: viewer?.userId ?? null });
  }

  @AllowSessionScope('obs')
  @Post('post/live-queue/move')
  @HttpCode(200)
  @ActingForStreamer()
  move(@ActingStreamerId() streamerId: string, @Body() { entryId, to }: Parsed<'queues', 'move', 'body'>) {
    return this.rpc.send('booking.moveQueueEntry', { userId: streamerId, entryId, to });
  }

  @AllowSessionScope('obs')
  @Post('post/live-queue/call-next')
  @HttpCode(200)
  @ActingForStreamer()
  callNext(
    @ActingStreamerId() streamerId: string,
    @Body() { liveSessionId }: Parsed<'queues', 'callNext', 'body'>,
  ) {
    return this.rpc.send('booking.callNext', { userId: streamerId, liveSessionId });
  }

  @AllowSessionScope('obs')
  @Post('post/live-queue/lobby-code')
  @HttpCode(200)
  @ActingForStreamer()
  setLobbyCode(
    @ActingStreamerId() streamerId: string,
    @Body() { liveSessionId, lobbyCode }: Parsed<'queues', 'setLobbyCode', 'body'>,
  ) {
    return this.rpc.send('booking.setLiveLobbyCode', { userId: streamerId, liveSessionId, lobbyCode });
  }
}
