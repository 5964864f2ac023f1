import { Module } from '@nestjs/common';
import { ConfigurationsRepository } from './configurations/configurations.repository';
import { SiteAccessHandler } from './site-access/site-access.handler';
import { SiteAccessService } from './site-access/site-access.service';

/** Configurations, FAQs, terms, privacy and agreements, blogs, contact and early-access forms, giveaways. */
@Module({
  controllers: [SiteAccessHandler],
  providers: [ConfigurationsRepository, SiteAccessService],
})
export class ContentModule {}
