import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import type {
  LiveSessionDto,
  LiveSessionFieldsInput,
  Parsed,
  PublicQueueDto,
  UpdateLiveSessionInput,
} from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { ActingForStreamer, ActingStreamerId, AllowSessionScope } from '../auth/auth.decorators';
import { ServiceClient } from '../rpc/service-client';

/** A running session as its public pages show it (spec §3): with the queue's playing-next and in-game fans. */
export type LiveSessionWithQueue = LiveSessionDto & Pick<PublicQueueDto, 'playingNext' | 'inGame'>;

const EMPTY_QUEUE: Pick<PublicQueueDto, 'playingNext' | 'inGame'> = { playingNext: [], inGame: [] };

/**
 * Live sessions (spec §7 Streamer and Browse). Streamer routes act for the streamer the ActingForStreamer guard
 * resolved (a moderator names them with `streamerId` in the body or query); the live service checks the session
 * is theirs. The OBS dock's go-live controls and queue page drive the live session, so an OBS sign-in may call
 * these.
 */
@AllowSessionScope('obs')
@Controller('api')
export class LiveSessionsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Post('post/influencer/liveSession')
  @ActingForStreamer()
  start(@ActingStreamerId() streamerId: string, @Body() body: LiveSessionFieldsInput) {
    return this.rpc.send('live.start', { ...body, userId: streamerId });
  }

  @Post('post/influencer/updateLiveSession')
  @HttpCode(200)
  @ActingForStreamer()
  update(@ActingStreamerId() streamerId: string, @Body() body: UpdateLiveSessionInput) {
    return this.rpc.send('live.update', { ...body, userId: streamerId });
  }

  @Post('post/influencer/updateStreamingLink')
  @HttpCode(200)
  @ActingForStreamer()
  updateStreamingLink(
    @ActingStreamerId() streamerId: string,
    @Body() { liveSessionId, streamingLink }: Parsed<'liveSessions', 'updateStreamingLink', 'body'>,
  ) {
    return this.rpc.send('live.updateStreamingLink', { userId: streamerId, liveSessionId, streamingLink });
  }

  /** Refused with 409 while fans are in playing next or in game (booking closes the queue first). */
  @Post('liveSession/end/:id')
  @HttpCode(200)
  @ActingForStreamer()
  end(@ActingStreamerId() streamerId: string, @Param() { id }: Parsed<'liveSessions', 'end', 'params'>) {
    return this.rpc.send('live.end', { userId: streamerId, liveSessionId: id });
  }

  @Get('get/liveSession/:username')
  async byUsername(
    @Param() { username }: Parsed<'liveSessions', 'byUsername', 'params'>,
  ): Promise<LiveSessionWithQueue | null> {
    return this.withQueue(await this.rpc.send('live.sessionByUsername', { username }));
  }

  /** `id` is the streamer's user id. */
  @Get('get/livesessions/active/:id')
  async activeOfStreamer(
    @Param() { id }: Parsed<'liveSessions', 'activeOfStreamer', 'params'>,
  ): Promise<LiveSessionWithQueue | null> {
    return this.withQueue(await this.rpc.send('live.activeByStreamer', { streamerId: id }));
  }

  /** The lowest live price per currency (major units), so the go-live form checks what the server will. */
  @Get('get/live-price-minimums')
  priceMinimums() {
    return this.rpc.send('live.priceMinimums', {});
  }

  @Get('get/liveSessions')
  active(@Query() { limit }: Parsed<'liveSessions', 'active', 'query'>) {
    return this.rpc.send('live.activeSessions', { limit });
  }

  @Get('get/liveSessionTags/:id')
  tags(@Param() { id }: Parsed<'liveSessions', 'end', 'params'>) {
    return this.rpc.send('live.sessionTags', { liveSessionId: id });
  }

  @Get('get/influencer/liveSessions')
  @ActingForStreamer()
  streamerSessions(
    @ActingStreamerId() streamerId: string,
    @Query() { limit }: Parsed<'liveSessions', 'active', 'query'>,
  ) {
    return this.rpc.send('live.streamerSessions', { userId: streamerId, limit });
  }

  /**
   * Booking's queue lists joined in. Booking hears of a new session from live's events a moment after it
   * starts; until then (its 404) the queue is empty. When booking can't answer, the page gets its 503.
   */
  private async withQueue(session: LiveSessionDto | null): Promise<LiveSessionWithQueue | null> {
    if (!session) return null;
    const queue = await this.rpc
      .send('booking.publicQueue', { liveSessionId: session._id })
      .catch((error: unknown) => {
        if (error instanceof DomainError && error.kind === 'not_found') return EMPTY_QUEUE;
        throw error;
      });
    return { ...session, playingNext: queue.playingNext, inGame: queue.inGame };
  }
}
