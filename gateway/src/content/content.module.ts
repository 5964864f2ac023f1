import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BlogsAdminController } from './blogs-admin.controller';
import { BlogsController } from './blogs.controller';
import { FaqsAdminController, FaqsController } from './faqs.controller';
import { LegalAdminController, LegalController } from './legal.controller';
import { SiteAccessController } from './site-access.controller';

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
  ],
})
export class ContentModule {}
