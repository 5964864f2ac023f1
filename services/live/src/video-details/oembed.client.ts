import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@lobby/service-kit';
import type { LiveConfig } from '../live.config';

/** What a provider's oEmbed answer tells us about a stream. */
export interface StreamMetadata {
  title: string | null;
  thumbnail: string | null;
}

/** The provider has no such (public, embeddable) stream: the link is at fault, not the provider. */
export class StreamNotFound extends Error {}

/** Status codes with which oEmbed providers say the link names nothing they may embed. */
const UNKNOWN_STREAM_STATUSES = new Set([400, 401, 403, 404]);

/**
 * YouTube's and Twitch's public oEmbed endpoints, at configured base URLs (tests point them at a local fake).
 * Only this class does the HTTP. Anything but an answer or a "no such stream" throws a plain Error.
 */
@Injectable()
export class OEmbedClient {
  constructor(@Inject(APP_CONFIG) private readonly config: LiveConfig) {}

  youtube(watchUrl: string): Promise<StreamMetadata> {
    return this.fetch(this.config.youtubeOembedUrl, { url: watchUrl, format: 'json' });
  }

  twitch(watchUrl: string): Promise<StreamMetadata> {
    return this.fetch(this.config.twitchOembedUrl, { url: watchUrl });
  }

  private async fetch(endpoint: string, query: Record<string, string>): Promise<StreamMetadata> {
    const url = new URL(endpoint);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.config.videoDetailsTimeoutMs),
    });
    if (UNKNOWN_STREAM_STATUSES.has(response.status))
      throw new StreamNotFound(`oEmbed answered ${response.status}`);
    if (!response.ok) throw new Error(`oEmbed provider answered ${response.status}`);
    const body = (await response.json()) as Record<string, unknown>;
    return { title: text(body.title), thumbnail: text(body.thumbnail_url) };
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
