import { Inject, Injectable } from '@nestjs/common';
import { LiveText, TextLimits, type VideoDetailsDto } from '@lobby/contracts';
import { APP_CONFIG, DomainError, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { embedUrl, parseStreamLink, watchUrl } from '../common/stream-links';
import type { LiveConfig } from '../live.config';
import { OEmbedClient, StreamNotFound, type StreamMetadata } from './oembed.client';

/** Spec POST /api/fetch-video-details: what embedding a YouTube or Twitch link fills into the live-start form. */
@Injectable()
export class VideoDetailsService {
  constructor(
    private readonly oembed: OEmbedClient,
    @Inject(APP_CONFIG) private readonly config: LiveConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** 400 for a link that is not a YouTube or Twitch stream; 503 when the provider can't tell us. */
  async details(link: unknown): Promise<VideoDetailsDto> {
    const stream = parseStreamLink(link);
    if (!stream) throw DomainError.invalid(LiveText.invalidStreamLink);
    const page = watchUrl(stream);
    let metadata: StreamMetadata;
    try {
      metadata =
        stream.provider === 'youtube' ? await this.oembed.youtube(page) : await this.oembed.twitch(page);
    } catch (error) {
      if (error instanceof StreamNotFound) throw DomainError.invalid(LiveText.invalidStreamLink);
      this.logger.warn({ err: error, provider: stream.provider }, 'stream metadata lookup failed');
      throw DomainError.unavailable(LiveText.videoDetailsFailed);
    }
    return {
      success: true,
      embedLink: embedUrl(stream, this.config.embedParentHost),
      title: embeddedTitle(metadata.title),
      thumbnail: metadata.thumbnail,
      error: null,
    };
  }
}

/** Spec §5: a title from an embedded stream is cut to 69 characters when it is over 70. */
export function embeddedTitle(title: string | null): string | null {
  if (title === null) return null;
  const characters = [...title];
  return characters.length > TextLimits.titleMax
    ? characters.slice(0, TextLimits.embeddedTitleCut).join('')
    : title;
}
