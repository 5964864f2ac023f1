import type { Currency } from '../currency';
import type { Actor, Message } from '../rpc';
import type { LiveSessionDto, LiveSessionInput, ObsCodeDto, VideoDetailsDto } from './types';

/**
 * Live's request subjects (spec §7 "Streamer" and "Browse"). `userId` of a streamer action is the streamer acted
 * for: the gateway resolves a moderator's `streamerId` (only one in their list) into it.
 */
export interface LiveSubjects {
  /** Spec POST /api/post/influencer/liveSession. One live session per streamer at a time (409 otherwise). */
  'live.start': {
    req: Actor & LiveSessionInput;
    res: Message & { isLiveSuccess: true; res_live_session_id: string; liveSession: LiveSessionDto };
  };
  /** Spec updateLiveSession: edits the running session's fields (the same rules as starting). */
  'live.update': {
    req: Actor & LiveSessionInput & { liveSessionId: string };
    res: Message & { liveSession: LiveSessionDto };
  };
  /** Spec updateStreamingLink: sets (or with null clears) the stream link; isStreaming follows it. */
  'live.updateStreamingLink': {
    req: Actor & { liveSessionId: string; streamingLink: string | null };
    res: Message & { liveSession: LiveSessionDto };
  };
  /**
   * Spec /api/liveSession/end/{id}: closes booking's queue first (409 with LiveText.usersStillPlaying while fans
   * are in playing next or in game; unserved paid VIP fans are refunded), then ends the session. Ending an
   * ended session answers it again.
   */
  'live.end': { req: Actor & { liveSessionId: string }; res: Message & { liveSession: LiveSessionDto } };
  /** Spec liveSession/{username}: the star's running session, or null. */
  'live.sessionByUsername': { req: { username: string }; res: LiveSessionDto | null };
  /** Any session by id (running or ended); 404 when unknown. */
  'live.session': { req: { liveSessionId: string }; res: LiveSessionDto };
  /** Spec livesessions/active/{id}: the streamer's (by user id) running session, or null. */
  'live.activeByStreamer': { req: { streamerId: string }; res: LiveSessionDto | null };
  /** Spec liveSessions: every running session, newest first. */
  'live.activeSessions': { req: { limit?: number }; res: LiveSessionDto[] };
  /** Spec liveSessionTags/{id}: the tags of a session. */
  'live.sessionTags': { req: { liveSessionId: string }; res: string[] };
  /** Spec influencer/liveSessions: the streamer's own sessions, newest first. */
  'live.streamerSessions': { req: Actor & { limit?: number }; res: LiveSessionDto[] };
  /** The lowest live price of each currency (MAJOR units): the configured one, else the spec's default. */
  'live.priceMinimums': { req: Record<string, never>; res: Record<Currency, number> };
  /** Spec POST /api/fetch-video-details: YouTube or Twitch only, through their public metadata endpoints. */
  'live.videoDetails': { req: { embedLink: string }; res: VideoDetailsDto };
  /** The streamer asks for a one-time code (10 minutes) to sign an OBS browser source in. */
  'live.createObsCode': { req: Actor; res: ObsCodeDto };
  /** Redeems a code once; 400 LiveText.obsCodeInvalid when unknown, used or expired. */
  'live.redeemObsCode': { req: { code: string }; res: { streamerId: string } };
}
