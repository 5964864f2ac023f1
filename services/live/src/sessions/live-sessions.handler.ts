import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { LiveSessionQueries } from './live-session-queries.service';
import { LiveSessionsService } from './live-sessions.service';

@Controller()
export class LiveSessionsHandler {
  constructor(
    private readonly sessions: LiveSessionsService,
    private readonly queries: LiveSessionQueries,
  ) {}

  @Handles('live.priceMinimums')
  priceMinimums() {
    return this.sessions.priceMinimums();
  }

  @Handles('live.start')
  start(@Payload() { userId, ...input }: RequestOf<'live.start'>) {
    return this.sessions.start(userId, input);
  }

  @Handles('live.update')
  update(@Payload() { userId, liveSessionId, ...input }: RequestOf<'live.update'>) {
    return this.sessions.update(userId, liveSessionId, input);
  }

  @Handles('live.updateStreamingLink')
  updateStreamingLink(
    @Payload() { userId, liveSessionId, streamingLink }: RequestOf<'live.updateStreamingLink'>,
  ) {
    return this.sessions.updateStreamingLink(userId, liveSessionId, streamingLink);
  }

  @Handles('live.end')
  end(@Payload() { userId, liveSessionId }: RequestOf<'live.end'>) {
    return this.sessions.end(userId, liveSessionId);
  }

  @Handles('live.sessionByUsername')
  byUsername(@Payload() { username }: RequestOf<'live.sessionByUsername'>) {
    return this.queries.byUsername(username);
  }

  @Handles('live.session')
  session(@Payload() { liveSessionId }: RequestOf<'live.session'>) {
    return this.queries.session(liveSessionId);
  }

  @Handles('live.activeByStreamer')
  activeByStreamer(@Payload() { streamerId }: RequestOf<'live.activeByStreamer'>) {
    return this.queries.activeOfStreamer(streamerId);
  }

  @Handles('live.activeSessions')
  activeSessions(@Payload() { limit }: RequestOf<'live.activeSessions'>) {
    return this.queries.active(limit);
  }

  @Handles('live.sessionTags')
  sessionTags(@Payload() { liveSessionId }: RequestOf<'live.sessionTags'>) {
    return this.queries.tags(liveSessionId);
  }

  @Handles('live.streamerSessions')
  streamerSessions(@Payload() { userId, limit }: RequestOf<'live.streamerSessions'>) {
    return this.queries.ofStreamer(userId, limit);
  }
}
