import type { EnvReader } from '@lobby/service-kit';

export interface LiveConfig {
  /** YouTube's public oEmbed endpoint: GET `{url}?url={watch link}&format=json`. Tests point it at a fake. */
  youtubeOembedUrl: string;
  /** Twitch's public oEmbed endpoint: GET `{url}?url={channel or video link}`. */
  twitchOembedUrl: string;
  /** Stays under the gateway's RPC timeout, so a slow provider is answered with our text, not a transport 503. */
  videoDetailsTimeoutMs: number;
  /** The web app's host: Twitch's player only plays inside the page named by its `parent` parameter. */
  embedParentHost: string;
}

export function readLiveConfig(env: EnvReader): LiveConfig {
  const publicUrl = env.url('PUBLIC_URL', 'http://localhost:3000');
  return {
    youtubeOembedUrl: env.url('YOUTUBE_OEMBED_URL', 'https://www.youtube.com/oembed'),
    twitchOembedUrl: env.url('TWITCH_OEMBED_URL', 'https://api.twitch.tv/v5/oembed'),
    videoDetailsTimeoutMs: env.int('VIDEO_DETAILS_TIMEOUT_MS', 2500, { min: 100, max: 60_000 }),
    embedParentHost: URL.canParse(publicUrl) ? new URL(publicUrl).hostname : 'localhost',
  };
}
