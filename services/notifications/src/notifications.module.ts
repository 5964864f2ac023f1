import { Module } from '@nestjs/common';

/** In-app notifications, realtime fan-out, email and Discord preferences. Its features arrive with their issues; the kit already gives it health and ping. */
@Module({})
export class NotificationsModule {}
