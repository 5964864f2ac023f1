import { Module } from '@nestjs/common';
import { AdminFiguresHandler } from './admin-figures/admin-figures.handler';
import { AdminFiguresRepository } from './admin-figures/admin-figures.repository';
import { ObsCodeGenerator } from './obs-codes/obs-code-generator';
import { ObsCodesHandler } from './obs-codes/obs-codes.handler';
import { ObsCodesRepository } from './obs-codes/obs-codes.repository';
import { ObsCodesService } from './obs-codes/obs-codes.service';
import { LiveSessionEvents } from './sessions/live-session-events';
import { LiveSessionQueries } from './sessions/live-session-queries.service';
import { LiveSessionsHandler } from './sessions/live-sessions.handler';
import { LiveSessionsRepository } from './sessions/live-sessions.repository';
import { LiveSessionsService } from './sessions/live-sessions.service';
import { PeerServices } from './sessions/peer-services';
import { OEmbedClient } from './video-details/oembed.client';
import { VideoDetailsHandler } from './video-details/video-details.handler';
import { VideoDetailsService } from './video-details/video-details.service';

/** Live sessions (go live, edit, stream link, end, reads), stream metadata, and OBS one-time codes. */
@Module({
  controllers: [LiveSessionsHandler, VideoDetailsHandler, ObsCodesHandler, AdminFiguresHandler],
  providers: [
    AdminFiguresRepository,
    LiveSessionsRepository,
    LiveSessionEvents,
    PeerServices,
    LiveSessionsService,
    LiveSessionQueries,
    OEmbedClient,
    VideoDetailsService,
    ObsCodeGenerator,
    ObsCodesRepository,
    ObsCodesService,
  ],
})
export class LiveModule {}
