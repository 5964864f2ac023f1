import { Controller, Get, Inject } from '@nestjs/common';
import type { MarketingPixelDto } from '@lobby/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';

/**
 * Where the web app's consent-aware tracker sends its ad-pixel events (spec §7 Other): the configured pixel id
 * and endpoint, or nulls when none is configured (the app then sends nothing).
 */
@Controller('api/get')
export class MarketingPixelController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get('marketing-pixel')
  pixel(): MarketingPixelDto {
    const pixel = this.config.marketingPixel;
    return { pixelId: pixel?.id ?? null, endpoint: pixel?.endpoint ?? null };
  }
}
