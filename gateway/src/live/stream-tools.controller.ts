import { type Parsed } from '@lobby/contracts';
import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ActingForStreamer, ActingStreamerId, SignedIn } from '../auth/auth.decorators';
import { SearchRateLimit } from '../http/rate-limit';
import { ServiceClient } from '../rpc/service-client';

/**
 * The streamer's tools around a live session: reading a stream link's details, OBS sign-in codes and the OBS
 * sign-ins they made (a moderator acts for their streamer).
 */
@Controller('api')
export class StreamToolsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  /** Each call asks YouTube or Twitch, so it is limited like search. */
  @Post('fetch-video-details')
  @HttpCode(200)
  @SignedIn()
  @SearchRateLimit()
  videoDetails(@Body() { embedLink }: Parsed<'streamTools', 'videoDetails', 'body'>) {
    return this.rpc.send('live.videoDetails', { embedLink });
  }

  /** A one-time code (10 minutes) the streamer types into the OBS browser source to sign it in. */
  @Post('obs/code')
  @ActingForStreamer()
  obsCode(@ActingStreamerId() streamerId: string) {
    return this.rpc.send('live.createObsCode', { userId: streamerId });
  }

  @Get('obs/sessions')
  @ActingForStreamer()
  obsSessions(@ActingStreamerId() streamerId: string) {
    return this.rpc.send('identity.obsSessions', { userId: streamerId });
  }

  /** Ends an OBS sign-in at once: its token is refused from the next request and its sockets are closed. */
  @Post('obs/sessions/:id/revoke')
  @HttpCode(200)
  @ActingForStreamer()
  revokeObsSession(
    @ActingStreamerId() streamerId: string,
    @Param() { id }: Parsed<'streamTools', 'revokeObsSession', 'params'>,
  ) {
    return this.rpc.send('identity.revokeObsSession', { userId: streamerId, id });
  }
}
