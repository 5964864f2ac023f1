import { FakeHttpServer } from './fake-http-server';

export interface FakeStream {
  title: string;
  thumbnail_url: string;
}

/**
 * A local stand-in for YouTube's and Twitch's oEmbed endpoints (tests only): GET /youtube/oembed?url=&format=json
 * and GET /twitch/v5/oembed?url=. Known watch URLs answer their metadata, unknown ones 404 (as the providers do
 * for a missing video). `failWith` makes both answer a status; `delayMs` makes them slow. Requests are recorded.
 */
export class FakeOEmbedProviders {
  readonly streams = new Map<string, FakeStream>();
  readonly requests: { path: string; query: Record<string, string> }[] = [];
  failWith: number | null = null;
  delayMs = 0;
  private readonly http = new FakeHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    this.requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const [status, body] = this.answer(url);
    const reply = () => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (this.delayMs > 0) setTimeout(reply, this.delayMs);
    else reply();
  });

  async start(): Promise<this> {
    await this.http.start();
    return this;
  }

  stop(): Promise<void> {
    return this.http.stop();
  }

  /** The settings that point the live service at this fake. */
  get env(): Record<string, string> {
    return {
      YOUTUBE_OEMBED_URL: `${this.http.url}/youtube/oembed`,
      TWITCH_OEMBED_URL: `${this.http.url}/twitch/v5/oembed`,
    };
  }

  private answer(url: URL): [number, unknown] {
    if (url.pathname !== '/youtube/oembed' && url.pathname !== '/twitch/v5/oembed') return [404, 'Not Found'];
    if (this.failWith !== null) return [this.failWith, { error: 'provider trouble' }];
    const stream = this.streams.get(url.searchParams.get('url') ?? '');
    return stream ? [200, { type: 'video', version: '1.0', ...stream }] : [404, 'Not Found'];
  }
}
