const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
]);
const TWITCH_HOSTS = new Set(['twitch.tv', 'www.twitch.tv', 'm.twitch.tv', 'player.twitch.tv']);
const YOUTUBE_ID = /^[\w-]{6,20}$/;
const TWITCH_NAME = /^\w{2,30}$/;

function youtubeEmbed(url: URL): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (url.hostname === 'youtu.be') id = parts[0] ?? null;
  else if (parts[0] === 'watch') id = url.searchParams.get('v');
  else if (['live', 'embed', 'shorts'].includes(parts[0] ?? '')) id = parts[1] ?? null;
  const channel =
    parts[0] === 'channel' ? parts[1] : id === 'live_stream' ? url.searchParams.get('channel') : null;
  if (channel)
    return `https://www.youtube.com/embed/live_stream?${new URLSearchParams({ channel, autoplay: '1', mute: '1' })}`;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return `https://www.youtube.com/embed/${id}?autoplay=1&mute=1`;
}

function twitchEmbed(url: URL, parentHost: string): string | null {
  const params = new URLSearchParams({ parent: parentHost, muted: 'true' });
  if (url.hostname === 'player.twitch.tv') {
    const channel = url.searchParams.get('channel');
    const video = url.searchParams.get('video');
    if (channel && TWITCH_NAME.test(channel)) params.set('channel', channel);
    else if (video) params.set('video', video);
    else return null;
    return `https://player.twitch.tv/?${params}`;
  }
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0] === 'videos' && parts[1] && /^\d+$/.test(parts[1])) params.set('video', `v${parts[1]}`);
  else if (parts[0] && TWITCH_NAME.test(parts[0])) params.set('channel', parts[0]);
  else return null;
  return `https://player.twitch.tv/?${params}`;
}

function parseWebUrl(link: string): URL | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The player address for a YouTube or Twitch stream link (the only links a session takes, spec §5), or null
 * for anything else. Twitch players must name the page's host as `parent`.
 */
export function streamEmbedUrl(link: string | null, parentHost = window.location.hostname): string | null {
  const url = link ? parseWebUrl(link) : null;
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) return youtubeEmbed(url);
  if (TWITCH_HOSTS.has(host)) return twitchEmbed(url, parentHost);
  return null;
}

/** Whether a typed link is a YouTube or Twitch address (spec §5); the server checks it again. */
export function isStreamLink(link: string): boolean {
  const host = parseWebUrl(link)?.hostname.toLowerCase();
  return !!host && (YOUTUBE_HOSTS.has(host) || TWITCH_HOSTS.has(host));
}
