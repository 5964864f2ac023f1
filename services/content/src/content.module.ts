import { Module } from '@nestjs/common';

/** Configurations, FAQs, terms, privacy and agreements, blogs, contact and early-access submissions, giveaways. Its features arrive with their issues; the kit already gives it health and ping. */
@Module({})
export class ContentModule {}
