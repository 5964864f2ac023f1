import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ActingForStreamer, ActingStreamerId, SignedIn } from '../auth/auth.decorators';
import { SearchRateLimit } from '../http/rate-limit';
import { ServiceClient } from '../rpc/service-client';
import { VideoDetailsRequestDto } from './live.dto';

/** The streamer's tools around a live session: reading a stream link's details, and OBS sign-in codes. */
@Controller('api')
export class StreamToolsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  /** Each call asks YouTube or Twitch, so it is limited like search. */
  @Post('fetch-video-details')
  @HttpCode(200)
  @SignedIn()
  @SearchRateLimit()
  videoDetails(@Body() { embedLink }: VideoDetailsRequestDto) {
    return this.rpc.send('live.videoDetails', { embedLink });
  }

  /** A one-time code (10 minutes) the streamer types into the OBS browser source to sign it in. */
  @Post('obs/code')
  @ActingForStreamer()
  obsCode(@ActingStreamerId() streamerId: string) {
    return this.rpc.send('live.createObsCode', { userId: streamerId });
  }
}
