import type { ObsSessionDto } from '../identity/types';
import type { LiveSessionDto, ObsCodeDto, VideoDetailsDto } from './types';
import type { Currency } from '../currency';
import type { Message } from '../rpc';

import {
  GET,
  POST,
  type Body,
  type QueryParams,
  type ActingFor,
  type RunningLiveSessionDto,
  type StartedLiveSession,
} from '../http-route';

/** Live's REST routes (spec §7), grouped as the gateway's controllers are. */
export const liveRoutes = {
  liveSessions: {
    start: POST('/api/post/influencer/liveSession').as<{
      response: StartedLiveSession;
      body: Body<'liveSessions', 'start'> & { streamerId?: string };
    }>(),
    update: POST('/api/post/influencer/updateLiveSession').as<{
      response: Message & { liveSession: LiveSessionDto };
      body: Body<'liveSessions', 'update'> & { streamerId?: string };
    }>(),
    updateStreamingLink: POST('/api/post/influencer/updateStreamingLink').as<{
      response: Message & { liveSession: LiveSessionDto };
      body: Body<'liveSessions', 'updateStreamingLink'> & { streamerId?: string };
    }>(),
    end: POST('/api/liveSession/end/:id').as<{
      response: Message & { liveSession: LiveSessionDto };
      query: ActingFor;
    }>(),
    byUsername: GET('/api/get/liveSession/:username').as<{ response: RunningLiveSessionDto | null }>(),
    activeOfStreamer: GET('/api/get/livesessions/active/:id').as<{
      response: RunningLiveSessionDto | null;
    }>(),
    priceMinimums: GET('/api/get/live-price-minimums').as<{ response: Record<Currency, number> }>(),
    active: GET('/api/get/liveSessions').as<{ response: LiveSessionDto[]; query: QueryParams }>(),
    tags: GET('/api/get/liveSessionTags/:id').as<{ response: unknown }>(),
    streamerSessions: GET('/api/get/influencer/liveSessions').as<{
      response: LiveSessionDto[];
      query: ActingFor;
    }>(),
  },
  streamTools: {
    videoDetails: POST('/api/fetch-video-details').as<{
      response: VideoDetailsDto;
      body: { embedLink: string };
    }>(),
    obsCode: POST('/api/obs/code').as<{ response: ObsCodeDto; query: ActingFor }>(),
    obsSessions: GET('/api/obs/sessions').as<{ response: { sessions: ObsSessionDto[] }; query: ActingFor }>(),
    revokeObsSession: POST('/api/obs/sessions/:id/revoke').as<{ response: Message; query: ActingFor }>(),
  },
} as const;
