import { InputLimits } from '@lobby/contracts';

/**
 * The stream links a live session accepts (spec §5 "Stream link": YouTube or Twitch only), in the forms people
 * paste and the embeddable forms this service answers: youtube.com/watch?v=, youtu.be/, youtube.com/live/,
 * youtube.com/embed/ (www and m. too); twitch.tv/{channel}, twitch.tv/videos/{id}, player.twitch.tv/?channel=
 * or ?video=. A link is rebuilt from the parts it was parsed into, so nothing else the sender wrote survives.
 */
export type StreamLink =
  | { provider: 'youtube'; videoId: string }
  | { provider: 'twitch'; channel: string }
  | { provider: 'twitch'; videoId: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const TWITCH_HOSTS = new Set(['twitch.tv', 'www.twitch.tv', 'm.twitch.tv']);
const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const TWITCH_CHANNEL = /^[A-Za-z0-9_]{3,25}$/;
const TWITCH_VIDEO_ID = /^\d{1,20}$/;
/** First path segments of twitch.tv that are pages of the site, not channels. */
const TWITCH_RESERVED_PATHS = new Set([
  'directory',
  'downloads',
  'jobs',
  'login',
  'p',
  'search',
  'settings',
  'signup',
  'subscriptions',
  'turbo',
  'videos',
  'wallet',
]);

/** The YouTube or Twitch stream a link points at, or null for anything else. */
export function parseStreamLink(input: unknown): StreamLink | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text === '' || text.length > InputLimits.linkMax) return null;
  const url = parseUrl(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) return youtube(youtubeVideoId(url, segments));
  if (host === 'youtu.be') return youtube(segments.length === 1 ? segments[0] : undefined);
  if (TWITCH_HOSTS.has(host)) return twitchPage(segments);
  if (host === 'player.twitch.tv' && segments.length === 0) return twitchPlayer(url);
  return null;
}

/** The page people open to watch it (what the providers' oEmbed endpoints are asked about). */
export function watchUrl(link: StreamLink): string {
  if (link.provider === 'youtube') return `https://www.youtube.com/watch?v=${link.videoId}`;
  return 'channel' in link
    ? `https://www.twitch.tv/${link.channel}`
    : `https://www.twitch.tv/videos/${link.videoId}`;
}

/** The player to put in an iframe; Twitch's plays only inside the page of `parentHost`. */
export function embedUrl(link: StreamLink, parentHost: string): string {
  if (link.provider === 'youtube') return `https://www.youtube.com/embed/${link.videoId}`;
  const parent = `parent=${encodeURIComponent(parentHost)}`;
  return 'channel' in link
    ? `https://player.twitch.tv/?channel=${link.channel}&${parent}`
    : `https://player.twitch.tv/?video=v${link.videoId}&${parent}`;
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function youtubeVideoId(url: URL, segments: string[]): string | undefined {
  if (segments.length === 1 && segments[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  if (segments.length === 2 && (segments[0] === 'live' || segments[0] === 'embed')) return segments[1];
  return undefined;
}

function youtube(videoId: string | undefined): StreamLink | null {
  return videoId !== undefined && YOUTUBE_VIDEO_ID.test(videoId) ? { provider: 'youtube', videoId } : null;
}

function twitchPage(segments: string[]): StreamLink | null {
  if (segments.length === 2 && segments[0] === 'videos') return twitchVideo(segments[1]);
  const [channel] = segments;
  if (segments.length !== 1 || TWITCH_RESERVED_PATHS.has(channel.toLowerCase())) return null;
  return twitchChannel(channel);
}

function twitchPlayer(url: URL): StreamLink | null {
  const channel = url.searchParams.get('channel');
  const video = url.searchParams.get('video');
  if (channel !== null && video === null) return twitchChannel(channel);
  if (video !== null && channel === null) return twitchVideo(video.replace(/^v/, ''));
  return null;
}

function twitchChannel(channel: string): StreamLink | null {
  return TWITCH_CHANNEL.test(channel) ? { provider: 'twitch', channel: channel.toLowerCase() } : null;
}

function twitchVideo(videoId: string): StreamLink | null {
  return TWITCH_VIDEO_ID.test(videoId) ? { provider: 'twitch', videoId } : null;
}
