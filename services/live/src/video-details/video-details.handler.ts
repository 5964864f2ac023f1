import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { VideoDetailsService } from './video-details.service';

@Controller()
export class VideoDetailsHandler {
  constructor(private readonly videoDetails: VideoDetailsService) {}

  @Handles('live.videoDetails')
  details(@Payload() { embedLink }: RequestOf<'live.videoDetails'>) {
    return this.videoDetails.details(embedLink);
  }
}
