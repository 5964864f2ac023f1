import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AdminDashboardController } from './admin-dashboard.controller';

/** The staff dashboard: figures from several services in one answer. */
@Module({ imports: [AuthModule], controllers: [AdminDashboardController] })
export class AdminDashboardModule {}
