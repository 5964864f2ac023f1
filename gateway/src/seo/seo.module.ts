import { Module } from '@nestjs/common';
import { MarketingPixelController } from './marketing-pixel.controller';

/**
 * Sharing and search engines (issue 18 items 6-7). The preview tags, robots.txt and the sitemap are plain Fastify
 * routes registered beside the web app (gateway.ts); this module holds the marketing pixel's public settings.
 */
@Module({ controllers: [MarketingPixelController] })
export class SeoModule {}
