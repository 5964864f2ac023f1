import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/gateway-config';
import { AdminDashboardModule } from './admin-dashboard/admin-dashboard.module';
import { AdminToolsModule } from './admin-tools/admin-tools.module';
import { BookingModule } from './booking/booking.module';
import { CatalogModule } from './catalog/catalog.module';
import { ContentModule } from './content/content.module';
import { HealthModule } from './health/health.module';
import { HotPagesModule } from './hot-pages/hot-pages.module';
import { AUTH_THROTTLER, ONE_MINUTE_MS, SearchRateLimiter } from './http/rate-limit';
import { IdentityModule } from './identity/identity.module';
import { LiveModule } from './live/live.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OAuthModule } from './oauth/oauth.module';
import { OnboardingModule } from './onboarding/onboarding.module';
import { PaymentsModule } from './payments/payments.module';
import { RealtimeModule } from './realtime/realtime.module';
import { RpcModule } from './rpc/rpc.module';
import { SeoModule } from './seo/seo.module';
import { UploadsModule } from './uploads/uploads.module';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    @Global()
    @Module({
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        SearchRateLimiter,
      ],
      exports: [GATEWAY_CONFIG, LOGGER, SearchRateLimiter],
    })
    class CoreModule {}

    return {
      module: AppModule,
      imports: [
        CoreModule,
        RpcModule,
        ThrottlerModule.forRoot({
          throttlers: [{ name: AUTH_THROTTLER, ttl: ONE_MINUTE_MS, limit: config.authRateLimitPerMinute }],
        }),
        UploadsModule,
        IdentityModule,
        OnboardingModule,
        OAuthModule,
        ContentModule,
        AdminToolsModule,
        CatalogModule,
        HotPagesModule,
        BookingModule,
        PaymentsModule,
        LiveModule,
        NotificationsModule,
        HealthModule,
        SeoModule,
        RealtimeModule,
        AdminDashboardModule,
      ],
    };
  }
}
