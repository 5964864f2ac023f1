import { embedUrl, parseStreamLink, watchUrl } from './stream-links';

describe('stream links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  youtube.com/watch?v=dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('reads the YouTube video of %s', (link, videoId) => {
    expect(parseStreamLink(link)).toEqual({ provider: 'youtube', videoId });
  });

  it.each([
    ['https://www.twitch.tv/Shroud', { channel: 'shroud' }],
    ['https://twitch.tv/shroud?referrer=raid', { channel: 'shroud' }],
    ['https://m.twitch.tv/shroud', { channel: 'shroud' }],
    ['https://www.twitch.tv/videos/2145551234', { videoId: '2145551234' }],
    ['https://player.twitch.tv/?channel=shroud&parent=lobby.test', { channel: 'shroud' }],
    ['https://player.twitch.tv/?video=v2145551234&parent=lobby.test', { videoId: '2145551234' }],
  ])('reads the Twitch stream of %s', (link, stream) => {
    expect(parseStreamLink(link)).toEqual({ provider: 'twitch', ...stream });
  });

  it.each([
    ['another site', 'https://vimeo.com/123456'],
    ['a look-alike host', 'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ'],
    ['a YouTube page that is no video', 'https://www.youtube.com/@somebody'],
    ['a malformed video id', 'https://www.youtube.com/watch?v=short'],
    ['a Twitch page that is no channel', 'https://www.twitch.tv/directory'],
    ['a Twitch clip', 'https://clips.twitch.tv/FunnyClip'],
    ['credentials in the link', 'https://user:pw@www.twitch.tv/shroud'],
    ['another scheme', 'javascript://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['not a link', 'just some words'],
    ['nothing', ''],
    ['no text', 42],
  ])('refuses %s', (_case, link) => {
    expect(parseStreamLink(link)).toBeNull();
  });

  it('rebuilds the watch page and the embeddable player from the parts only', () => {
    const youtube = parseStreamLink('https://youtu.be/dQw4w9WgXcQ?x="><script>')!;
    expect(watchUrl(youtube)).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(embedUrl(youtube, 'lobby.test')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    const channel = parseStreamLink('twitch.tv/shroud')!;
    expect(watchUrl(channel)).toBe('https://www.twitch.tv/shroud');
    expect(embedUrl(channel, 'lobby.test')).toBe(
      'https://player.twitch.tv/?channel=shroud&parent=lobby.test',
    );
    const video = parseStreamLink('https://www.twitch.tv/videos/123')!;
    expect(watchUrl(video)).toBe('https://www.twitch.tv/videos/123');
    expect(embedUrl(video, 'lobby.test')).toBe('https://player.twitch.tv/?video=v123&parent=lobby.test');
  });
});
