import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { AnalyticsService } from './analytics.service';

@Controller()
export class AnalyticsHandler {
  constructor(private readonly analytics: AnalyticsService) {}

  @Handles('catalog.fullAnalytics')
  full(@Payload() request: RequestOf<'catalog.fullAnalytics'>) {
    return this.analytics.full(request);
  }

  @Handles('catalog.topPerformingGigs')
  topGigs(@Payload() request: RequestOf<'catalog.topPerformingGigs'>) {
    return this.analytics.topGigs(request);
  }

  @Handles('catalog.topFans')
  topFans(@Payload() request: RequestOf<'catalog.topFans'>) {
    return this.analytics.topFans(request);
  }

  @Handles('catalog.isEnoughDataForAnalytics')
  isEnoughData(@Payload() request: RequestOf<'catalog.isEnoughDataForAnalytics'>) {
    return this.analytics.isEnoughData(request);
  }
}
