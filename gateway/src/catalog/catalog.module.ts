import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AnalyticsController } from './analytics.controller';
import { BrowseController } from './browse.controller';
import { CatalogAdminController } from './catalog-admin.controller';
import { FavoritesController } from './favorites.controller';
import { LandingController } from './landing.controller';
import { StarPagesController } from './star-pages.controller';
import { StreamerGigsController } from './streamer-gigs.controller';
import { TrackingController } from './tracking.controller';

/** The REST surface of the catalog service. */
@Module({
  imports: [AuthModule],
  controllers: [
    LandingController,
    BrowseController,
    StarPagesController,
    FavoritesController,
    StreamerGigsController,
    CatalogAdminController,
    TrackingController,
    AnalyticsController,
  ],
})
export class CatalogModule {}
