import { Module } from '@nestjs/common';
import { AnalyticsEventsConsumer } from './analytics/analytics-events.consumer';
import { AnalyticsHandler } from './analytics/analytics.handler';
import { AnalyticsRepository } from './analytics/analytics.repository';
import { AnalyticsService } from './analytics/analytics.service';
import { BannersHandler } from './banners/banners.handler';
import { BannersRepository } from './banners/banners.repository';
import { BannersService } from './banners/banners.service';
import { BrowseHandler } from './browse/browse.handler';
import { BrowseRepository } from './browse/browse.repository';
import { BrowseService } from './browse/browse.service';
import { ClicksHandler } from './clicks/clicks.handler';
import { ClicksRepository } from './clicks/clicks.repository';
import { ClicksService } from './clicks/clicks.service';
import { FavoritesHandler } from './favorites/favorites.handler';
import { FavoritesRepository } from './favorites/favorites.repository';
import { FavoritesService } from './favorites/favorites.service';
import { GamesHandler } from './games/games.handler';
import { GamesRepository } from './games/games.repository';
import { GamesService } from './games/games.service';
import { GigOrdersConsumer } from './gigs/gig-orders.consumer';
import { GigPriceMinimums } from './gigs/gig-price-minimums';
import { GigsHandler } from './gigs/gigs.handler';
import { GigsRepository } from './gigs/gigs.repository';
import { GigsService } from './gigs/gigs.service';
import { PlatformsHandler } from './platforms/platforms.handler';
import { PlatformsRepository } from './platforms/platforms.repository';
import { PlatformsService } from './platforms/platforms.service';
import { SearchHandler } from './search/search.handler';
import { SearchRepository } from './search/search.repository';
import { SearchService } from './search/search.service';
import { PageCache } from './common/page-cache';
import { PageCacheListener } from './common/page-cache.listener';
import { DemoDataRepository } from './seed/demo-data.repository';
import { SlugsScriptHandler } from './scripts/slugs-script.handler';
import { SlugsScriptRepository } from './scripts/slugs-script.repository';
import { SlugsScriptService } from './scripts/slugs-script.service';
import { DemoDataSeeder } from './seed/demo-data.seeder';
import { DemoImages } from './seed/demo-images';
import { ProfileEventsConsumer } from './stars/profile-events.consumer';
import { LiveEventsConsumer } from './stars/live-events.consumer';
import { StarLandingHandler } from './stars/star-landing.handler';
import { StarLandingRepository } from './stars/star-landing.repository';
import { StarLandingService } from './stars/star-landing.service';
import { StarsHandler } from './stars/stars.handler';
import { StarsRepository } from './stars/stars.repository';
import { StarsService } from './stars/stars.service';

/** Games, platforms, stars, gigs, favourites, banners, browse, search, click tracking, popularity and the streamer's analytics. */
@Module({
  controllers: [
    PlatformsHandler,
    GamesHandler,
    StarsHandler,
    StarLandingHandler,
    GigsHandler,
    BrowseHandler,
    SearchHandler,
    FavoritesHandler,
    BannersHandler,
    ClicksHandler,
    AnalyticsHandler,
    SlugsScriptHandler,
  ],
  providers: [
    PlatformsRepository,
    PlatformsService,
    GamesRepository,
    GamesService,
    StarsRepository,
    StarsService,
    StarLandingRepository,
    StarLandingService,
    ProfileEventsConsumer,
    LiveEventsConsumer,
    GigsRepository,
    GigsService,
    GigPriceMinimums,
    GigOrdersConsumer,
    BrowseRepository,
    BrowseService,
    SearchRepository,
    SearchService,
    PageCache,
    PageCacheListener,
    FavoritesRepository,
    FavoritesService,
    BannersRepository,
    BannersService,
    ClicksRepository,
    ClicksService,
    AnalyticsRepository,
    AnalyticsService,
    AnalyticsEventsConsumer,
    DemoImages,
    DemoDataRepository,
    DemoDataSeeder,
    SlugsScriptRepository,
    SlugsScriptService,
  ],
})
export class CatalogModule {}
