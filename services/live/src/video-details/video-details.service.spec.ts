import { LiveText } from '@lobby/contracts';
import { refusal } from '@lobby/test-kit';
import { LiveHarness, PUBLIC_HOST } from '../test/live-fixtures';
import { embeddedTitle } from './video-details.service';

describe('live: stream details from YouTube and Twitch', () => {
  const live = new LiveHarness({ VIDEO_DETAILS_TIMEOUT_MS: '500' });
  const longTitle = `${'Ranked to Radiant, '.repeat(4)}day 12`;

  beforeAll(async () => {
    await live.start();
    live.oembed.streams.set('https://www.youtube.com/watch?v=dQw4w9WgXcQ', {
      title: longTitle,
      thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    live.oembed.streams.set('https://www.twitch.tv/shroud', {
      title: 'Short title',
      thumbnail_url: 'https://static-cdn.jtvnw.net/previews-ttv/live_user_shroud.jpg',
    });
    live.oembed.streams.set('https://www.twitch.tv/videos/2145551234', {
      title: 'Yesterday',
      thumbnail_url: 'https://static-cdn.jtvnw.net/cf_vods/thumb.jpg',
    });
  }, 30_000);
  afterAll(() => live.stop());
  afterEach(() => {
    live.oembed.failWith = null;
    live.oembed.delayMs = 0;
  });

  const details = (embedLink: string) => live.send('live.videoDetails', { embedLink });

  it('answers a YouTube link with its player, its title cut to 69 characters, and its thumbnail', async () => {
    expect([...longTitle].length).toBeGreaterThan(70);
    for (const link of [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
    ]) {
      expect(await details(link)).toEqual({
        success: true,
        embedLink: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        title: longTitle.slice(0, 69),
        thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        error: null,
      });
    }
    expect(live.oembed.requests.at(-1)).toEqual({
      path: '/youtube/oembed',
      query: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', format: 'json' },
    });
  });

  it('answers a Twitch channel or video with a player inside our own page', async () => {
    expect(await details('twitch.tv/Shroud')).toEqual({
      success: true,
      embedLink: `https://player.twitch.tv/?channel=shroud&parent=${PUBLIC_HOST}`,
      title: 'Short title',
      thumbnail: 'https://static-cdn.jtvnw.net/previews-ttv/live_user_shroud.jpg',
      error: null,
    });
    expect(live.oembed.requests.at(-1)).toEqual({
      path: '/twitch/v5/oembed',
      query: { url: 'https://www.twitch.tv/shroud' },
    });
    expect(await details('https://www.twitch.tv/videos/2145551234')).toMatchObject({
      embedLink: `https://player.twitch.tv/?video=v2145551234&parent=${PUBLIC_HOST}`,
      title: 'Yesterday',
    });
  });

  it('refuses a link of another site without asking anyone', async () => {
    const asked = live.oembed.requests.length;
    for (const link of ['https://vimeo.com/123', 'https://www.youtube.com/feed/trending', 'not a link']) {
      expect(await refusal(details(link))).toEqual({ status: 400, message: LiveText.invalidStreamLink });
    }
    expect(live.oembed.requests).toHaveLength(asked);
  });

  it("refuses a link the provider doesn't know", async () => {
    expect(await refusal(details('https://youtu.be/AAAAAAAAAAA'))).toEqual({
      status: 400,
      message: LiveText.invalidStreamLink,
    });
  });

  it('answers 503 when the provider fails or is too slow', async () => {
    live.oembed.failWith = 500;
    expect(await refusal(details('https://youtu.be/dQw4w9WgXcQ'))).toEqual({
      status: 503,
      message: LiveText.videoDetailsFailed,
    });
    live.oembed.failWith = null;
    live.oembed.delayMs = 1500;
    expect(await refusal(details('https://www.twitch.tv/shroud'))).toEqual({
      status: 503,
      message: LiveText.videoDetailsFailed,
    });
  });

  it('cuts only titles over 70 characters, to 69', () => {
    expect(embeddedTitle('a'.repeat(70))).toHaveLength(70);
    expect(embeddedTitle('a'.repeat(71))).toHaveLength(69);
    expect(embeddedTitle('🎮'.repeat(71))).toBe('🎮'.repeat(69));
    expect(embeddedTitle(null)).toBeNull();
  });
});
