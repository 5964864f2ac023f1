import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { NotificationsGateway } from './notifications.gateway';
import { RealtimePushSubscriber } from './realtime-push.subscriber';

@Module({ imports: [AuthModule], providers: [NotificationsGateway, RealtimePushSubscriber] })
export class RealtimeModule {}
