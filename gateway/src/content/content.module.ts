import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BlogsAdminController } from './blogs-admin.controller';
import { BlogsController } from './blogs.controller';
import { FaqsAdminController, FaqsController } from './faqs.controller';
import { LegalAdminController, LegalController } from './legal.controller';
import { SiteAccessController } from './site-access.controller';
import { SubmissionsAdminController } from './submissions-admin.controller';
import { FormRateLimiter } from './submissions-rate-limit';
import { SubmissionsController } from './submissions.controller';

/** The REST surface of the content service. */
@Module({
  imports: [AuthModule],
  controllers: [
    SiteAccessController,
    BlogsController,
    BlogsAdminController,
    FaqsController,
    FaqsAdminController,
    LegalController,
    LegalAdminController,
    SubmissionsController,
    SubmissionsAdminController,
  ],
  providers: [FormRateLimiter],
})
export class ContentModule {}
