import { Module } from '@nestjs/common';
import { ConfigurationsHandler } from './configurations/configurations.handler';
import { ConfigurationsRepository } from './configurations/configurations.repository';
import { ConfigurationsService } from './configurations/configurations.service';
import { SiteAccessHandler } from './site-access/site-access.handler';
import { SiteAccessService } from './site-access/site-access.service';

/** Configurations, FAQs, terms, privacy and agreements, blogs, contact and early-access forms, giveaways. */
@Module({
  controllers: [SiteAccessHandler, ConfigurationsHandler],
  providers: [ConfigurationsRepository, ConfigurationsService, SiteAccessService],
})
export class ContentModule {}
