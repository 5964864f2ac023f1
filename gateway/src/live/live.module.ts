import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LiveSessionsController } from './live-sessions.controller';
import { StreamToolsController } from './stream-tools.controller';

/** The REST surface of the live service: live sessions, stream details and OBS codes. */
@Module({
  imports: [AuthModule],
  controllers: [LiveSessionsController, StreamToolsController],
})
export class LiveModule {}
