import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SiteAccessController } from './site-access.controller';

/** The REST surface of the content service. */
@Module({
  imports: [AuthModule],
  controllers: [SiteAccessController],
})
export class ContentModule {}
