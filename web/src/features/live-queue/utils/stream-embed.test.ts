import { describe, expect, it } from 'vitest';
import { isStreamLink, streamEmbedUrl } from './stream-embed';

describe('streamEmbedUrl (only YouTube and Twitch players are embedded, spec §5)', () => {
  it('embeds a YouTube video from its watch, short, live and youtu.be addresses, muted', () => {
    const embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1';
    expect(streamEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30')).toBe(embed);
    expect(streamEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(embed);
    expect(streamEmbedUrl('https://m.youtube.com/live/dQw4w9WgXcQ')).toBe(embed);
    expect(streamEmbedUrl('  https://youtube.com/shorts/dQw4w9WgXcQ  ')).toBe(embed);
  });

  it("embeds a YouTube channel's live stream", () => {
    expect(streamEmbedUrl('https://www.youtube.com/channel/UC123abc')).toBe(
      'https://www.youtube.com/embed/live_stream?channel=UC123abc&autoplay=1&mute=1',
    );
  });

  it("names the page's host as the Twitch player's parent", () => {
    expect(streamEmbedUrl('https://www.twitch.tv/nova_reyes', 'lobby.example')).toBe(
      'https://player.twitch.tv/?parent=lobby.example&muted=true&channel=nova_reyes',
    );
    expect(streamEmbedUrl('https://twitch.tv/videos/123456', 'lobby.example')).toBe(
      'https://player.twitch.tv/?parent=lobby.example&muted=true&video=v123456',
    );
  });

  it('embeds nothing from other sites, other protocols or ids that do not fit', () => {
    expect(streamEmbedUrl('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(streamEmbedUrl('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(streamEmbedUrl('javascript:alert(1)//youtube.com')).toBeNull();
    expect(streamEmbedUrl('https://www.youtube.com/watch?v="><script>')).toBeNull();
    expect(streamEmbedUrl('https://www.twitch.tv/a')).toBeNull();
    expect(streamEmbedUrl('not a link')).toBeNull();
    expect(streamEmbedUrl(null)).toBeNull();
  });
});

describe('isStreamLink', () => {
  it('accepts YouTube and Twitch addresses only', () => {
    expect(isStreamLink('https://www.twitch.tv/nova')).toBe(true);
    expect(isStreamLink('http://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isStreamLink('https://kick.com/nova')).toBe(false);
    expect(isStreamLink('ftp://youtube.com/x')).toBe(false);
  });
});
