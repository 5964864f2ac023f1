/**
 * Addresses of the streamer's live pages (spec §2). `query` is the acting streamer's '?streamerId=…' for a
 * moderator, else ''.
 */

/** The streamer's live session page. */
export const liveSessionPath = (liveSessionId: string, query = '') =>
  `/influencer/live/session/${encodeURIComponent(liveSessionId)}${query}`;

/** The OBS dock's queue page for a running session. */
export const obsQueueManagementPath = (liveSessionId: string) =>
  `/influencer/obs/live/queue-management/${encodeURIComponent(liveSessionId)}`;

/** The OBS dock's page for starting the next session. */
export const OBS_GO_LIVE_PATH = '/influencer/obs/live/go-live';

/** Where the OBS dock signs in with a one-time code (the browser-source address). */
export const OBS_CODE_SIGN_IN_PATH = '/influencer/obs/live/otp-verification';

/** The transparent overlay OBS captures over the stream. */
export const obsOverlayPath = (influencerId: string) =>
  `/influencer/obs/live/overlay/${encodeURIComponent(influencerId)}`;

/** How to add Lobby to OBS, for one streamer. */
export const obsSetupPath = (influencerId: string) =>
  `/influencer/obs/setup/${encodeURIComponent(influencerId)}`;

export const dashboardPath = (query = '') => `/influencer/dashboard${query}`;

/** The address fans open to see a star's running session (shared after going live). */
export const liveStarUrl = (username: string, origin = window.location.origin) =>
  `${origin}/stars/${encodeURIComponent(username)}/live`;

/** Spec §2: a path with an `obs` segment is the OBS dock, which changes where live actions lead. */
export const isObsPath = (pathname: string) => pathname.split('/').includes('obs');

const SESSION_PAGE = /^\/influencer\/(?:live\/session|obs\/live\/queue-management)\/([^/]+)\/?$/;

/** The live session a page manages (the session page or the OBS queue page), or null on any other page. */
export function managedSessionIdOf(pathname: string): string | null {
  const match = SESSION_PAGE.exec(pathname);
  return match ? decodeURIComponent(match[1]) : null;
}

/** Spec §4 "Moderator mode": on these pages a moderator can only pick streamers who are live. */
export const isLivePagePath = (pathname: string) => managedSessionIdOf(pathname) !== null;
