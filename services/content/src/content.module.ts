import { Module } from '@nestjs/common';
import { BlogsHandler } from './blogs/blogs.handler';
import { BlogsRepository } from './blogs/blogs.repository';
import { BlogsService } from './blogs/blogs.service';
import { ConfigurationsHandler } from './configurations/configurations.handler';
import { ConfigurationsRepository } from './configurations/configurations.repository';
import { ConfigurationsService } from './configurations/configurations.service';
import { FaqsHandler } from './faqs/faqs.handler';
import { FaqsRepository } from './faqs/faqs.repository';
import { FaqsService } from './faqs/faqs.service';
import { LegalHandler } from './legal/legal.handler';
import { LegalRepository } from './legal/legal.repository';
import { LegalService } from './legal/legal.service';
import { SiteAccessHandler } from './site-access/site-access.handler';
import { CreatorApplicationsRepository } from './submissions/creator-applications.repository';
import { CreatorApplicationsService } from './submissions/creator-applications.service';
import { SubmissionsMail } from './submissions/submissions-mail';
import { SubmissionsHandler } from './submissions/submissions.handler';
import { SubmissionsRepository } from './submissions/submissions.repository';
import { SubmissionsService } from './submissions/submissions.service';
import { SiteAccessService } from './site-access/site-access.service';

/** Configurations, FAQs, terms, privacy and agreements, blogs, contact and early-access forms, giveaways. */
@Module({
  controllers: [
    SiteAccessHandler,
    ConfigurationsHandler,
    BlogsHandler,
    FaqsHandler,
    LegalHandler,
    SubmissionsHandler,
  ],
  providers: [
    ConfigurationsRepository,
    ConfigurationsService,
    SiteAccessService,
    BlogsRepository,
    BlogsService,
    FaqsRepository,
    FaqsService,
    LegalRepository,
    LegalService,
    SubmissionsRepository,
    SubmissionsMail,
    SubmissionsService,
    CreatorApplicationsRepository,
    CreatorApplicationsService,
  ],
})
export class ContentModule {}
